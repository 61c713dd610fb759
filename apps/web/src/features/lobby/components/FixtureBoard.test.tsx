// Proves the sports pages' fixture board: leagues and fixtures as the board answers them, each row
// with its kick-off in site time or its live score and its result odds; a visitor who opens a fixture
// is asked to sign in and nothing is launched; a member's click launches the sport's game at that
// fixture; and an empty board says so.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FixturesResponse } from '@playdeck/contract/lobby';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { renderWithSite } from '../../../test-support/render-with-site';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { FixtureBoard } from './FixtureBoard';

const board: FixturesResponse = {
  serverTime: '2026-11-28T03:00:00.000Z',
  leagues: [
    {
      vendorCode: 'PDSPORT',
      leagueCode: 'VF-PREMIER',
      leagueName: 'Virtual Premier League',
      fixtures: [
        {
          fixtureId: 'VF-PREMIER-20261128-221',
          gameId: 41,
          gameName: 'Virtual football',
          home: 'Pixel United',
          away: 'Lag Albion',
          kickOffAt: '2026-11-28T02:57:00.000Z',
          phase: 'IN_PLAY',
          score: { home: 2, away: 1 },
          odds: [],
        },
      ],
    },
    {
      vendorCode: 'PDSPORT',
      leagueCode: 'TN-MEN',
      leagueName: 'Playdeck Men’s Tour',
      fixtures: [
        {
          fixtureId: 'TN-MEN-20261128-1',
          gameId: 40,
          gameName: 'Tennis',
          home: 'Kenji Takahashi',
          away: 'Adrian Moreau',
          kickOffAt: '2026-11-28T10:30:00.000Z',
          phase: 'PRE_MATCH',
          score: null,
          odds: [
            { selection: 'HOME', odds: '1.62' },
            { selection: 'AWAY', odds: '2.27' },
          ],
        },
      ],
    },
  ],
};

function renderBoard(signedIn: boolean, answer: FixturesResponse = board) {
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => signedIn),
    requireRealAccount: vi.fn(() => signedIn),
    startFreePlay: vi.fn(async () => {}),
  };
  const server = stubAgentApi({
    'POST /api/lobby/launch': {
      url: '/house/sportsbook/TENNIS?launch=t&focus=TN-MEN-20261128-1',
      vendorCode: 'PDSPORT',
      gameCode: 'TENNIS',
      gameType: 'SPORTS',
    },
  });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <FixtureBoard gameType="SPORTS" />
    </ActionGuardsProvider>,
    { cache: [[['lobby', 'fixtures', 'SPORTS', 'en'], answer]] },
  );
  return { ...rendered, guards, server };
}

describe('FixtureBoard', () => {
  it('lists leagues and fixtures with kick-off in site time, live scores and result odds', () => {
    renderBoard(false);
    expect(screen.getByRole('heading', { name: 'Fixtures' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Virtual Premier League',
      'Playdeck Men’s Tour',
    ]);
    const live = within(screen.getByTestId('board-fixture-VF-PREMIER-20261128-221'));
    expect(live.getByText('Live')).toBeInTheDocument();
    expect(live.getByTestId('board-score')).toHaveTextContent('21');
    expect(live.getByText('Suspended')).toBeInTheDocument();
    const tennis = screen.getByTestId('board-fixture-TN-MEN-20261128-1');
    // 10:30Z is 18:30 in the site's GMT+8.
    expect(tennis).toHaveTextContent(/11\/28, 06:30\s*PM/);
    expect(tennis).toHaveTextContent('Kenji TakahashiAdrian Moreau');
    expect(tennis).toHaveTextContent('11.6222.27');
  });

  it('asks a visitor to sign in and launches nothing', async () => {
    const { user, guards, server } = renderBoard(false);
    await user.click(screen.getByRole('button', { name: 'Kenji Takahashi v Adrian Moreau: open in Tennis' }));
    expect(guards.requireLogin).toHaveBeenCalled();
    expect(server.to('POST /api/lobby/launch')).toHaveLength(0);
  });

  it('launches the sport’s game at the fixture for a member', async () => {
    const { user, server } = renderBoard(true);
    await user.click(screen.getByTestId('board-fixture-TN-MEN-20261128-1'));
    await vi.waitFor(() => expect(server.to('POST /api/lobby/launch')).toHaveLength(1));
    expect(server.last('POST /api/lobby/launch')?.body).toEqual({ gameId: 40, focus: 'TN-MEN-20261128-1' });
  });

  it('says when there is nothing to bet on', () => {
    renderBoard(false, { serverTime: board.serverTime, leagues: [] });
    expect(screen.getByText('No fixtures to bet on right now.')).toBeInTheDocument();
  });
});
