// Proves the ledger tab: nothing is read until the operator asks; then it says whether the ledger
// balances and, when not, lists each account's difference, the transactions that do not sum to zero
// and the entries whose transaction or account is missing.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LedgerVerify } from '@playdeck/contract/wallet';
import { renderWithSite } from '../../../test-support/render-with-site';
import { LedgerTab, gapOf } from './LedgerTab';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';

const PATH = '/api/operator/ledger/verify';
const balanced: LedgerVerify = {
  balanced: true,
  accountsChecked: 1204,
  transactionsChecked: 5310,
  differences: [],
  unbalancedTransactions: [],
  orphanEntries: [],
};

setUpOperatorTests();

describe('LedgerTab', () => {
  it('verifies only when asked and reports a balanced ledger', async () => {
    const api = stubApi({ [`GET ${PATH}`]: () => balanced });
    const { user } = renderWithSite(<LedgerTab />);
    expect(screen.getByText('Not checked yet.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Verify ledger' }));
    expect(await screen.findByTestId('ledger-verdict')).toHaveTextContent('Balanced');
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('5,310')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the differences of a ledger that does not balance', async () => {
    stubApi({
      [`GET ${PATH}`]: () => ({
        ...balanced,
        balanced: false,
        differences: [{ ledgerAccountId: 17, cached: '100.00', fromEntries: '112.50' }],
        unbalancedTransactions: [88, 91],
        orphanEntries: [4051],
      }),
    });
    const { user } = renderWithSite(<LedgerTab />);
    await user.click(screen.getByRole('button', { name: 'Verify ledger' }));
    expect(await screen.findByTestId('ledger-verdict')).toHaveTextContent('Not balanced');
    const row = within(screen.getByRole('table')).getByRole('row', { name: /#17/ });
    expect(row).toHaveTextContent('100.00');
    expect(row).toHaveTextContent('112.50');
    expect(row).toHaveTextContent('-12.50');
    expect(screen.getByText('Transactions whose entries do not sum to zero: #88, #91')).toBeInTheDocument();
    expect(screen.getByText('Entries whose transaction or account is missing: #4051')).toBeInTheDocument();
  });

  it("shows a refusal as the API's message", async () => {
    stubApi({ [`GET ${PATH}`]: () => refusal(403, 'FORBIDDEN', 'Only an operator may do this') });
    const { user } = renderWithSite(<LedgerTab />);
    await user.click(screen.getByRole('button', { name: 'Verify ledger' }));
    expect(await screen.findByText('Only an operator may do this')).toBeInTheDocument();
  });

  it('computes a difference in minor units', () => {
    expect(gapOf('0.10', '0.30')).toBe('-0.20');
    expect(gapOf('1000000000000.05', '0.04')).toBe('1000000000000.01');
    expect(gapOf('abc', '1.00')).toBe('—');
  });
});
