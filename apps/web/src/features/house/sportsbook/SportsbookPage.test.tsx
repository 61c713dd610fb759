// Proves the sportsbook page against a stand-in server: fixtures grouped by league in kick-off order
// with live and ended states (seeds revealed), selections added and replaced per fixture, the parlay's
// odds and payout, stakes refused before sending, the ODDS_CHANGED flow (refused, new odds shown,
// accepted, placed) and cash-out including CASH_OUT_CHANGED; the fixture the page was opened at is
// marked and opened, a kick-off in its last hour counts down on the server's clock, and virtual
// football says how it plays.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SportsbookBetRequest } from '@playdeck/contract/sportsbook';
import { ok, refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { renderWithSite } from '../../../test-support/render-with-site';
import { SportsbookView } from './SportsbookPage';
import { testBetItem, testFixture, testFixturesValue } from './test-fixtures';

const cup = { leagueCode: 'CUP', name: { en: 'Island Cup', vi: 'Cúp Đảo' } };
const fixtures = testFixturesValue([
  testFixture({ fixtureId: 'F2', kickOffAt: '2026-11-25T14:00:00.000Z' }),
  testFixture({
    fixtureId: 'F3',
    league: cup,
    kickOffAt: '2026-11-25T09:00:00.000Z',
    state: {
      phase: 'IN_PLAY',
      score: { home: 1, away: 0 },
      periodIndex: 1,
      onBreak: false,
      clockSeconds: 754,
      result: null,
    },
  }),
  testFixture({ fixtureId: 'F1', kickOffAt: '2026-11-25T12:00:00.000Z' }),
  testFixture({
    fixtureId: 'F0',
    league: cup,
    kickOffAt: '2026-11-25T06:00:00.000Z',
    markets: [],
    serverSeed: 'revealed-seed',
    state: {
      phase: 'ENDED',
      score: { home: 2, away: 2 },
      periodIndex: 1,
      onBreak: true,
      clockSeconds: null,
      result: { status: 'COMPLETED', winner: 'DRAW', home: 2, away: 2 },
    },
  }),
]);

function stubServer(extra: Record<string, Handler> = {}) {
  return stubAgentApi({
    'GET /house/api/sportsbook/fixtures': fixtures,
    'GET /house/api/sportsbook/bets': { serverTime: fixtures.serverTime, bets: [] },
    ...extra,
  });
}

const renderBook = () =>
  renderWithSite(<SportsbookView sessionToken="game-token" sport="FOOTBALL" initialBalance="100.00" />);

const slip = () => within(screen.getByTestId('bet-slip'));

describe('the sportsbook page', () => {
  it('groups fixtures by league in kick-off order, with live and ended states', async () => {
    const server = stubServer();
    renderBook();
    expect(await screen.findByRole('heading', { name: 'Football' })).toBeInTheDocument();
    expect(server.last('GET /house/api/sportsbook/fixtures')?.query.get('sport')).toBe('FOOTBALL');
    const leagues = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(leagues).toEqual(['Island Cup', 'Premier Cup']);
    const order = screen.getAllByRole('article').map((article) => article.dataset.testid);
    expect(order).toEqual(['fixture-F0', 'fixture-F3', 'fixture-F1', 'fixture-F2']);
    // Kick-off in site time (GMT+8): 12:00Z is 20:00.
    expect(within(screen.getByTestId('fixture-F1')).getByTestId('kick-off')).toHaveTextContent(/08:00\s*PM/);
    expect(within(screen.getByTestId('fixture-F3')).getByTestId('live-state')).toHaveTextContent(
      'Live Half 2 · 12:34',
    );
    const ended = within(screen.getByTestId('fixture-F0'));
    expect(ended.getByTestId('score')).toHaveTextContent('22');
    expect(ended.getByText('Full time')).toBeInTheDocument();
    expect(ended.getByTestId('fixture-seeds')).toHaveTextContent('hash-of-seed');
    expect(ended.getByTestId('fixture-seeds')).toHaveTextContent('revealed-seed');
    expect(ended.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows main markets, opens the other lines, and keeps one selection per fixture', async () => {
    stubServer();
    const { user } = renderBook();
    const row = within(await screen.findByTestId('fixture-F1'));
    expect(row.getByRole('button', { name: 'Home \u22120.75 1.95' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Over 2.5 1.90' })).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Home \u22120.5 1.80' })).not.toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'More lines (1)' }));
    await user.click(row.getByRole('button', { name: 'Home \u22120.5 1.80' }));
    expect(slip().getByTestId('slip-leg-F1')).toHaveTextContent('Home −0.5');
    // A second pick of the same fixture replaces the first.
    await user.click(row.getByRole('button', { name: 'Over 2.5 1.90' }));
    expect(slip().getAllByRole('listitem')).toHaveLength(1);
    expect(slip().getByTestId('slip-leg-F1')).toHaveTextContent('Over/UnderOver 2.5');
    expect(row.getByRole('button', { name: 'Over 2.5 1.90' })).toHaveAttribute('aria-pressed', 'true');
    expect(slip().getByTestId('slip-kind')).toHaveTextContent('Single');
  });

  it('makes a parlay: total odds floored to the hundredth, the payout from the stake', async () => {
    stubServer();
    const { user } = renderBook();
    await user.click(await screen.findByTestId('odds-F1-HANDICAP:-0.75-HOME'));
    await user.click(screen.getByTestId('odds-F2-HANDICAP:-0.75-AWAY'));
    expect(slip().getByTestId('slip-kind')).toHaveTextContent('Parlay of 2');
    expect(slip().getByTestId('total-odds')).toHaveTextContent('3.60');
    await user.type(slip().getByTestId('stake-input'), '10');
    expect(slip().getByTestId('potential-payout')).toHaveTextContent('36.07');
  });

  it('refuses a stake outside the limits before sending anything', async () => {
    const server = stubServer();
    const { user } = renderBook();
    await user.click(await screen.findByTestId('odds-F1-TOTAL:2.5-OVER'));
    await user.type(slip().getByTestId('stake-input'), '0.5');
    await user.click(slip().getByRole('button', { name: 'Place bet' }));
    expect(slip().getByRole('alert')).toHaveTextContent('The least stake is 1.00');
    await user.clear(slip().getByTestId('stake-input'));
    await user.type(slip().getByTestId('stake-input'), '3000.01');
    await user.click(slip().getByRole('button', { name: 'Place bet' }));
    expect(slip().getByRole('alert')).toHaveTextContent('The most you can stake on this slip is 3000.00');
    expect(server.to('POST /house/api/sportsbook/bets')).toHaveLength(0);
  });

  it('shows moved odds after ODDS_CHANGED and places at them once the player accepts', async () => {
    let calls = 0;
    const server = stubServer({
      'POST /house/api/sportsbook/bets': (request) => {
        calls += 1;
        if (calls === 1) {
          return refusal(409, 'ODDS_CHANGED', 'The odds have changed', undefined, {
            legs: [{ fixtureId: 'F1', marketId: 'TOTAL:2.5', selection: 'OVER', odds: '1.80' }],
          });
        }
        const body = request.body as SportsbookBetRequest;
        return ok({ bet: testBetItem({ betId: 'SB-9', stake: body.stake }), balance: '90.00' });
      },
    });
    const { user } = renderBook();
    await user.click(await screen.findByTestId('odds-F1-TOTAL:2.5-OVER'));
    await user.type(slip().getByTestId('stake-input'), '10');
    await user.click(slip().getByRole('checkbox', { name: 'Accept odds changes' }));
    await user.click(slip().getByRole('button', { name: 'Place bet' }));
    expect(await slip().findByRole('alert')).toHaveTextContent('The odds have changed. Check the new odds');
    expect(slip().getByTestId('previous-odds')).toHaveTextContent('1.90');
    expect(slip().getByTestId('leg-odds')).toHaveTextContent('1.80');
    expect(screen.getByTestId('house-balance')).toHaveTextContent('100.00');

    await user.click(slip().getByRole('button', { name: 'Accept the new odds and place' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('90.00'));
    const [first, second] = server
      .to('POST /house/api/sportsbook/bets')
      .map((r) => r.body as SportsbookBetRequest);
    expect(first).toMatchObject({
      legs: [{ fixtureId: 'F1', marketId: 'TOTAL:2.5', selection: 'OVER', odds: '1.90' }],
      stake: '10.00',
      acceptOddsChanges: true,
    });
    expect(second!.legs[0]!.odds).toBe('1.80');
    expect(first!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.requestId).not.toBe(first!.requestId);
    expect(slip().getByRole('status')).toHaveTextContent('Bet placed (SB-9)');
    expect(slip().queryByTestId('slip-leg-F1')).not.toBeInTheDocument();
  });

  it('shows the server’s other refusals as they come', async () => {
    stubServer({
      'POST /house/api/sportsbook/bets': () =>
        refusal(409, 'BETTING_CLOSED', 'Betting is closed for this round'),
    });
    const { user } = renderBook();
    await user.click(await screen.findByTestId('odds-F1-MATCH_RESULT-DRAW'));
    await user.type(slip().getByTestId('stake-input'), '5');
    await user.click(slip().getByRole('button', { name: 'Place bet' }));
    expect(await slip().findByRole('alert')).toHaveTextContent('Betting is closed for this round');
  });

  it('cashes out at the offer seen, confirming a lower new offer after CASH_OUT_CHANGED', async () => {
    let calls = 0;
    const server = stubServer({
      'GET /house/api/sportsbook/bets': () =>
        ok({
          serverTime: fixtures.serverTime,
          bets:
            calls < 2
              ? [testBetItem()]
              : [testBetItem({ status: 'CASHED_OUT', payout: '7.90', cashOutOffer: null })],
        }),
      'POST /house/api/sportsbook/bets/SB-1/cash-out': () => {
        calls += 1;
        if (calls === 1)
          return refusal(409, 'CASH_OUT_CHANGED', 'The cash-out value has changed', undefined, {
            offer: '7.90',
          });
        return ok({
          bet: testBetItem({ status: 'CASHED_OUT', payout: '7.90' }),
          paid: '7.90',
          balance: '107.90',
        });
      },
    });
    const { user } = renderBook();
    const bet = within(await screen.findByTestId('bet-SB-1'));
    expect(screen.getByTestId('bet-SB-1')).toHaveTextContent(
      'Red Lions – Blue SharksOver/Under: Over 2.5 @ 1.90Waiting',
    );
    expect(screen.getByTestId('bet-SB-1')).toHaveTextContent('Stake10.00Total odds1.90Potential payout19.00');
    await user.click(bet.getByRole('button', { name: 'Cash out 8.50' }));
    expect(await bet.findByRole('alert')).toHaveTextContent('The cash-out offer is now 7.90');
    await user.click(bet.getByRole('button', { name: 'Cash out at 7.90' }));
    await waitFor(() => expect(screen.getByTestId('house-balance')).toHaveTextContent('107.90'));
    expect(server.to('POST /house/api/sportsbook/bets/SB-1/cash-out').map((r) => r.body)).toEqual([
      { offer: '8.50' },
      { offer: '7.90' },
    ]);
    await waitFor(() => expect(screen.getByTestId('bet-status')).toHaveTextContent('Cashed out'));
  });

  it('marks and opens the fixture it was opened at, and counts down a kick-off within the hour', async () => {
    stubServer({
      'GET /house/api/sportsbook/fixtures': testFixturesValue([
        // Ten minutes after the server's time, and a day after it.
        testFixture({ fixtureId: 'SOON', kickOffAt: '2026-11-25T10:10:00.000Z' }),
        testFixture({ fixtureId: 'LATER', kickOffAt: '2026-11-26T10:00:00.000Z' }),
      ]),
    });
    renderWithSite(
      <SportsbookView sessionToken="game-token" sport="FOOTBALL" initialBalance="100.00" focus="LATER" />,
    );
    const focused = await screen.findByTestId('fixture-LATER');
    expect(focused).toHaveAttribute('data-focused', 'true');
    expect(within(focused).getByRole('button', { name: 'Fewer lines' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByTestId('fixture-SOON')).not.toHaveAttribute('data-focused');
    // The device's clock is wherever it is; the countdown reads the server's (10:00Z in the answer).
    expect(within(screen.getByTestId('fixture-SOON')).getByTestId('kick-off-countdown')).toHaveTextContent(
      /^Starts in (10:00|09:5\d)$/,
    );
    expect(within(focused).queryByTestId('kick-off-countdown')).not.toBeInTheDocument();
  });

  it('shows a started match’s live odds without taking them when in-play betting is off', async () => {
    stubServer({
      'GET /house/api/sportsbook/fixtures': { ...fixtures, inPlayBetting: false },
    });
    const { user } = renderBook();
    const live = within(await screen.findByTestId('fixture-F3'));
    expect(live.getByTestId('bets-closed')).toHaveTextContent(
      'this match has started and takes no more bets',
    );
    const odds = live.getByTestId('odds-F3-MATCH_RESULT-HOME');
    expect(odds).toBeDisabled();
    await user.click(odds);
    expect(slip().queryByTestId('slip-leg-F3')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('fixture-F1')).getByTestId('odds-F1-MATCH_RESULT-HOME')).toBeEnabled();
  });

  it('explains virtual football’s pace and names its halves', async () => {
    stubServer({
      'GET /house/api/sportsbook/fixtures': testFixturesValue([
        testFixture({
          fixtureId: 'V1',
          sport: 'VFOOTBALL',
          state: {
            phase: 'IN_PLAY',
            score: { home: 0, away: 1 },
            periodIndex: 0,
            onBreak: false,
            clockSeconds: 1500,
            result: null,
          },
        }),
      ]),
    });
    renderWithSite(<SportsbookView sessionToken="game-token" sport="VFOOTBALL" initialBalance="100.00" />);
    expect(await screen.findByRole('heading', { name: 'Virtual football' })).toBeInTheDocument();
    expect(screen.getByText(/a round kicks off every 3 minutes/)).toBeInTheDocument();
    expect(screen.getByTestId('live-state')).toHaveTextContent('Live Half 1 · 25:00');
  });

  it('says when a bet can no longer be cashed out', async () => {
    stubServer({
      'GET /house/api/sportsbook/bets': () => ok({ serverTime: fixtures.serverTime, bets: [testBetItem()] }),
      'POST /house/api/sportsbook/bets/SB-1/cash-out': () =>
        refusal(409, 'CASH_OUT_CHANGED', 'The cash-out value has changed', undefined, { offer: null }),
    });
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Cash out 8.50' }));
    expect(await screen.findByText('This bet can no longer be cashed out.')).toBeInTheDocument();
    expect(screen.queryByTestId('cash-out')).not.toBeInTheDocument();
  });
});
