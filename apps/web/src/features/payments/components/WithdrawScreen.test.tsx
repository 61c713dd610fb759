// Proves the withdraw screen: it sends a member without a bank account or payment password to the
// security centre, and refuses an amount outside the limits before asking the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { BankAccount, WithdrawalLimits } from '@playdeck/contract/payments';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { WithdrawScreen } from './WithdrawScreen';

const limits = (overrides: Partial<WithdrawalLimits> = {}): WithdrawalLimits => ({
  minAmount: '50.00',
  maxAmount: '5000.00',
  available: '1000.00',
  hasBankAccount: true,
  hasPaymentPassword: true,
  ...overrides,
});
const account: BankAccount = {
  id: 7,
  bankName: 'ACB',
  accountNumberMasked: '****3333',
  holderName: 'Nguyen Van An',
  createdAt: '2026-03-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  startSession('token-1', { account: 'player01', type: 0 });
  fetchMock = vi.fn(async () =>
    Response.json({ success: true, value: { list: [], total: 0, totalPages: 0 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function renderScreen(value: WithdrawalLimits) {
  return renderWithSite(<WithdrawScreen />, {
    cache: [
      [['withdrawal-limits', 'token-1'], value],
      [['bank-accounts', 'token-1'], [account]],
    ],
  });
}

describe('WithdrawScreen', () => {
  it('points a member without a bank account or payment password to the security centre', () => {
    renderScreen(limits({ hasBankAccount: false, hasPaymentPassword: false }));
    expect(screen.getByText('Bind a bank account')).toBeInTheDocument();
    expect(screen.getByText('Set a payment password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the security centre' })).toHaveAttribute(
      'href',
      '/member?section=security',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('refuses an amount below the limit without asking the server', async () => {
    const { user } = renderScreen(limits());
    expect(screen.getByTestId('withdraw-available')).toHaveTextContent('$1,000.00');
    expect(screen.getByRole('combobox', { name: /Bank account/ })).toHaveDisplayValue(
      'ACB · ****3333 · Nguyen Van An',
    );
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '20');
    await user.type(screen.getByLabelText(/Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      (await screen.findAllByText('The amount must be between 50.00 and 5,000.00')).length,
    ).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalledWith(
      '/api/payments/withdrawals',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('checks the payment password format', async () => {
    const { user } = renderScreen(limits());
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '100');
    await user.type(screen.getByLabelText(/Payment password/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findAllByText('The payment password is 6 digits')).length).toBeGreaterThan(0);
  });
});
