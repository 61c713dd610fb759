// Proves team betting: it opens on the site's today, asks by member, period, game category and
// status from page 1, shows each round with its category and signed win/loss, and the totals of the
// whole filtered set (not of the page) in the totals row, sorted by the server on a heading's click.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TeamBets } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { TeamBetting } from './TeamBetting';

const bets: TeamBets = {
  list: [
    {
      roundId: 'R-1001',
      username: 'player08',
      gameType: 'RNG',
      vendorName: 'Playdeck Slots',
      gameName: 'Lucky Dragon',
      placedAt: '2026-11-25T01:00:00.000Z',
      settledAt: '2026-11-25T01:00:02.000Z',
      stake: '10.00',
      validBet: '10.00',
      payout: '25.00',
      winLoss: '15.00',
      status: 'settled',
    },
    {
      roundId: 'R-1002',
      username: 'player21',
      gameType: 'LIVE',
      vendorName: 'Playdeck Live',
      gameName: 'Baccarat',
      placedAt: '2026-11-25T02:00:00.000Z',
      settledAt: null,
      stake: '50.00',
      validBet: '0.00',
      payout: '0.00',
      winLoss: '-50.00',
      status: 'open',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 41,
  totalPages: 3,
  period: { from: '2026-11-25', to: '2026-11-25', timeZoneOffsetMinutes: 480 },
  totals: { count: 41, stake: '2050.00', validBet: '1900.00', payout: '1700.00', winLoss: '-350.00' },
};

signInAgentForEachTest();
afterEach(() => {
  vi.useRealTimers();
});

describe('TeamBetting', () => {
  it("opens on the site's today and lists the rounds with the totals of the whole search", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T22:25:00Z'));
    const api = stubAgentApi({ 'GET /api/agent/team-bets': bets });
    renderWithSite(<TeamBetting />);
    const table = await screen.findByTestId('team-bets');
    const asked = api.last('GET /api/agent/team-bets')!.query;
    expect([asked.get('from'), asked.get('to'), asked.get('pageNo')]).toEqual([
      '2026-11-25',
      '2026-11-25',
      '1',
    ]);
    expect(asked.has('username')).toBe(false);

    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('R-1001');
    expect(first).toHaveTextContent('player08');
    expect(first).toHaveTextContent('Lucky DragonSlots · Playdeck Slots');
    expect(first).toHaveTextContent('+$15.00');
    expect(first).toHaveTextContent('Settled');
    expect(second).toHaveTextContent('Live casino · Playdeck Live');
    expect(second).toHaveTextContent('-$50.00');
    expect(second).toHaveTextContent('Open');
    expect(totals).toHaveTextContent('Totals (41 rounds)');
    expect(totals).toHaveTextContent('$2,050.00');
    expect(totals).toHaveTextContent('$1,900.00');
    expect(totals).toHaveTextContent('-$350.00');
  });

  it('searches by member, category and status from page 1', async () => {
    const api = stubAgentApi({ 'GET /api/agent/team-bets': bets });
    const { user } = renderWithSite(<TeamBetting />);
    await screen.findByTestId('team-bets');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/team-bets')!.query.get('pageNo')).toBe('3'));

    await user.type(screen.getByRole('searchbox', { name: 'Member' }), ' player08 ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game category' }), 'RNG');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'settled');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/team-bets')!.query.get('gameType')).toBe('RNG'));
    const asked = api.last('GET /api/agent/team-bets')!.query;
    expect([asked.get('username'), asked.get('status'), asked.get('pageNo')]).toEqual([
      'player08',
      'settled',
      '1',
    ]);
  });

  it('has the server sort the whole search by a column, from page 1, the same column turning round', async () => {
    const api = stubAgentApi({ 'GET /api/agent/team-bets': bets });
    const { user } = renderWithSite(<TeamBetting />);
    await screen.findByTestId('team-bets');
    const first = api.last('GET /api/agent/team-bets')!.query;
    expect([first.get('sort'), first.get('order')]).toEqual(['placedAt', 'desc']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: /^Stake/ }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/team-bets')!.query.get('sort')).toBe('stake'));
    const byStake = api.last('GET /api/agent/team-bets')!.query;
    expect([byStake.get('order'), byStake.get('pageNo')]).toEqual(['desc', '1']);
    expect(screen.getByRole('columnheader', { name: /^Stake/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Stake/ }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/team-bets')!.query.get('order')).toBe('asc'));
  });

  it('says so when the team has no round in the search', async () => {
    stubAgentApi({
      'GET /api/agent/team-bets': {
        ...bets,
        list: [],
        total: 0,
        totalPages: 0,
        totals: { ...bets.totals, count: 0 },
      },
    });
    renderWithSite(<TeamBetting />);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByTestId('team-bets')).not.toBeInTheDocument();
  });
});
