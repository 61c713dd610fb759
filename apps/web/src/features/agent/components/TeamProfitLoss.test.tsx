// Proves the user profit and loss: the agent's own row first, one row per direct child's team and
// the total, the rows sorting in the browser with the own row kept on top, and a click on a child
// team opening that child's rows (kept in the address) with a trail back up.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AgentProfitLoss, ProfitLossRow } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { ok, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { TeamProfitLoss } from './TeamProfitLoss';

const figures = (bet: string, payout: string, profitLoss: string) => ({
  deposit: '0.00',
  withdraw: '0.00',
  bet,
  validBet: bet,
  payout,
  rebate: '0.00',
  bonus: '0.00',
  fee: '0.00',
  profitLoss,
});
const line = (
  accountId: number,
  username: string,
  scope: ProfitLossRow['scope'],
  teamSize: number,
  values: ReturnType<typeof figures>,
): ProfitLossRow => ({ accountId, username, scope, isAgent: teamSize > 1, teamSize, ...values });

const mine: AgentProfitLoss = {
  period: { from: '2026-11-25', to: '2026-11-25', timeZoneOffsetMinutes: 480 },
  trail: [{ id: 1, username: 'agent1' }],
  rows: [
    line(1, 'agent1', 'self', 43, figures('5.00', '0.00', '5.00')),
    line(7, 'subagent7', 'team', 3, figures('300.00', '100.00', '200.00')),
    line(8, 'player08', 'team', 1, figures('100.00', '250.00', '-150.00')),
  ],
  total: { ...figures('405.00', '350.00', '55.00'), deposit: '1000.00' },
};
const seven: AgentProfitLoss = {
  ...mine,
  trail: [
    { id: 1, username: 'agent1' },
    { id: 7, username: 'subagent7' },
  ],
  rows: [
    line(7, 'subagent7', 'self', 3, figures('0.00', '0.00', '0.00')),
    line(21, 'player21', 'team', 1, figures('300.00', '100.00', '200.00')),
  ],
  total: figures('300.00', '100.00', '200.00'),
};

const profitLossOf = (request: AgentRequest) => ok(request.query.get('accountId') === '7' ? seven : mine);

signInAgentForEachTest();

const renderScreen = () =>
  renderWithSite(
    <Routes>
      <Route path="/agentHome" element={<TeamProfitLoss />} />
    </Routes>,
    { path: '/agentHome?item=profitLoss' },
  );

const accounts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('TeamProfitLoss', () => {
  it('shows the own row, each child team and the total', async () => {
    const api = stubAgentApi({ 'GET /api/agent/profit-loss': profitLossOf });
    renderScreen();
    const table = await screen.findByTestId('profit-loss');
    expect(api.last('GET /api/agent/profit-loss')!.query.has('accountId')).toBe(false);
    // Sorted by profit and loss, highest first, the own row on top.
    expect(accounts(table)).toEqual(['agent1Own play', 'subagent7Team of 3', 'player08Team of 1']);
    const rows = within(table).getAllByRole('row');
    expect(rows[3]).toHaveTextContent('-$150.00');
    const total = rows.at(-1)!;
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    expect(total).toHaveTextContent('$1,000.00');
    expect(total).toHaveTextContent('$405.00');
    expect(total).toHaveTextContent('$55.00');
  });

  it('sorts the teams by a column, keeping the own row first', async () => {
    stubAgentApi({ 'GET /api/agent/profit-loss': profitLossOf });
    const { user } = renderScreen();
    const table = await screen.findByTestId('profit-loss');
    const payout = within(table).getByRole('columnheader', { name: /Payout/ });
    await user.click(within(payout).getByRole('button'));
    expect(payout).toHaveAttribute('aria-sort', 'descending');
    expect(accounts(table)).toEqual(['agent1Own play', 'player08Team of 1', 'subagent7Team of 3']);
    await user.click(within(payout).getByRole('button'));
    expect(accounts(table)).toEqual(['agent1Own play', 'subagent7Team of 3', 'player08Team of 1']);
  });

  it("opens a child's team and climbs back by the trail", async () => {
    const api = stubAgentApi({ 'GET /api/agent/profit-loss': profitLossOf });
    const { user } = renderScreen();
    // A member without a team has nothing more to open.
    await screen.findByTestId('profit-loss');
    expect(screen.queryByRole('button', { name: 'Show the team of player08' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the team of subagent7' }));
    expect(await screen.findByText('player21')).toBeInTheDocument();
    // The same period, for the child's team.
    const [first] = api.to('GET /api/agent/profit-loss');
    const asked = api.last('GET /api/agent/profit-loss')!.query;
    expect(asked.get('accountId')).toBe('7');
    expect([asked.get('from'), asked.get('to')]).toEqual([first!.query.get('from'), first!.query.get('to')]);
    const trail = screen.getByRole('navigation', { name: 'Team path' });
    expect(within(trail).getByText('subagent7')).toHaveAttribute('aria-current', 'page');
    await user.click(within(trail).getByRole('button', { name: 'agent1' }));
    expect(await screen.findByRole('button', { name: 'Show the team of subagent7' })).toBeInTheDocument();
  });
});
