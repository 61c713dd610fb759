// Proves the contracts desk's frame: its five tabs, the contracts open first, and the open tab kept in
// the address so that a link opens it.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, setUpOperatorTests, stubApi } from '../test-support';
import { ContractsDesk } from './ContractsDesk';
import { contractSettings } from './test-fixtures';

setUpOperatorTests();

function stubLists() {
  return stubApi({
    'GET /api/operator/contracts': () => page([]),
    'GET /api/operator/contracts/settings': () => contractSettings,
    'GET /api/operator/settlement/bills': () => page([]),
    'GET /api/operator/settlement/runs': () => page([]),
  });
}

describe('ContractsDesk', () => {
  it('opens on the contracts and switches tabs', async () => {
    const { calls } = stubLists();
    const { user } = renderWithSite(<ContractsDesk />, { path: '/operator/contracts' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Contracts',
      'Issue a contract',
      'Bills',
      'Settlement runs',
      'Settings',
    ]);
    expect(await screen.findByText('No contracts here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Bills' }));
    expect(await screen.findByText('No bills here.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/api/operator/settlement/bills' });
  });

  it('opens the tab the address names', async () => {
    stubLists();
    renderWithSite(<ContractsDesk />, { path: '/operator/contracts?tab=settlement' });
    expect(screen.getByRole('tab', { name: 'Settlement runs' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No settlement has run yet.')).toBeInTheDocument();
  });
});
