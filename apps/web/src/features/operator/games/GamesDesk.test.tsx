// Proves the desk's frame: five tabs, the vendors tab first, and the open tab taken from and kept in
// the address so that a reload or a link opens the same tab.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '../../../test-support/render-with-site';
import { page, setUpOperatorTests, stubApi } from '../test-support';
import { GamesDesk } from './GamesDesk';

setUpOperatorTests();
beforeEach(() => {
  stubApi({
    'GET /api/operator/vendors': () => [],
    'GET /api/operator/games': () => page([]),
    'GET /api/operator/house-settings': () => ({ slotRoundIntervalMs: 0 }),
    'GET /api/operator/vip/levels': () => [],
  });
});

describe('GamesDesk', () => {
  it('opens on the vendors tab and switches tabs', async () => {
    const { user } = renderWithSite(<GamesDesk />, { path: '/operator/games' });
    expect(screen.getByRole('heading', { level: 1, name: 'Games and VIP' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Vendors',
      'Games',
      'House games',
      'Sportsbook',
      'VIP ladder',
    ]);
    expect(screen.getByRole('tab', { name: 'Vendors' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No vendors yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Games' }));
    expect(await screen.findByText('No games match these filters.')).toBeInTheDocument();
  });

  it('opens the tab the address names', async () => {
    renderWithSite(<GamesDesk />, { path: '/operator/games?tab=vip' });
    expect(screen.getByRole('tab', { name: 'VIP ladder' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No levels: VIP is off for the whole site.')).toBeInTheDocument();
  });
});
