// Proves the member centre's referral: the code, the link on this site's origin with its copy button
// and QR code, the rules in words and the totals; the friends and the earnings, paged, with dates in
// site time; a clear message instead when inviting is switched off (by the summary or by the server's
// refusal); and the side menu's "Invite friends" item, shown only when the promotions list says the
// referral promotion is on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReferralSummary } from '@playdeck/contract/referral';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import ReferralMenuItem from './ReferralMenuItem';
import { ReferralSection } from './ReferralSection';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  endSession();
});

const summary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  enabled: true,
  code: 'K7PQ2MXA',
  friends: 12,
  depositedFriends: 5,
  earnedTotal: '1234.50',
  pendingToday: '3.20',
  rules: { betSharePercent: '0.5', firstDepositReward: '20.00', firstDepositMin: '100.00' },
  ...overrides,
});

const page = <Item,>(list: Item[], pageNo = 1, totalPages = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
});

function renderSection(handlers: Record<string, Handler>) {
  const api = stubAgentApi({
    'GET /api/referral/friends': page([]),
    'GET /api/referral/earnings': page([]),
    ...handlers,
  });
  return { ...renderWithSite(<ReferralSection />), api };
}

describe('ReferralSection', () => {
  it('shows the code, the link with its QR code and copy button, the rules and the totals', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user } = renderSection({ 'GET /api/referral': summary() });
    const link = `${window.location.origin}/register?referralCode=K7PQ2MXA`;
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7PQ2MXA');
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    const qr = screen.getByTitle('QR code of your invitation link').closest('svg')!;
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    const rules = screen.getByTestId('referral-rules');
    expect(rules).toHaveTextContent("You earn 0.5% of your friends' valid bet.");
    expect(rules).toHaveTextContent("You get $20.00 when a friend's first deposit is at least $100.00.");
    expect(screen.getByTestId('referral-friends')).toHaveTextContent('12');
    expect(screen.getByTestId('referral-deposited')).toHaveTextContent('5');
    expect(screen.getByTestId('referral-earned')).toHaveTextContent('$1,234.50');
    expect(screen.getByTestId('referral-pending')).toHaveTextContent('$3.20');

    // user-event puts its own clipboard on navigator; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('leaves out the first-deposit rule when it pays nothing', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderSection({
      'GET /api/referral': summary({
        rules: { betSharePercent: '1', firstDepositReward: '0.00', firstDepositMin: '0.00' },
      }),
    });
    const rules = await screen.findByTestId('referral-rules');
    expect(rules).toHaveTextContent("You earn 1% of your friends' valid bet.");
    expect(rules).not.toHaveTextContent('first deposit is at least');
  });

  it('lists the friends and the earnings, paged, with site-time dates', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderSection({
      'GET /api/referral': summary(),
      'GET /api/referral/friends': (request) => ({
        body: {
          success: true,
          value:
            request.query.get('pageNo') === '2'
              ? page(
                  [
                    {
                      name: 'ho***n',
                      registeredAt: '2026-02-01T03:00:00.000Z',
                      firstDepositAt: null,
                      validBet: '0.00',
                      earned: '0.00',
                    },
                  ],
                  2,
                  2,
                )
              : page(
                  [
                    {
                      name: 'mi***h',
                      // 16:30 UTC on 1 March is 00:30 on 2 March at the site (GMT+8).
                      registeredAt: '2026-03-01T16:30:00.000Z',
                      firstDepositAt: '2026-03-01T17:00:00.000Z',
                      validBet: '2500.00',
                      earned: '32.50',
                    },
                  ],
                  1,
                  2,
                ),
        },
      }),
      'GET /api/referral/earnings': page([
        { kind: 'BET_SHARE', label: '2026-03-01', amount: '12.50', createdAt: '2026-03-01T17:05:00.000Z' },
        { kind: 'FIRST_DEPOSIT', label: 'mi***h', amount: '20.00', createdAt: '2026-03-01T17:00:00.000Z' },
      ]),
    });
    const friends = await screen.findByTestId('referral-friends-list');
    const [friend] = within(friends).getAllByRole('row').slice(1);
    expect(friend).toHaveTextContent('mi***h');
    expect(friend).toHaveTextContent(/3\/2\/26, 12:30:00/);
    expect(friend).toHaveTextContent('$2,500.00');
    expect(friend).toHaveTextContent('$32.50');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('referral-friends-list')).getByText('Not yet')).toBeInTheDocument(),
    );
    expect(api.last('GET /api/referral/friends')!.query.get('pageNo')).toBe('2');
    expect(api.to('GET /api/referral/earnings')).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Earnings' }));
    const earnings = await screen.findByTestId('referral-earnings-list');
    const [share, firstDeposit] = within(earnings).getAllByRole('row').slice(1);
    expect(share).toHaveTextContent('Share of valid bet');
    expect(share).toHaveTextContent('2026-03-01');
    expect(share).toHaveTextContent('$12.50');
    expect(firstDeposit).toHaveTextContent('First deposit reward');
    expect(firstDeposit).toHaveTextContent('mi***h');
  });

  it('says clearly when inviting is switched off, and asks for no lists', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { api } = renderSection({ 'GET /api/referral': summary({ enabled: false }) });
    expect(await screen.findByText('Inviting friends is closed')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-link')).not.toBeInTheDocument();
    expect(api.to('GET /api/referral/friends')).toHaveLength(0);
  });

  it('says the same when the server refuses with REFERRAL_DISABLED', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderSection({
      'GET /api/referral': () => refusal(409, 'REFERRAL_DISABLED', 'Inviting friends is not open now'),
    });
    expect(await screen.findByText('Inviting friends is closed')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ReferralMenuItem', () => {
  const promotions = (enabled: boolean) => ({
    list: [],
    availablePromoCount: 0,
    availablePromo: { REFERRAL: { enabled } },
  });

  it('links to the referral section when the referral promotion is on', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    stubAgentApi({ 'GET /api/promotions': promotions(true) });
    renderWithSite(<ReferralMenuItem />);
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/member?section=referral',
    );
  });

  it('is not shown when the referral promotion is off', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const api = stubAgentApi({ 'GET /api/promotions': promotions(false) });
    renderWithSite(<ReferralMenuItem />);
    await waitFor(() => expect(api.to('GET /api/promotions')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor', async () => {
    const api = stubAgentApi({ 'GET /api/promotions': promotions(true) });
    renderWithSite(<ReferralMenuItem />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.to('GET /api/promotions')).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
