// Proves the payments desk's frame: its four tabs, deposits open first, and the open tab kept in
// the address so that a link opens it.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { PaymentsDesk } from './PaymentsDesk';
import { page, setUpOperatorTests, stubApi } from '../test-support';

setUpOperatorTests();

function stubLists() {
  return stubApi({
    'GET /api/operator/deposits': () => page([]),
    'GET /api/operator/withdrawals': () => page([]),
    'GET /api/operator/payment-channels': () => [],
    'GET /api/operator/payment-settings': () => ({
      withdrawalMinAmount: '50.00',
      withdrawalMaxAmount: '50000.00',
      withdrawalConfirmMinutes: 30,
    }),
  });
}

describe('PaymentsDesk', () => {
  it('opens on the pending deposits and switches tabs', async () => {
    const { calls } = stubLists();
    const { user } = renderWithSite(<PaymentsDesk />, { path: '/operator/payments' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Deposits', 'Withdrawals', 'Channels', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No deposits here.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    expect(await screen.findByText('No withdrawals here.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/api/operator/withdrawals' });
  });

  it('opens the tab the address names', async () => {
    stubLists();
    renderWithSite(<PaymentsDesk />, { path: '/operator/payments?tab=channels' });
    expect(screen.getByRole('tab', { name: 'Channels' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No deposit channel yet.')).toBeInTheDocument();
  });
});
