// Proves the home menu's COCKFIGHT entry (SPEC.md §2 "Clicking COCKFIGHT or ESPORTS launches the first game of that group"): it launches the first game of the lane's first vendor into the game popup, the house's cockfight arena as well as a sports vendor moved to the cockfight lane, and opens the type's page when the group has no game.
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameItem, VendorItem, VendorsResponse } from '@playdeck/contract/lobby';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { ok, stubAgentApi } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { vendorsQueryKey } from '../api/vendors';
import { closeGamePopup, gamePopupStore } from '../game-popup';
import { HomeTypeMenu } from './HomeTypeMenu';

const vendor = (vassalage: string, gameType: VendorItem['gameType']): VendorItem => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: `/vendors/${vassalage}.svg`,
  walletMode: 'seamless',
});

const lanes = (cockfight: VendorItem[]): VendorsResponse => ({
  prizeMode: 'LOTT',
  lanes: [
    { title: 'LIVE', cards: [vendor('PDLIVE', 'LIVE')], gameClassify: [] },
    { title: 'COCKFIGHT', cards: cockfight, gameClassify: [] },
  ],
});

const game = (vassalage: string, gameCode: string, gameType: GameItem['gameType']): GameItem => ({
  nodeId: 42,
  gameName: `${vassalage} ${gameCode}`,
  gameCode,
  iconUrl: '/icon.svg',
  vassalage,
  vendorName: vassalage,
  vendorIcon: '/vendor.svg',
  gameType,
  gameClassify: null,
  isHot: 0,
  supportPlay: 1,
  isGame: 'GAME',
});

/** The lobby's games by vendor, the first game of a vendor answering a one-game page. */
function stubLobby(gamesByVendor: Record<string, GameItem[]>) {
  return stubAgentApi({
    'GET /api/lobby/games': (request) => {
      const games = gamesByVendor[request.query.get('vassalage') ?? ''] ?? [];
      return ok({ games: games.slice(0, 1), pageNo: 1, pageSize: 1, total: games.length, totalPages: 1 });
    },
    'POST /api/lobby/launch': (request) =>
      ok({
        url: `/house/cockfight/CF01?launch=token-${(request.body as { gameId: number }).gameId}`,
        vendorCode: 'PDCOCK',
        gameCode: 'CF01',
        gameType: 'COCKFIGHT',
      }),
  });
}

/** Where the router is, so that a test sees the menu open a page. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderMenu(vendors: VendorsResponse) {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => true),
    requireRealAccount: vi.fn(() => true),
    startFreePlay: vi.fn(async () => {}),
  };
  return renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <HomeTypeMenu view="HOME" onView={vi.fn()} />
      <Location />
    </ActionGuardsProvider>,
    { cache: [[vendorsQueryKey('en'), vendors]] },
  );
}

afterEach(() => {
  closeGamePopup();
  vi.unstubAllGlobals();
});

describe('the home menu’s COCKFIGHT entry', () => {
  it('launches the house cockfight studio’s first arena into the game popup', async () => {
    const server = stubLobby({
      PDCOCK: [game('PDCOCK', 'CF01', 'COCKFIGHT'), game('PDCOCK', 'CF02', 'COCKFIGHT')],
    });
    const { user } = renderMenu(lanes([vendor('PDCOCK', 'COCKFIGHT')]));
    await user.click(screen.getByTestId('home-menu-COCKFIGHT'));
    await waitFor(() =>
      expect(gamePopupStore.get()).toEqual({
        kind: 'game',
        title: 'PDCOCK CF01',
        url: '/house/cockfight/CF01?launch=token-42',
      }),
    );
    const listed = server.last('GET /api/lobby/games')!.query;
    expect(Object.fromEntries(listed)).toMatchObject({ vassalage: 'PDCOCK', pageNo: '1', pageSize: '1' });
    expect(server.last('POST /api/lobby/launch')?.body).toEqual({ gameId: 42 });
  });

  it('launches the first game of a sports vendor moved to the cockfight lane, whose games stay SPORTS', async () => {
    stubLobby({ WS168: [game('WS168', 'arena-1', 'SPORTS')] });
    const { user } = renderMenu(lanes([vendor('WS168', 'SPORTS'), vendor('PDCOCK', 'COCKFIGHT')]));
    await user.click(screen.getByTestId('home-menu-COCKFIGHT'));
    await waitFor(() => expect(gamePopupStore.get()).toMatchObject({ kind: 'game', title: 'WS168 arena-1' }));
  });

  it('opens the cockfight page when the group has no game to launch', async () => {
    const server = stubLobby({});
    const { user } = renderMenu(lanes([vendor('PDCOCK', 'COCKFIGHT')]));
    await user.click(screen.getByTestId('home-menu-COCKFIGHT'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cockfight'));
    expect(server.to('GET /api/lobby/games')).toHaveLength(1);
    expect(server.to('POST /api/lobby/launch')).toHaveLength(0);
    expect(gamePopupStore.get()).toBeNull();
  });
});
