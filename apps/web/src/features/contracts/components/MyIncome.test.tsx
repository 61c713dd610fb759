// Proves My income: a tab per type the consolidated flags enable; a tab's bills with every column
// of AGENTS.md §6 (period with its site-time range, team figures, carry, active against required,
// tier, rate or fixed amount, gross, paid to downlines of their gross, net, received, status, paid
// at) and a status filter from page 1; the agent's own contract's tiers; its downlines' contracts,
// a terminate confirmed with a reason; and the pay-downline action's result.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Bill } from '@playdeck/contract/contracts';
import { formatSiteTime } from '../../../lib/site-time';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { ok, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { bill, consolidated, contract, myDividend } from '../test-data';
import { MyIncome } from './MyIncome';

const flags = consolidated({
  divtypereq: true,
  dailysalreqtype: true,
  dividend: { enabled: true, contracts: [myDividend], offers: [] },
});
const childContracts = [
  contract({ id: 31, holder: { id: 7, username: 'subagent7' }, status: 'ACTIVE' }),
  contract({
    id: 32,
    holder: { id: 8, username: 'subagent8' },
    status: 'TERMINATED',
    terminateReason: 'PARENT_RATE_REDUCED',
  }),
];
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, total: list.length, totalPages: 1 });

function stubIncome(bills: (request: AgentRequest) => Bill[] = () => [bill()]) {
  return stubAgentApi({
    'GET /api/agent/consolidated': flags,
    'GET /api/agent/income': (request) => ok(page(bills(request))),
    'GET /api/agent/contracts/downline': page(childContracts),
    'POST /api/agent/contracts/31/terminate': { ...childContracts[0], status: 'TERMINATED' },
    'POST /api/agent/income/pay-downline': { paid: 3, stillOwed: 1, amount: '1200.00' },
  });
}

signInAgentForEachTest();

describe('MyIncome', () => {
  it('has a tab for each type the flags enable', async () => {
    const api = stubIncome();
    const { user } = renderWithSite(<MyIncome />);
    const tabs = await screen.findByRole('tablist', { name: 'Contract types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Dividend', 'Daily wage']);
    await screen.findByTestId('bills-DIVIDEND');
    expect(api.last('GET /api/agent/income')!.query.get('type')).toBe('DIVIDEND');

    await user.click(within(tabs).getByRole('tab', { name: 'Daily wage' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/income')!.query.get('type')).toBe('DAILY'));
    expect(api.last('GET /api/agent/contracts/downline')!.query.get('type')).toBe('DAILY');
    expect(await screen.findByText('You hold no active contract of this type.')).toBeInTheDocument();
  });

  it('shows every column of a bill, and filters by status from page 1', async () => {
    const api = stubIncome();
    const { user } = renderWithSite(<MyIncome />);
    const table = await screen.findByTestId('bills-DIVIDEND');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Period',
      'Category',
      'Team valid bet',
      'Team net loss',
      'Carry',
      'Active / required',
      'Tier',
      'Rate',
      'Gross',
      'Paid to downlines',
      'Net',
      'Received',
      'Status',
      'Paid at',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    const at = (instant: string) => formatSiteTime(instant, 480, 'en');
    expect(cells).toEqual([
      `DIV:2026-01:H1${at('2025-12-31T16:00:00.000Z')} – ${at('2026-01-15T16:00:00.000Z')}`,
      'All games',
      '$600,000.00',
      '$100,000.00',
      '-$10,000.00',
      '12 / 10',
      '2',
      '25.00 %',
      '$22,500.00',
      '$4,000.00of $4,000.00 owed',
      '$18,500.00',
      '$22,500.00',
      'Paid',
      at('2026-01-15T18:11:00.000Z'),
    ]);
    // The period reads in site time (GMT+8): it starts on 1 January.
    expect(cells[0]).toContain('1/1/26');

    await user.selectOptions(screen.getByLabelText('Status'), 'INSUFFICIENT');
    await vi.waitFor(() =>
      expect(api.last('GET /api/agent/income')!.query.get('status')).toBe('INSUFFICIENT'),
    );
    expect(api.last('GET /api/agent/income')!.query.get('pageNo')).toBe('1');
  });

  it('writes a fixed amount, no tier reached and an unpaid bill as such', async () => {
    stubIncome(() => [
      bill({
        id: 2,
        type: 'DAILY',
        tier: null,
        rate: null,
        fixedAmount: null,
        status: 'NOT_REACHED',
        paidAt: null,
      }),
      bill({
        id: 3,
        type: 'DAILY',
        tier: 1,
        rate: null,
        fixedAmount: '500.00',
        status: 'INSUFFICIENT',
        paidAt: null,
      }),
    ]);
    renderWithSite(<MyIncome />);
    const rows = within(await screen.findByTestId('bills-DIVIDEND')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Not reached');
    expect(within(rows[1]!).getAllByRole('cell')[6]).toHaveTextContent('—');
    expect(within(rows[2]!).getAllByRole('cell')[7]).toHaveTextContent('$500.00 fixed');
    expect(rows[2]).toHaveTextContent('Awaiting funds');
  });

  it("shows the agent's own contract and its downlines' contracts, and terminates one with a reason", async () => {
    const api = stubIncome();
    const { user } = renderWithSite(<MyIncome />);
    expect(
      await screen.findByRole('heading', { name: 'All games, offered by Platform' }),
    ).toBeInTheDocument();
    const mine = screen.getByTestId('my-contract-ALL');
    expect(within(mine).getAllByRole('row')[2]).toHaveTextContent('$500,000.00$0.001025.00 %');

    const downline = await screen.findByTestId('downline-contracts-DIVIDEND');
    const [, active, ended] = within(downline).getAllByRole('row');
    expect(active).toHaveTextContent('subagent7');
    expect(active).toHaveTextContent('Active');
    expect(ended).toHaveTextContent('Terminated');
    expect(ended).toHaveTextContent("The upline's rate was reduced");
    // Only a contract in force (or an offer) can be ended.
    expect(within(ended!).queryByRole('button')).toBeNull();

    await user.click(within(active!).getByRole('button', { name: 'Terminate the contract of subagent7' }));
    const confirm = await screen.findByRole('dialog', { name: 'Terminate the contract of subagent7' });
    expect(confirm).toHaveTextContent('every contract of the same type and category below subagent7');
    await user.type(within(confirm).getByLabelText('Reason (optional)'), 'Moved to a new plan');
    await user.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('The contract of subagent7 was terminated.')).toBeInTheDocument();
    expect(api.last('POST /api/agent/contracts/31/terminate')!.body).toEqual({
      reason: 'Moved to a new plan',
    });
  });

  it('pays the downline bills of the type once confirmed, and says what was paid', async () => {
    const api = stubIncome();
    const { user } = renderWithSite(<MyIncome />);
    await screen.findByTestId('bills-DIVIDEND');
    const asked = api.to('GET /api/agent/income').length;
    await user.click(screen.getByRole('button', { name: 'Pay downline bills' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('on their Dividend bills');
    await user.click(within(confirm).getByRole('button', { name: 'Pay downline bills' }));
    expect(await screen.findByTestId('pay-downline-result')).toHaveTextContent(
      '3 bills paid ($1,200.00); 1 still owed.',
    );
    expect(api.last('POST /api/agent/income/pay-downline')!.body).toEqual({ type: 'DIVIDEND' });
    await vi.waitFor(() => expect(api.to('GET /api/agent/income').length).toBeGreaterThan(asked));
  });
});
