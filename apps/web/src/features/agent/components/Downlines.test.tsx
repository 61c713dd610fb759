// Proves downline management: the direct children with their figures, the server's sort and search
// (a new one from page 1), the drill-down into a child's own children kept in the address with a
// trail back up, and the transfer to a direct child: the payment password sent encrypted, the new
// balances shown, a refusal on its field, and the same request id on a retry of the same transfer.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type { Downline, Downlines as DownlinesValue } from '@playdeck/contract/agent';
import { renderWithSite } from '../../../test-support/render-with-site';
import { signInAgentForEachTest } from '../../../test-support/agent-session';
import { downline } from '../../../test-support/agent-data';
import { decrypted, ok, refusal, stubAgentApi, type AgentRequest } from '../../../test-support/test-fetch';
import { Downlines } from './Downlines';

vi.mock('../../../lib/encryption', () => ({
  encryptPayload: async (payload: unknown) => ({ jwe: JSON.stringify(payload) }),
}));

const subAgent = downline({
  id: 7,
  username: 'subagent7',
  nickname: 'Sub Seven',
  accountType: 41,
  isAgent: true,
  directChildren: 2,
  teamSize: 3,
  balance: '500.00',
  teamBalance: '750.50',
  lastLoginAt: '2026-11-24T14:00:00.000Z',
  online: true,
});
const member = downline({ id: 8, username: 'player08', balance: '20.00', teamBalance: '20.00' });
const grandchild = downline({ id: 21, username: 'player21', depth: 2, directChild: false, balance: '5.00' });

const page = (list: Downline[], trail: DownlinesValue['trail'], totalPages = 1): DownlinesValue => ({
  list,
  pageNo: 1,
  pageSize: 20,
  total: list.length,
  totalPages,
  trail,
});

const downlinesOf = (request: AgentRequest) =>
  request.query.get('parentId') === '7'
    ? ok(
        page(
          [grandchild],
          [
            { id: 1, username: 'agent1' },
            { id: 7, username: 'subagent7' },
          ],
        ),
      )
    : ok(page([subAgent, member], [{ id: 1, username: 'agent1' }], 3));

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderDownlines(path = '/agentHome?item=downline') {
  return renderWithSite(
    <Routes>
      <Route
        path="/agentHome"
        element={
          <>
            <Downlines />
            <Address />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

signInAgentForEachTest();

describe('Downlines', () => {
  it('lists the direct children with their figures', async () => {
    stubAgentApi({ 'GET /api/agent/downlines': downlinesOf });
    renderDownlines();
    const table = await screen.findByTestId('downlines');
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .slice(0, 7)
        .map((cell) => cell.textContent),
    ).toEqual(['subagent7Sub Seven', 'Agent', '1', '2', '3', '$500.00', '$750.50']);
    expect(first).toHaveTextContent('Online');
    expect(second).toHaveTextContent('Member');
    expect(second).toHaveTextContent('Never');
    expect(second).toHaveTextContent('Offline');
    // Only an account with children opens its own list.
    expect(
      within(first!).getByRole('button', { name: 'Show the downlines of subagent7' }),
    ).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: /Show the downlines/ })).not.toBeInTheDocument();
  });

  it('sorts on the server by a heading and searches by username from page 1', async () => {
    const api = stubAgentApi({ 'GET /api/agent/downlines': downlinesOf });
    const { user } = renderDownlines();
    const table = await screen.findByTestId('downlines');
    expect(api.last('GET /api/agent/downlines')!.query.get('sort')).toBe('registered');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/downlines')!.query.get('pageNo')).toBe('2'));

    const teamSize = within(table).getByRole('columnheader', { name: /Team size/ });
    await user.click(within(teamSize).getByRole('button'));
    await vi.waitFor(() => expect(api.last('GET /api/agent/downlines')!.query.get('sort')).toBe('teamSize'));
    let asked = api.last('GET /api/agent/downlines')!.query;
    expect([asked.get('order'), asked.get('pageNo')]).toEqual(['desc', '1']);
    expect(teamSize).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(teamSize).getByRole('button'));
    await vi.waitFor(() => expect(api.last('GET /api/agent/downlines')!.query.get('order')).toBe('asc'));
    // A column the server cannot sort by has no sorting heading.
    expect(
      within(within(table).getByRole('columnheader', { name: 'Level' })).queryByRole('button'),
    ).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'play');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(api.last('GET /api/agent/downlines')!.query.get('username')).toBe('play'));
    asked = api.last('GET /api/agent/downlines')!.query;
    expect(asked.get('pageNo')).toBe('1');
  });

  it("drills into a child's team with a trail back up, kept in the address", async () => {
    const api = stubAgentApi({ 'GET /api/agent/downlines': downlinesOf });
    const { user } = renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Show the downlines of subagent7' }));
    expect(await screen.findByText('player21')).toBeInTheDocument();
    expect(api.last('GET /api/agent/downlines')!.query.get('parentId')).toBe('7');
    expect(screen.getByTestId('address')).toHaveTextContent('?item=downline&account=7');
    const trail = screen.getByRole('navigation', { name: 'Team path' });
    expect(within(trail).getByText('subagent7')).toHaveAttribute('aria-current', 'page');
    // A grandchild is not the agent's direct child: no transfer to it.
    expect(screen.queryByRole('button', { name: /Transfer to/ })).not.toBeInTheDocument();

    await user.click(within(trail).getByRole('button', { name: 'agent1' }));
    expect(
      await screen.findByRole('button', { name: 'Show the downlines of subagent7' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('player21')).not.toBeInTheDocument();
    expect(screen.getByTestId('address').textContent).toBe('?item=downline');
    expect(api.to('GET /api/agent/downlines').every((request) => request.query.get('parentId') !== '1')).toBe(
      true,
    );
  });
  it('says so when the address names an account outside the team, and leads back to the team', async () => {
    stubAgentApi({
      'GET /api/agent/downlines': (request) =>
        request.query.get('parentId') === '999'
          ? refusal(404, 'ACCOUNT_NOT_FOUND', 'This account is not in your team', {
              parentId: 'This account is not in your team',
            })
          : downlinesOf(request),
    });
    const { user } = renderDownlines('/agentHome?item=downline&account=999');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not in your team');
    expect(screen.queryByTestId('downlines')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my team' }));
    expect(await screen.findByTestId('downlines')).toBeInTheDocument();
    expect(screen.getByTestId('address').textContent).toBe('?item=downline');
  });
});

describe('Downlines: transfer to a direct child', () => {
  const transfer = vi.fn((request: AgentRequest) => {
    const payload = decrypted(request.body);
    if (payload.paymentPassword !== '135790')
      return refusal(400, 'PAYMENT_PASSWORD_INCORRECT', 'Invalid', {
        paymentPassword: 'The payment password is not correct (4 attempts left)',
      });
    return ok({ balance: '900.00', childBalance: '600.00' });
  });

  it('sends the amount and the payment password encrypted, and shows both new balances', async () => {
    const api = stubAgentApi({
      'GET /api/agent/downlines': downlinesOf,
      'POST /api/agent/downlines/7/transfers': transfer,
    });
    const { user } = renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to subagent7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to subagent7' });
    expect(dialog).toHaveTextContent('Balance of subagent7 now: $500.00');
    await user.type(within(dialog).getByLabelText(/Amount/), '100');
    await user.type(within(dialog).getByLabelText(/Payment password/), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    // A wrong password: the server's message on the field, nothing shown as done.
    expect(
      await within(dialog).findByText('The payment password is not correct (4 attempts left)', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    const first = decrypted(api.last('POST /api/agent/downlines/7/transfers')!.body);
    expect(first).toMatchObject({ amount: '100', paymentPassword: '111111' });
    expect(first.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    await user.clear(within(dialog).getByLabelText(/Payment password/));
    await user.type(within(dialog).getByLabelText(/Payment password/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const result = await within(dialog).findByTestId('transfer-result');
    expect(result).toHaveTextContent('$100.00 transferred to subagent7.');
    expect(within(result).getByTestId('transfer-balance')).toHaveTextContent('$900.00');
    expect(within(result).getByTestId('transfer-child-balance')).toHaveTextContent('$600.00');
    // Other values are another request.
    const second = decrypted(api.last('POST /api/agent/downlines/7/transfers')!.body);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('sends the same request id again when the same transfer is retried after a lost answer', async () => {
    let calls = 0;
    const api = stubAgentApi({
      'GET /api/agent/downlines': downlinesOf,
      'POST /api/agent/downlines/7/transfers': () =>
        ++calls === 1
          ? refusal(503, 'SERVICE_UNAVAILABLE', 'Network link is abnormal, please try again')
          : ok({ balance: '900.00', childBalance: '600.00' }),
    });
    const { user } = renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to subagent7' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Amount/), '100');
    await user.type(within(dialog).getByLabelText(/Payment password/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link is abnormal');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByTestId('transfer-result');
    const [first, second] = api
      .to('POST /api/agent/downlines/7/transfers')
      .map((request) => decrypted(request.body));
    expect(second!.requestId).toBe(first!.requestId);
  });

  it('refuses an amount that is not a positive amount before asking', async () => {
    const api = stubAgentApi({ 'GET /api/agent/downlines': downlinesOf });
    const { user } = renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to player08' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Amount/), '0');
    await user.type(within(dialog).getByLabelText(/Payment password/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/agent/downlines/8/transfers')).toHaveLength(0);
  });
});
