// Proves the withdrawals tab: a pending withdrawal shows the full account the operator pays to, marking
// it paid asks first, and a rejection the server refuses because the withdrawal is no longer pending
// closes the dialog and shows the API's translated message.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OperatorWithdrawal } from '@playdeck/contract/payments';
import { renderWithSite } from '../../../test-support/render-with-site';
import { WithdrawalsTab } from './WithdrawalsTab';
import { page, refusal, setUpOperatorTests, stubApi } from '../test-support';

const withdrawal: OperatorWithdrawal = {
  id: 7,
  accountId: 5,
  username: 'demo',
  amount: '120.00',
  status: 'pending',
  bankName: 'Techcombank',
  accountNumberMasked: '****4321',
  accountNumber: '1900987654321',
  holderName: 'Demo Player',
  reason: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  decidedAt: null,
  paidAt: null,
  receivedAt: null,
  confirmBy: null,
};

setUpOperatorTests();

describe('WithdrawalsTab', () => {
  it('shows where to pay and asks before marking a withdrawal paid', async () => {
    const { calls } = stubApi({
      'GET /api/operator/withdrawals': () => page([withdrawal]),
      'POST /api/operator/withdrawals/7/approve': () => ({ ...withdrawal, status: 'paid' }),
    });
    const { user } = renderWithSite(<WithdrawalsTab />);
    const row = within(await screen.findByTestId('operator-withdrawals')).getByRole('row', { name: /#7/ });
    expect(row).toHaveTextContent('Techcombank');
    expect(row).toHaveTextContent('1900987654321');
    expect(row).toHaveTextContent('Demo Player');
    expect(calls[0]).toMatchObject({ path: '/api/operator/withdrawals' });
    expect(calls[0]!.query.get('status')).toBe('pending');

    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve withdrawal #7' })).toHaveTextContent(
      'Mark $120.00 to demo as paid? Pay it first to Techcombank 1900987654321 (Demo Player).',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Withdrawal #7 marked as paid'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('closes the rejection and shows the refusal when the withdrawal is no longer pending', async () => {
    const { calls } = stubApi({
      'GET /api/operator/withdrawals': () => page([withdrawal]),
      'POST /api/operator/withdrawals/7/reject': () =>
        refusal(409, 'PAYMENT_STATE_CONFLICT', 'This request was already handled'),
    });
    const { user } = renderWithSite(<WithdrawalsTab />);
    const row = within(await screen.findByTestId('operator-withdrawals')).getByRole('row', { name: /#7/ });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal #7' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Name does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('This request was already handled');
    expect(screen.queryByRole('dialog', { name: 'Reject withdrawal #7' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });
});
