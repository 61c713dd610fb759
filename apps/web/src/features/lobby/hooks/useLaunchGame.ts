// Playing a game or a vendor (SPEC.md §2 "Launch routing by vendor"): lottery games go to their
// pages, vassalage games open their vendor's list, the rest are launched into the game popup. A
// visitor gets the login popup first; a trial member may play (SPEC.md §6 "demo play").
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { GameItem, LaunchRequest, VendorItem } from '@playdeck/contract/lobby';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { withLoader } from '../../../lib/loader';
import { sessionStore } from '../../../lib/session';
import { useDialogs } from '../../../ui/dialogs';
import { launchGame } from '../../../lib/launch-game';
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

  /** The free-trial button: a visitor first gets a free-play session, then the game. */
  const tryGame = useCallback(
    async (game: GameItem) => {
      if (!sessionStore.get().isLogin) await guards.startFreePlay();
      if (sessionStore.get().isLogin) playGame(game);
    },
    [guards, playGame],
  );

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

  return { playGame, tryGame, playVendor, playAt };
}
