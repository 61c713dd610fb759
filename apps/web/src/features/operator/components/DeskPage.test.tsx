// Proves a desk's frame: its title and tabs, the first tab open when the address names none or one the
// desk does not have, and the open tab kept in the address (none for the first).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderWithSite } from '../../../test-support/render-with-site';
import { DeskPage } from './DeskPage';

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderDesk(path: string) {
  return renderWithSite(
    <>
      <DeskPage
        desk="payments"
        title="Payments"
        tabsLabel="Payments sections"
        tabs={[
          { value: 'deposits', label: 'Deposits', content: <p>Deposit list</p> },
          { value: 'channels', label: 'Channels', content: <p>Channel list</p> },
        ]}
      />
      <Location />
    </>,
    { path },
  );
}

describe('DeskPage', () => {
  it('opens the first tab when the address names none, or one the desk does not have', () => {
    renderDesk('/operator/payments?tab=nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Payments sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Deposit list')).toBeInTheDocument();
  });

  it('keeps the open tab in the address, and none for the first tab', async () => {
    const { user } = renderDesk('/operator/payments?tab=channels&pageNo=2');
    expect(screen.getByText('Channel list')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?pageNo=2');
    await user.click(screen.getByRole('tab', { name: 'Channels' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?pageNo=2&tab=channels');
  });
});
