// Proves the team overview: its date pickers open on the site's today (not the browser's, whose date
// differs at 22:25 UTC when the site is at GMT+8) and it asks the server for that day; every figure
// is shown in its card, the days in a table that sorts, a new period is asked for as typed, and the
// server's refusal of a period shows on its date field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AgentOverview, TeamFigures } from '@playdeck/contract/agent';
import { permissionQueryKey } from '../../../lib/permission';
import { renderWithSite, testPermission } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { refusal, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { TeamOverview } from './TeamOverview';

const zero: TeamFigures = {
  newRegistrations: 0,
  firstDepositors: 0,
  activeMembers: 0,
  depositAmount: '0.00',
  depositCount: 0,
  withdrawalAmount: '0.00',
  withdrawalCount: 0,
  validBet: '0.00',
  payout: '0.00',
  rebates: '0.00',
  bonuses: '0.00',
  profitLoss: '0.00',
};

const overview: AgentOverview = {
  period: { from: '2026-11-24', to: '2026-11-25', timeZoneOffsetMinutes: 480 },
  teamSize: 43,
  directChildren: 5,
  onlineNow: 2,
  teamBalance: '12345.60',
  activeMinValidBet: '100.00',
  totals: {
    newRegistrations: 3,
    firstDepositors: 2,
    activeMembers: 7,
    depositAmount: '1500.00',
    depositCount: 4,
    withdrawalAmount: '200.00',
    withdrawalCount: 1,
    validBet: '9000.00',
    payout: '8100.00',
    rebates: '45.00',
    bonuses: '20.00',
    profitLoss: '835.00',
  },
  days: [
    { ...zero, day: '2026-11-24', newRegistrations: 1, validBet: '1000.00', profitLoss: '-50.00' },
    { ...zero, day: '2026-11-25', newRegistrations: 2, validBet: '8000.00', profitLoss: '885.00' },
  ],
};

const overviewOf = (request: AgentRequest) =>
  request.query.get('from') === '2020-01-01'
    ? refusal(400, 'VALIDATION_FAILED', 'Invalid', { from: 'The period is too long (93 days at most)' })
    : { body: { success: true, value: overview } };

const browserZone = process.env.TZ;

signInAgentForEachTest();
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = browserZone;
});

describe('TeamOverview', () => {
  it("opens on the site's today when the browser's date is still the day before", async () => {
    // The case: the browser in New York (17:25 on the 24th), the site at GMT+8 (the 25th).
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T22:25:00Z'));
    expect(new Date().getDate()).toBe(24);
    const api = stubAgentApi({ 'GET /api/agent/overview': overviewOf });
    renderWithSite(<TeamOverview />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-25');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-25');
    expect(screen.getByTestId('agent-zone')).toHaveTextContent("Days in the site's time (GMT+8)");
    await screen.findByTestId('card-teamSize');
    const asked = api.last('GET /api/agent/overview')!;
    expect(asked.query.get('from')).toBe('2026-11-25');
    expect(asked.query.get('to')).toBe('2026-11-25');
  });

  it("reads today at the site's own offset, behind the browser too", async () => {
    // A site at GMT-5 at 02:00 UTC on the 25th is still on the 24th; a browser in Tokyo is on the 25th.
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00Z'));
    stubAgentApi({ 'GET /api/agent/overview': overviewOf });
    renderWithSite(<TeamOverview />, {
      cache: [[permissionQueryKey, { ...testPermission(), timeZoneOffsetMinutes: -300 }]],
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-24');
    expect(screen.getByTestId('agent-zone')).toHaveTextContent('(GMT-5)');
  });

  it('shows every figure in its card', async () => {
    stubAgentApi({ 'GET /api/agent/overview': overviewOf });
    renderWithSite(<TeamOverview />);
    const cards = await screen.findByRole('list', { name: 'Team figures' });
    const card = (id: string) => within(cards).getByTestId(`card-${id}`).textContent;
    expect(card('teamSize')).toBe('43');
    expect(card('directChildren')).toBe('5');
    expect(card('onlineNow')).toBe('2');
    expect(card('teamBalance')).toBe('$12,345.60');
    expect(card('newRegistrations')).toBe('3');
    expect(card('firstDepositors')).toBe('2');
    expect(card('activeMembers')).toBe('7');
    expect(within(cards).getByText('Valid bet of at least $100.00')).toBeInTheDocument();
    expect(card('deposits')).toBe('$1,500.00');
    expect(within(cards).getByText('Count: 4')).toBeInTheDocument();
    expect(card('withdrawals')).toBe('$200.00');
    expect(card('validBet')).toBe('$9,000.00');
    expect(card('payout')).toBe('$8,100.00');
    expect(card('rebates')).toBe('$45.00');
    expect(card('bonuses')).toBe('$20.00');
    expect(card('profitLoss')).toBe('$835.00');
    expect(screen.getByTestId('overview-period')).toHaveTextContent('2026-11-24 to 2026-11-25 (GMT+8)');
  });

  it('lists the days with the totals, and sorts them by a column', async () => {
    stubAgentApi({ 'GET /api/agent/overview': overviewOf });
    const { user } = renderWithSite(<TeamOverview />);
    const table = await screen.findByTestId('overview-days');
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells()).toEqual(['2026-11-24', '2026-11-25']);
    const totals = within(table).getAllByRole('row').at(-1)!;
    expect(totals).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('$1,500.00 (4)');
    expect(totals).toHaveTextContent('$835.00');

    const heading = within(table).getByRole('columnheader', { name: /Team profit\/loss/ });
    await user.click(within(heading).getByRole('button'));
    expect(heading).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['2026-11-25', '2026-11-24']);
    await user.click(within(heading).getByRole('button'));
    expect(heading).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('asks for the period typed, and shows a refusal of it on the date field', async () => {
    const api = stubAgentApi({ 'GET /api/agent/overview': overviewOf });
    const { user } = renderWithSite(<TeamOverview />);
    await screen.findByTestId('card-teamSize');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('The period is too long (93 days at most)', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(api.last('GET /api/agent/overview')!.query.get('from')).toBe('2020-01-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
