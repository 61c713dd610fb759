// Proves the transaction details: the agent's own ledger moves with their kind in words, the amount
// signed and coloured, the balance after, the reference and the remark; a new period from page 1.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AgentTransactions } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { Transactions } from './Transactions';

const moves: AgentTransactions = {
  list: [
    {
      id: 12,
      createdAt: '2026-11-25T03:00:00.000Z',
      kind: 'transfer_downline',
      amount: '-100.00',
      balanceAfter: '900.00',
      reference: 'a1b2c3d4e5',
      remark: 'To subagent7',
    },
    {
      id: 11,
      createdAt: '2026-11-25T02:00:00.000Z',
      kind: 'bonus_signup',
      amount: '1000.00',
      balanceAfter: '1000.00',
      reference: 'bonus-1',
      remark: '',
    },
    {
      id: 10,
      createdAt: '2026-11-25T01:00:00.000Z',
      kind: 'some_new_kind',
      amount: '0.50',
      balanceAfter: '0.00',
      reference: 'x',
      remark: '',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 23,
  totalPages: 2,
  period: { from: '2026-11-25', to: '2026-11-25', timeZoneOffsetMinutes: 480 },
};

signInAgentForEachTest();

describe('Transactions', () => {
  it('lists the moves with their kind, signed amount and balance after', async () => {
    stubAgentApi({ 'GET /api/agent/transactions': moves });
    renderWithSite(<Transactions />);
    const table = await screen.findByTestId('agent-transactions');
    const cells = (index: number) =>
      within(within(table).getAllByRole('row')[index]!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['Transfer to a downline', '-$100.00', '$900.00', 'a1b2c3d4e5', 'To subagent7']);
    expect(cells(2)).toEqual(['Bonus', '+$1,000.00', '$1,000.00', 'bonus-1', '—']);
    // A kind the screen does not know yet is shown as the server names it.
    expect(cells(3)![0]).toBe('some_new_kind');
  });

  it('asks for a new period from page 1', async () => {
    const api = stubAgentApi({ 'GET /api/agent/transactions': moves });
    const { user } = renderWithSite(<Transactions />);
    await screen.findByTestId('agent-transactions');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/transactions')!.query.get('pageNo')).toBe('2'));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(api.last('GET /api/agent/transactions')!.query.get('from')).toBe('2026-11-01'),
    );
    expect(api.last('GET /api/agent/transactions')!.query.get('pageNo')).toBe('1');
  });
});
