// Proves the desk's frame: its six tabs, the one named in the address opens, and choosing another
// puts it in the address.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithSite } from '../../../test-support/render-with-site';
import { SiteDesk } from './SiteDesk';
import { page, setUpOperatorTests, stubApi } from '../test-support';

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

setUpOperatorTests();
beforeEach(() => {
  stubApi({
    'GET /api/operator/outbox': () => page([]),
    'GET /api/operator/ip-locks': () => [],
  });
});

describe('SiteDesk', () => {
  it('opens the tab the address names and puts a chosen tab in the address', async () => {
    const { user } = renderWithSite(
      <>
        <SiteDesk />
        <Location />
      </>,
      { path: '/operator/site?tab=outbox' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Site and security' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Settings',
      'Registration',
      'Locked IPs',
      'Outbox',
      'Ledger',
      'Third-party sign-in',
      'SMS codes',
    ]);
    expect(screen.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No messages')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Locked IPs' }));
    expect(await screen.findByText('No IP is locked')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=ip-locks');
  });
});
