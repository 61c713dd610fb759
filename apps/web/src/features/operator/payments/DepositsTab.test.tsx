// Proves the deposits tab: pending deposits are listed first with their member, amount, channel and
// reference; approving asks first and refreshes the list; rejecting asks for a reason; a decision the
// server refuses (someone decided it already) shows the API's translated message; the status filter
// asks the server for that status.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorDeposit } from '@playdeck/contract/payments';
import { renderWithSite } from '../../../test-support/render-with-site';
import { DepositsTab } from './DepositsTab';
import { page, refusal, setUpOperatorTests, stubApi, type Route, type Routes } from '../test-support';

const deposit = (overrides: Partial<OperatorDeposit> = {}): OperatorDeposit => ({
  id: 12,
  accountId: 5,
  username: 'demo',
  channelId: 1,
  channelName: 'Bank transfer',
  channelType: 'bank_transfer',
  amount: '1500.50',
  status: 'pending',
  reference: 'PDABCDEF23',
  bank: { bankName: 'Vietcombank', accountName: 'PLAYDECK', accountNumber: '0071000888666', branch: null },
  paymentUrl: null,
  reason: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

/**
 * The list answers the deposits still pending; approving or rejecting one takes it off, unless
 * `refuse` answers the decision instead.
 */
function depositsServer(refuse?: Route) {
  let pending = [deposit(), deposit({ id: 11, amount: '75.00', reference: 'PDZZZZZZ22', username: 'anh' })];
  const routes: Routes = {
    'GET /api/operator/deposits': ({ query }) => page(query.get('status') === 'pending' ? pending : []),
  };
  for (const row of pending) {
    for (const [action, status] of [
      ['approve', 'credited'],
      ['reject', 'failed'],
    ] as const) {
      routes[`POST /api/operator/deposits/${row.id}/${action}`] = (call) => {
        if (refuse) return refuse(call);
        pending = pending.filter((item) => item.id !== row.id);
        return { ...row, status };
      };
    }
  }
  return stubApi(routes);
}

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/operator/deposits').length;

setUpOperatorTests();

describe('DepositsTab', () => {
  it('lists the pending deposits first, with member, amount, channel and reference', async () => {
    const { calls } = depositsServer();
    renderWithSite(<DepositsTab />);
    const table = await screen.findByTestId('operator-deposits');
    expect(calls[0]!.query.get('status')).toBe('pending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Pending');
    const row = within(table).getByRole('row', { name: /#12/ });
    expect(row).toHaveTextContent('demo');
    expect(row).toHaveTextContent('$1,500.50');
    expect(row).toHaveTextContent('Vietcombank · 0071000888666');
    expect(row).toHaveTextContent('PDABCDEF23');
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
  });

  it('asks before approving, then approves and refreshes the list', async () => {
    const { calls } = depositsServer();
    const { user } = renderWithSite(<DepositsTab />);
    const row = within(await screen.findByTestId('operator-deposits')).getByRole('row', { name: /#12/ });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #12' });
    expect(dialog).toHaveTextContent('Credit $1,500.50 to the wallet of demo?');
    expect(dialog).toHaveTextContent('PDABCDEF23');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and credit' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Deposit #12 approved: $1,500.50 credited to demo.',
      ),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/operator/deposits/12/approve',
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /#12/ })).not.toBeInTheDocument());
    expect(listCalls(calls)).toBe(2);
  });

  it('shows the translated refusal of a deposit someone has already decided, and refreshes', async () => {
    const { calls } = depositsServer(() =>
      refusal(409, 'PAYMENT_STATE_CONFLICT', 'Yêu cầu này đã được xử lý'),
    );
    const { user } = renderWithSite(<DepositsTab />);
    const row = within(await screen.findByTestId('operator-deposits')).getByRole('row', { name: /#12/ });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve and credit' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Yêu cầu này đã được xử lý');
    await waitFor(() => expect(listCalls(calls)).toBe(2));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('rejects with a reason, which it requires', async () => {
    const { calls } = depositsServer();
    const { user } = renderWithSite(<DepositsTab />);
    const row = within(await screen.findByTestId('operator-deposits')).getByRole('row', { name: /#11/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit #11' });
    expect(dialog).toHaveTextContent('$75.00 from anh will not be credited.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No transfer arrived');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deposit #11 rejected.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/operator/deposits/11/reject',
      body: { reason: 'No transfer arrived' },
    });
  });

  it('puts the server refusal of a reason on the reason field', async () => {
    depositsServer(() =>
      refusal(400, 'VALIDATION_FAILED', 'Some fields are not valid', {
        reason: 'Please enter at most 200 characters',
      }),
    );
    const { user } = renderWithSite(<DepositsTab />);
    const row = within(await screen.findByTestId('operator-deposits')).getByRole('row', { name: /#11/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too long');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
        'Please enter at most 200 characters',
      ),
    );
  });

  it('asks the server for the chosen status, or for every status', async () => {
    const { calls } = depositsServer();
    const { user } = renderWithSite(<DepositsTab />);
    await screen.findByTestId('operator-deposits');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Credited');
    expect(await screen.findByText('No deposits here.')).toBeInTheDocument();
    expect(calls.at(-1)!.query.get('status')).toBe('credited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(calls.at(-1)!.query.has('status')).toBe(false));
    expect(calls.at(-1)!.query.get('pageNo')).toBe('1');
  });
});
