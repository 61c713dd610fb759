// Proves the agent centre's composition: the address's ?item= picks the screen and the menu's
// current item (an unknown item falls back to the team overview), the menu links keep the choice in
// the address, and the header names the agent by its nickname. With the contracts: My income shows
// only when one of the consolidated call's four flags is on (and stays out when the call fails), the
// consent pop-up opens on offers awaiting an answer, and downline management offers contracts.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { memberQueryKey } from '../../../lib/member';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { downline } from '../../../test-support/agent-data';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { consolidated, contract } from '../../../features/contracts/test-data';
import { AgentCentrePage } from './AgentCentrePage';

signInAgentForEachTest();
// Every call the test does not answer is "Not found".
beforeEach(() => {
  stubAgentApi({});
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

/**
 * Downline management with subagent7 (an agent, holding the PENDING dividend offer 31 from agent1)
 * and the given further rows; agent1 holds the platform's dividend contract.
 */
function stubDownlineContracts(others: Partial<ReturnType<typeof downline>>[] = [], extra = {}) {
  const child = downline({
    id: 7,
    username: 'subagent7',
    nickname: 'subagent7',
    accountType: 1,
    isAgent: true,
  });
  const held = contract({ id: 31, status: 'PENDING', respondedAt: null });
  const list = [child, ...others.map((row) => ({ ...child, ...row }))];
  return stubAgentApi({
    'GET /api/agent/consolidated': consolidated({
      divtypereq: true,
      dividend: { enabled: true, contracts: [contract({ id: 5, issuer: null })], offers: [] },
    }),
    'GET /api/agent/downlines': {
      list,
      pageNo: 1,
      pageSize: 20,
      total: list.length,
      totalPages: 1,
      trail: [{ id: 1, username: 'agent1' }],
    },
    'GET /api/agent/contracts/downline': (request) => ({
      body: {
        success: true,
        value: {
          list: request.query.get('status') === 'PENDING' ? [held] : [],
          pageNo: 1,
          pageSize: 100,
          total: 1,
          totalPages: 1,
        },
      },
    }),
    ...extra,
  });
}

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

  it('lists every item of the menu but my income while the flags are unknown or their call fails', async () => {
    renderAt('/agentHome');
    await vi.waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/agent/consolidated', expect.anything()),
    );
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

  it('opens the team overview for an unknown item, and for My income once the flags hide it', async () => {
    renderAt('/agentHome?item=nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    cleanup();
    renderAt('/agentHome?item=myIncome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
  });

  it('moves to another screen by the menu', async () => {
    const { user } = renderAt('/agentHome?item=teamOverview');
    await user.click(screen.getByRole('link', { name: 'Register centre' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Register centre' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('AgentCentrePage: contracts', () => {
  const FLAGS = ['divtypereq', 'dailysalreqtype', 'contracthoursalreqtype', 'realtimesalreqtype'] as const;
  const menuLinks = () =>
    within(screen.getByRole('navigation', { name: 'Agent menu' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('shows My income when any one of the four flags is on, and not when none is', async () => {
    for (const flag of FLAGS) {
      stubAgentApi({ 'GET /api/agent/consolidated': consolidated({ [flag]: true }) });
      const { unmount } = renderAt('/agentHome');
      await vi.waitFor(() => expect(menuLinks()).toContain('My income'));
      expect(menuLinks().indexOf('My income')).toBe(menuLinks().indexOf('User profit and loss') + 1);
      unmount();
    }
    const api = stubAgentApi({ 'GET /api/agent/consolidated': consolidated() });
    renderAt('/agentHome');
    await vi.waitFor(() => expect(api.to('GET /api/agent/consolidated')).toHaveLength(1));
    await screen.findByRole('heading', { level: 1, name: 'Team overview' });
    expect(menuLinks()).not.toContain('My income');
  });

  it('opens My income from the address once the flags arrive, with a tab per enabled type', async () => {
    stubAgentApi({
      'GET /api/agent/consolidated': consolidated({ dailysalreqtype: true, realtimesalreqtype: true }),
    });
    renderAt('/agentHome?item=myIncome');
    expect(await screen.findByRole('heading', { level: 1, name: 'My income' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Contract types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Daily wage', 'Real-time salary']);
  });

  it('opens the consent pop-up for offers awaiting an answer', async () => {
    stubAgentApi({
      'GET /api/agent/consolidated': consolidated({
        divtypereq: true,
        pendingOffers: [contract({ id: 11, issuer: null, status: 'PENDING', respondedAt: null })],
      }),
    });
    renderAt('/agentHome');
    const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
    expect(
      within(popup).getByRole('button', { name: 'Accept the Dividend · All games offer' }),
    ).toBeInTheDocument();
  });

  it("offers a contract to a direct child agent from downline management, with its contracts' status", async () => {
    stubDownlineContracts([{ id: 8, username: 'player08', accountType: 0, isAgent: false }]);
    const { user } = renderAt('/agentHome?item=downline');
    const table = await screen.findByTestId('downlines');
    expect(within(table).getByRole('columnheader', { name: 'Contracts' })).toBeInTheDocument();
    const [, agentRow, memberRow] = within(table).getAllByRole('row');
    await vi.waitFor(() => expect(agentRow).toHaveTextContent('Dividend · All games Pending'));
    expect(memberRow).not.toHaveTextContent('None');
    expect(within(memberRow!).queryByRole('button', { name: /contract/ })).toBeNull();
    await user.click(within(agentRow!).getByRole('button', { name: 'Offer subagent7 a new contract' }));
    expect(await screen.findByRole('dialog', { name: 'Contract for subagent7' })).toBeInTheDocument();
  });

  it('withdraws an offer to a child agent from downline management', async () => {
    const api = stubDownlineContracts([], {
      'POST /api/agent/contracts/31/terminate': {
        ...contract({ id: 31, status: 'PENDING', respondedAt: null }),
        status: 'TERMINATED',
      },
    });
    const { user } = renderAt('/agentHome?item=downline');
    const table = await screen.findByTestId('downlines');
    const ending = await within(table).findByRole('button', {
      name: 'Terminate the contract of subagent7 (Dividend · All games)',
    });
    await user.click(ending);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Withdraw|Terminate/ }));
    await vi.waitFor(() => expect(api.last('POST /api/agent/contracts/31/terminate')).toBeDefined());
  });
});
