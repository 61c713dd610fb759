// Proves the members desk in the browser: a search by a chosen key lists the accounts; a username
// opens the member's page with its balances and tree; an adjustment without a reason or an amount
// is refused on its fields before any request; the server's refusal of a debit below zero stays on
// the amount field; a credit with its reason is sent with one request id and the page shows the notice.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MemberDetail, MemberSearchPage } from '@playdeck/contract/members';
import { blobText } from '../../../test-support/blob-text';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, setUpOperatorTests, stubApi } from '../test-support';
import { MembersDesk } from './MembersDesk';

setUpOperatorTests();

const results: MemberSearchPage = {
  list: [
    {
      id: 3,
      username: 'demo',
      nickname: 'Demo Player',
      type: 0,
      status: 'active',
      parentUsername: 'agent1',
      balance: '1000.00',
      createdAt: '2026-12-01T02:00:00.000Z',
      lastLoginAt: null,
    },
  ],
  pageNo: 1,
  pageSize: 20,
  total: 1,
  totalPages: 1,
};

const detail: MemberDetail = {
  profile: {
    id: 3,
    username: 'demo',
    nickname: 'Demo Player',
    type: 0,
    status: 'active',
    email: 'demo@example.test',
    mobile: null,
    createdAt: '2026-12-01T02:00:00.000Z',
    lastLoginAt: null,
    loginCount: 0,
    mustChangePassword: false,
    totpEnabled: false,
  },
  tree: {
    parent: { id: 2, username: 'agent1', type: 1 },
    chain: [
      { id: 1, username: 'operator', type: 9 },
      { id: 2, username: 'agent1', type: 1 },
    ],
    teamSize: 0,
  },
  balances: [{ kind: 'member_wallet', vendorCode: '', balance: '1000.00' }],
  ledgerMoves: [],
  rounds: [],
  payments: [],
  bonuses: [],
  signIns: [
    {
      at: '2026-12-01T03:00:00.000Z',
      ip: '203.0.113.5',
      country: null,
      device: 'Chrome 131 on Android 14',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0.0.0 Mobile Safari/537.36',
      site: 'member',
      endedAt: null,
      expiresAt: '2026-12-01T15:00:00.000Z',
    },
  ],
  ips: [],
  liveSessions: 1,
};

describe('MembersDesk', () => {
  it('finds a member, opens the page and adjusts the balance with a reason', async () => {
    const below = 'This adjustment would take the balance below zero (balance: 1000.00)';
    const api = stubApi({
      'GET /api/operator/members': () => results,
      'GET /api/operator/members/3': () => detail,
      'POST /api/operator/members/3/adjust-balance': (call) =>
        (call.body as { direction: string }).direction === 'debit'
          ? refusal(409, 'ADJUSTMENT_BELOW_ZERO', below, { amount: below })
          : { balance: '1012.50', transactionId: 99 },
    });
    const { user } = renderWithSite(<MembersDesk />, { path: '/operator/members' });
    await user.selectOptions(screen.getByLabelText('Search by'), 'email');
    await user.type(screen.getByLabelText('Search for'), 'demo@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByTestId('member-results');
    const search = api.calls.find((call) => call.path === '/api/operator/members')!;
    expect(search.query.get('by')).toBe('email');
    expect(search.query.get('q')).toBe('demo@');
    await user.click(within(table).getByRole('button', { name: 'demo' }));

    const profile = await screen.findByTestId('member-profile');
    expect(profile).toHaveTextContent('demo@example.test');
    expect(screen.getByTestId('balance-member_wallet')).toHaveTextContent('$1,000.00');
    expect(screen.getByText('operator')).toBeInTheDocument();
    expect(screen.getByTestId('member-sign-ins')).toHaveTextContent('203.0.113.5');
    expect(screen.getByTestId('member-sign-ins')).toHaveTextContent('Chrome 131 on Android 14');

    await user.click(within(profile).getByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(/Input cannot be empty/);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/Direction/), 'debit');
    await user.type(within(dialog).getByLabelText(/Amount/), '2000');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByLabelText(/Amount/)).toHaveAccessibleDescription(below);

    await user.selectOptions(within(dialog).getByLabelText(/Direction/), 'credit');
    await user.clear(within(dialog).getByLabelText(/Amount/));
    await user.type(within(dialog).getByLabelText(/Amount/), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Balance adjusted: the new balance is $1,012.50')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ direction: 'credit', amount: '12.50', reason: 'Too much' });
    expect((posts[1] as { requestId: string }).requestId).toMatch(/^[\w-]{8,64}$/);
  });

  it('exports the marketing audience as CSV and says how many on a break were left out', async () => {
    stubApi({
      'GET /api/operator/members/marketing-audience': () => ({
        list: [
          { id: 3, username: 'demo', email: 'demo@example.test', mobile: null },
          { id: 9, username: 'lan', email: null, mobile: '+84901234567' },
        ],
        onBreak: 1,
      }),
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:audience';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithSite(<MembersDesk />, { path: '/operator/members' });
    const panel = await screen.findByRole('region', { name: 'Marketing audience' });
    await user.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    expect(await within(panel).findByTestId('saved-notice')).toHaveTextContent(
      '2 members exported; 1 on a break left out.',
    );
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('marketing-audience.csv');
    const text = (await blobText(blobs[0]!)).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')).toEqual([
      'ID,Username,E-mail,Mobile',
      '3,demo,demo@example.test,',
      '9,lan,,84901234567',
      '',
    ]);
  });
});
