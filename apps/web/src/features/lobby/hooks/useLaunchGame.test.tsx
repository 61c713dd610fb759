// Proves the free-trial button's launch: a visitor (or a member) gets the game in play money in the
// game popup straight away, asked neither to sign in nor for a trial account; a refusal (the operator
// no longer offers free play for the game) is shown and opens nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { GameItem } from '@playdeck/contract/lobby';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi } from '../../../test-support/test-fetch';
import { closeGamePopup, gamePopupStore } from '../game-popup';
import { useLaunchGame } from './useLaunchGame';

const game: GameItem = {
  nodeId: 7,
  gameName: 'Lucky Dragon',
  gameCode: 'lucky-dragon',
  iconUrl: '/house/art/slots/lucky-dragon.svg',
  vassalage: 'PDSLOT',
  vendorName: 'Playdeck Slots',
  vendorIcon: '/vendors/PDSLOT.svg',
  gameType: 'RNG',
  gameClassify: 'JP',
  isHot: 0,
  supportPlay: 0,
  isGame: 'GAME',
};

function TryButton() {
  const { tryGame } = useLaunchGame();
  return (
    <button type="button" onClick={() => void tryGame(game)}>
      Try
    </button>
  );
}

function renderButton() {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => false),
    requireRealAccount: vi.fn(() => false),
    startFreePlay: vi.fn(async () => {}),
  };
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <TryButton />
    </ActionGuardsProvider>,
  );
  return { ...rendered, guards };
}

afterEach(() => closeGamePopup());

describe('tryGame', () => {
  it('opens the game in play money for a visitor, without signing in or a trial account', async () => {
    const server = stubAgentApi({
      'POST /api/lobby/demo': {
        url: '/house/slots/lucky-dragon?launch=demo-token&lang=en',
        vendorCode: 'PDSLOT',
        gameCode: 'lucky-dragon',
        gameType: 'RNG',
      },
    });
    const { user, guards } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Try' }));
    await waitFor(() =>
      expect(gamePopupStore.get()).toEqual({
        kind: 'game',
        title: 'Lucky Dragon',
        url: '/house/slots/lucky-dragon?launch=demo-token&lang=en',
      }),
    );
    expect(server.last('POST /api/lobby/demo')?.body).toEqual({ gameId: 7 });
    expect(server.to('POST /api/lobby/launch')).toHaveLength(0);
    expect(guards.requireLogin).not.toHaveBeenCalled();
    expect(guards.startFreePlay).not.toHaveBeenCalled();
  });

  it('shows a refusal and opens nothing', async () => {
    stubAgentApi({
      'POST /api/lobby/demo': () =>
        refusal(409, 'FREE_PLAY_UNAVAILABLE', 'This game cannot be tried for free'),
    });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Try' }));
    expect(await screen.findByText('This game cannot be tried for free')).toBeInTheDocument();
    expect(gamePopupStore.get()).toBeNull();
  });
});
