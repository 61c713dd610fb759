// Proves the agent centre's composition: the address's ?item= picks the screen and the menu's
// current item (an unknown item falls back to the team overview), the menu links keep the choice in
// the address, my income stays out of the menu while no contract is enabled, and the header names
// the agent by its nickname.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { memberQueryKey } from '../../../lib/member';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { AgentCentrePage } from './AgentCentrePage';

beforeEach(() => {
  startSession('token-1', { account: 'agent1', type: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ success: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const renderAt = (path: string) =>
  renderWithSite(
    <Routes>
      <Route path="/agentHome" element={<AgentCentrePage />} />
    </Routes>,
    {
      path,
      cache: [[[...memberQueryKey, 'token-1'], { id: 1, account: 'agent1', nickname: 'Agent One', type: 1 }]],
    },
  );

describe('AgentCentrePage', () => {
  it('shows the screen the address names, marked in the menu', () => {
    renderAt('/agentHome?item=transactions');
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction details' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(within(menu).getByRole('link', { name: 'Transaction details' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Team betting' })).toHaveAttribute(
      'href',
      '/agentHome?item=teamBetting',
    );
    expect(screen.getByTestId('agent-name')).toHaveTextContent('Agent One');
  });

  it('lists every item of the menu but my income, which waits for an enabled contract', () => {
    renderAt('/agentHome');
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Announcements',
      'Team overview',
      'Register centre',
      'Downline management',
      'Team betting',
      'User profit and loss',
      'Transaction details',
      'Bonus',
      'Deposit',
      'Withdraw',
      'Platform messages',
      'Customer service',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
  });

  it('opens the team overview for an unknown or hidden item', () => {
    renderAt('/agentHome?item=myIncome');
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
  });

  it('moves to another screen by the menu', async () => {
    const { user } = renderAt('/agentHome?item=teamOverview');
    await user.click(screen.getByRole('link', { name: 'Register centre' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register centre' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeInTheDocument();
  });
});
