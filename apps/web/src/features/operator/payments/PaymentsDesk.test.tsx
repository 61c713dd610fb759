// Proves the payments desk's frame: its four tabs, deposits open first, and the open tab kept in
// the address so that a link opens it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { endSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { PaymentsDesk } from './PaymentsDesk';
import { ok, page, startOperatorSession, stubApi } from './desk-test-support';

beforeEach(startOperatorSession);
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function stubLists() {
  return stubApi((call) => {
    if (call.path === '/api/operator/payment-channels') return ok([]);
    if (call.path === '/api/operator/payment-settings') {
      return ok({
        withdrawalMinAmount: '50.00',
        withdrawalMaxAmount: '50000.00',
        withdrawalConfirmMinutes: 30,
      });
    }
    return ok(page([]));
  });
}

describe('PaymentsDesk', () => {
  it('opens on the pending deposits and switches tabs', async () => {
    const calls = stubLists();
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
