// Proves the game lobby's controls: games from the list call with the vendor filter (ALL plus the
// type's vendors, none for bingo), RECENT and FAV guarded for a visitor, the RNG sub-type tabs, and
// the no-data state.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { GameItem, GamesResponse, VendorsResponse } from '@playdeck/contract/lobby';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { renderWithSite } from '../../../test-support/render-with-site';
import { vendorsQueryKey } from '../api/vendors';
import { GameList } from './GameList';

const vendors: VendorsResponse = {
  prizeMode: 'LOTT',
  lanes: [
    {
      title: 'RNG',
      cards: [
        {
          vassalage: 'PDSLOT',
          displayName: 'Playdeck Slots',
          gameType: 'RNG',
          lagerIcon: '/v.svg',
          walletMode: 'seamless',
        },
      ],
      gameClassify: [],
    },
    {
      title: 'BINGO',
      cards: [
        {
          vassalage: 'BG1',
          displayName: 'Bingo One',
          gameType: 'BINGO',
          lagerIcon: '/b.svg',
          walletMode: 'seamless',
        },
      ],
      gameClassify: [],
    },
  ],
};

const slot: GameItem = {
  nodeId: 1,
  gameName: 'Lucky Dragon',
  gameCode: 'lucky-dragon',
  iconUrl: '/a.svg',
  vassalage: 'PDSLOT',
  vendorName: 'Playdeck Slots',
  vendorIcon: '/v.svg',
  gameType: 'RNG',
  gameClassify: 'SC',
  isHot: 0,
  supportPlay: 1,
  isGame: 'GAME',
};

const page = (games: GameItem[]): GamesResponse => ({
  games,
  pageNo: 1,
  pageSize: 18,
  total: games.length,
  totalPages: games.length ? 1 : 0,
});

function renderList(ui: React.ReactNode, cache: [readonly unknown[], unknown][]) {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => false),
    requireRealAccount: vi.fn(() => false),
    startFreePlay: vi.fn(async () => {}),
  };
  const rendered = renderWithSite(<ActionGuardsProvider guards={guards}>{ui}</ActionGuardsProvider>, {
    cache: [[vendorsQueryKey('en'), vendors], ...cache],
  });
  return { ...rendered, guards };
}

describe('GameList', () => {
  it('lists the games with the vendor filter and the RNG sub-types (no BG in English)', () => {
    renderList(<GameList gameType="RNG" />, [
      [['lobby', 'games', 'en', { gameType: 'RNG' }, 1, 18], page([slot])],
    ]);
    expect(screen.getAllByTestId('game-tile')).toHaveLength(1);
    const filter = screen.getByRole('radiogroup', { name: 'Game provider' });
    expect(filter).toHaveTextContent('AllPlaydeck Slots');
    const subTypes = screen.getByRole('radiogroup', { name: 'Game kind' });
    expect(subTypes).toHaveTextContent('AllScratchVideo pokerJackpotTable gamesArcade');
  });

  it('has no vendor filter for bingo, and shows the no-data state', () => {
    renderList(<GameList gameType="BINGO" />, [
      [['lobby', 'games', 'en', { gameType: 'BINGO' }, 1, 18], page([])],
    ]);
    expect(screen.queryByRole('radiogroup', { name: 'Game provider' })).not.toBeInTheDocument();
    expect(screen.getByText('No games here yet.')).toBeInTheDocument();
  });

  it('asks a visitor to sign in for RECENT and FAV and stays on ALL', async () => {
    const { user, guards } = renderList(<GameList gameType="RNG" />, [
      [['lobby', 'games', 'en', { gameType: 'RNG' }, 1, 18], page([slot])],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(guards.requireRealAccount).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });
});
