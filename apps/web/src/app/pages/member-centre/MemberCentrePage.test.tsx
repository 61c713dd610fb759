// Proves the member centre's promotions parts (issue 15): the reward centre's red count comes from
// availablePromoCount and drops after a claim; the withdraw screen shows what a bonus's turnover locks
// and puts the server's TURNOVER_NOT_MET refusal on the amount; the bonus details list the locks.
// And the manual rebate section: linked from the menu, with what may be claimed and the history.
// And issue 15's member rewards: the raffle under the reward centre, the missions section with its
// red count from the claimable missions, and the referral section.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TurnoverState } from '@playdeck/contract/promotions';
import { RAFFLE_ALGORITHM } from '@playdeck/contract/raffle';
import { promotion } from '../../../features/promotions/test-data';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi } from '../../../test-support/test-fetch';
import { MemberCentrePage } from './MemberCentrePage';

// The encryption is the browser's WebCrypto against the server's key; here the payload stays readable.
vi.mock('../../../lib/encryption', () => ({
  encryptPayload: async (payload: unknown) => ({ jwe: JSON.stringify(payload) }),
}));

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};
const turnover: TurnoverState = {
  balance: '1000.00',
  locked: '300.00',
  withdrawable: '700.00',
  locks: [
    {
      id: 1,
      source: 'Daily deposit bonus',
      bonus: '30.00',
      required: '300.00',
      progress: '120.00',
      status: 'ACTIVE',
      awardedAt: '2026-03-01T02:00:00.000Z',
      metAt: null,
      cancelledAt: null,
      cancelReason: null,
    },
    {
      id: 2,
      source: 'Welcome bonus',
      bonus: '10.00',
      required: '50.00',
      progress: '0.00',
      status: 'CANCELLED',
      awardedAt: '2026-02-01T02:00:00.000Z',
      metAt: null,
      cancelledAt: '2026-02-02T02:00:00.000Z',
      cancelReason: 'Duplicate account',
    },
  ],
};

beforeEach(() => startSession('token-1', { account: 'player01', type: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function renderSection(section: string, handlers: Parameters<typeof stubAgentApi>[0]) {
  const api = stubAgentApi(handlers);
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <MemberCentrePage />
    </ActionGuardsProvider>,
    { path: `/member?section=${section}` },
  );
  return { ...rendered, api };
}

const rewardsLink = () => screen.getByRole('link', { name: /^Reward centre/ });

describe('MemberCentrePage reward centre', () => {
  it('lists the claimable rewards and lowers the red count after a claim', async () => {
    const claimable = promotion({ id: 4, title: 'Bet and win', status: 'claim', award: '20.00' });
    let claimed = false;
    const { user, api } = renderSection('rewards', {
      'GET /api/promotions': () => ({
        body: {
          success: true,
          value: {
            list: [claimed ? { ...claimable, status: 'claimed' } : claimable, promotion({ id: 1 })],
            availablePromoCount: claimed ? 1 : 2,
          },
        },
      }),
      'GET /api/promotions/rewards': () => ({
        body: {
          success: true,
          value: { list: claimed ? [] : [claimable], availablePromoCount: claimed ? 1 : 2 },
        },
      }),
      'POST /api/promotions/4/claim': () => {
        claimed = true;
        return { body: { success: true, value: { ...claimable, status: 'claimed' } } };
      },
      'GET /api/raffle': { algorithm: RAFFLE_ALGORITHM, draws: [], myTickets: [], myWins: [] },
    });
    expect(await within(rewardsLink()).findByRole('status', { name: '2 rewards to take' })).toHaveTextContent(
      '2',
    );
    const rewards = await screen.findByTestId('reward-centre');
    expect(within(rewards).getByText('Bet and win')).toBeInTheDocument();
    expect(within(rewards).getByText('$20.00')).toBeInTheDocument();
    await user.click(within(rewards).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Reward claimed: Bet and win.')).toBeInTheDocument();
    expect(api.to('POST /api/promotions/4/claim')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await within(rewardsLink()).findByRole('status', { name: '1 rewards to take' })).toHaveTextContent(
      '1',
    );
    expect(await screen.findByText('There is nothing to claim right now.')).toBeInTheDocument();
    // The raffle follows the reward centre.
    expect(screen.getByRole('heading', { name: 'Lucky draw' })).toBeInTheDocument();
    expect(screen.getByText('No draw is scheduled at the moment.')).toBeInTheDocument();
  });
});

describe('MemberCentrePage missions and referral', () => {
  const missionsLink = () => screen.getByRole('link', { name: /^Mission leaderboard/ });
  const leaderboard = { weekFrom: '2026-02-23', weekTo: '2026-03-01', list: [], self: null };

  it('shows the missions red count from the claimable missions, and the missions section', async () => {
    renderSection('missions', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/missions': {
        list: [
          {
            id: 1,
            title: 'Play 20 rounds',
            period: 'DAILY',
            kind: 'ROUNDS',
            category: 'ALL',
            target: '20',
            progress: '20',
            status: 'claim',
            rewardAmount: '5.00',
            rewardPoints: 0,
            missionPoints: 10,
            periodEndsAt: '2026-03-01T16:00:00.000Z',
          },
        ],
        claimable: 3,
        weekMissionPoints: 0,
        weekRank: null,
      },
      'GET /api/missions/leaderboard': leaderboard,
    });
    expect(missionsLink()).toHaveAttribute('aria-current', 'page');
    expect(
      await within(missionsLink()).findByRole('status', { name: '3 mission rewards to claim' }),
    ).toHaveTextContent('3');
    expect(await screen.findByRole('heading', { name: 'Play 20 rounds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(await screen.findByText('Nobody has mission points this week yet.')).toBeInTheDocument();
  });

  it('links the referral section', async () => {
    renderSection('referral', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/referral': {
        enabled: true,
        code: 'K7PQ2MXA',
        friends: 0,
        depositedFriends: 0,
        earnedTotal: '0.00',
        pendingToday: '0.00',
        rules: { betSharePercent: '0.5', firstDepositReward: '0.00', firstDepositMin: '0.00' },
      },
      'GET /api/referral/friends': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
    });
    expect(screen.getByRole('link', { name: 'Invite friends' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('K7PQ2MXA');
  });
});

describe('MemberCentrePage withdraw and bonus details', () => {
  const limits = {
    minAmount: '50.00',
    maxAmount: '5000.00',
    available: '1000.00',
    hasBankAccount: true,
    hasPaymentPassword: true,
  };
  const account = {
    id: 7,
    bankName: 'ACB',
    accountNumberMasked: '****3333',
    holderName: 'Nguyen Van An',
    createdAt: '2026-03-01T00:00:00.000Z',
  };

  it('shows the locked and withdrawable amounts and the TURNOVER_NOT_MET refusal on the amount', async () => {
    const message =
      'Part of your balance is a bonus still locked by its turnover: you can withdraw at most 700.00';
    const { user, api } = renderSection('withdraw', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/promotions/turnover': turnover,
      'GET /api/payments/withdrawal-limits': limits,
      'GET /api/payments/bank-accounts': [account],
      'GET /api/payments/withdrawals': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
      'POST /api/payments/withdrawals': () => refusal(409, 'TURNOVER_NOT_MET', message, { amount: message }),
    });
    expect(await screen.findByTestId('turnover-locked')).toHaveTextContent('$300.00');
    expect(screen.getByTestId('turnover-withdrawable')).toHaveTextContent('$700.00');
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '800');
    await user.type(screen.getByLabelText(/Payment password/), '123456');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST /api/payments/withdrawals')).toHaveLength(1);
  });

  it('shows nothing about turnover when nothing is locked', async () => {
    renderSection('withdraw', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/promotions/turnover': {
        balance: '1000.00',
        locked: '0.00',
        withdrawable: '1000.00',
        locks: [],
      },
      'GET /api/payments/withdrawal-limits': limits,
      'GET /api/payments/bank-accounts': [account],
    });
    expect(await screen.findByTestId('withdraw-available')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(screen.queryByTestId('turnover-summary')).not.toBeInTheDocument();
  });

  it('lists the turnover locks in the bonus details', async () => {
    renderSection('bonus', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/promotions/turnover': turnover,
    });
    const locks = within(await screen.findByTestId('turnover-locks'));
    const active = within(locks.getByText('Daily deposit bonus').closest('li')!);
    expect(active.getByText('Locked')).toBeInTheDocument();
    expect(active.getByText('$300.00')).toBeInTheDocument();
    expect(active.getByRole('progressbar', { name: 'Turnover of Daily deposit bonus' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(active.getByText('$120.00 / $300.00')).toBeInTheDocument();
    const cancelled = within(locks.getByText('Welcome bonus').closest('li')!);
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('Reason: Duplicate account')).toBeInTheDocument();
    expect(cancelled.getByText(/Cancelled 2\/2\/26/)).toBeInTheDocument();
  });
});

describe('MemberCentrePage manual rebate', () => {
  it('links the section and shows the manual rebate over the history', async () => {
    renderSection('rebate', {
      'GET /api/promotions': { list: [], availablePromoCount: 0 },
      'GET /api/rebate/manual': {
        vipLevel: 0,
        categories: [{ category: 'FISH', rate: '0.5', validBet: '400.00', amount: '2.00' }],
        total: '2.00',
        minClaim: '1.00',
        nextClaimAt: null,
        lastClaimAt: null,
      },
      'GET /api/rebate/history': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
    });
    expect(screen.getByRole('link', { name: 'Manual rebate' })).toHaveAttribute('aria-current', 'page');
    const table = within(await screen.findByTestId('manual-rebate'));
    expect(table.getByRole('row', { name: /Fishing/ })).toHaveTextContent('$2.00');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(await screen.findByText('No rebates yet.')).toBeInTheDocument();
  });
});
