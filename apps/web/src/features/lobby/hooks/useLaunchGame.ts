// Playing a game or a vendor (SPEC.md §2 "Launch routing by vendor"): lottery games go to their
// pages, vassalage games open their vendor's list, the rest are launched into the game popup. A
// visitor gets the login popup first; a trial member may play (SPEC.md §6 "demo play"). The free-trial
// button opens the game in play money for anyone.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem, LaunchRequest, VendorItem } from '@playdeck/contract/lobby';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { withLoader } from '../../../lib/loader';
import { useDialogs } from '../../../ui/dialogs';
import { launchDemo, launchGame } from '../../../lib/launch-game';
import { recentQueryKey } from '../api/recent';
import { openGamePopup } from '../game-popup';
import { gameLaunchTarget, vendorLaunchTarget, type LaunchTarget } from '../launch-target';

export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const guards = useActionGuards();
  const queryClient = useQueryClient();

  const start = useCallback(
    async (request: LaunchRequest, title: string) => {
      try {
        const { url } = await withLoader(() => launchGame(request));
        openGamePopup({ kind: 'game', title, url });
        void queryClient.invalidateQueries({ queryKey: recentQueryKey });
      } catch (error) {
        await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
      }
    },
    [dialogs, queryClient, t],
  );

  const follow = useCallback(
    (target: LaunchTarget, request: LaunchRequest, title: string) => {
      if (target.kind === 'vendorGames') {
        openGamePopup({ kind: 'vendorGames', title: target.title, vendorCode: target.vendorCode });
        return;
      }
      if (target.kind === 'route') {
        if (target.loginRequired && !guards.requireLogin()) return;
        void navigate(target.to);
        return;
      }
      if (!guards.requireLogin()) return;
      void start(request, title);
    },
    [guards, navigate, start],
  );

  const playGame = useCallback(
    (game: GameItem) => follow(gameLaunchTarget(game), { gameId: game.nodeId }, game.gameName),
    [follow],
  );

  /**
   * The free-trial button (SPEC.md §2, §3 supportPlay 0): the game in play money in the game popup,
   * for a visitor or a member alike; no account is used, so nothing real is staked or won. The card
   * rooms' practice table opens the same way.
   */
  const tryById = useCallback(
    async (gameId: number, title: string) => {
      try {
        const { url } = await withLoader(() => launchDemo(gameId));
        openGamePopup({ kind: 'game', title, url });
      } catch (error) {
        await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
      }
    },
    [dialogs, t],
  );
  const tryGame = useCallback((game: GameItem) => tryById(game.nodeId, game.gameName), [tryById]);

  const playVendor = useCallback(
    (vendor: VendorItem) =>
      follow(vendorLaunchTarget(vendor), { vendorCode: vendor.vassalage }, vendor.displayName),
    [follow],
  );

  /** Launches a game at a place inside it (a fixture of the sports pages' board). */
  const playAt = useCallback(
    (request: LaunchRequest, title: string) => follow({ kind: 'launch' }, request, title),
    [follow],
  );

  return { playGame, tryGame, tryById, playVendor, playAt };
}
