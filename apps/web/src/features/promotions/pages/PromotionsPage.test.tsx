// Proves the /promotions page: a visitor reads every promotion with a prompt to sign in instead of an
// action; a member sees each status with its own action (join, sign in today, apply, claim) or none,
// the conditions and rewards in words, the progress, and the details with the promotion's HTML.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MemberPromotion } from '@playdeck/contract/promotions';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { stubAgentApi } from '../../../test-support/test-fetch';
import { promotion } from '../test-data';
import { PromotionsPage } from './PromotionsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

function renderPage(list: MemberPromotion[], extra: Parameters<typeof stubAgentApi>[0] = {}) {
  const api = stubAgentApi({
    'GET /api/promotions': { list, availablePromoCount: 0 },
    'GET /api/promotions/rewards': { list: [], availablePromoCount: 0 },
    ...extra,
  });
  const guards: ActionGuards = {
    requireLogin: vi.fn(() => false),
    requireRealAccount: vi.fn(() => true),
    startFreePlay: vi.fn(async () => undefined),
  };
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <PromotionsPage />
    </ActionGuardsProvider>,
  );
  return { ...rendered, api, guards };
}

const card = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('li')!);

describe('PromotionsPage for a visitor', () => {
  it('lists the promotions read-only, with a prompt to sign in on the open ones', async () => {
    const { user, guards } = renderPage([
      promotion({ id: 1, title: 'Daily deposit bonus', status: 'join' }),
      promotion({ id: 2, title: 'Spring festival', status: 'coming', period: 'RANGE' }),
      promotion({ id: 3, title: 'Old promotion', status: 'close' }),
    ]);
    const open = await card('Daily deposit bonus');
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('Deposit at least $100.00 in the period')).toBeInTheDocument();
    expect(open.getByText('A bonus of $20.00')).toBeInTheDocument();
    expect((await card('Spring festival')).getByText('Coming soon')).toBeInTheDocument();
    expect((await card('Old promotion')).getByText('Closed')).toBeInTheDocument();
    for (const name of ['Join', 'Claim', 'Apply', 'Sign in today']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: 'Sign in to take part' })).toHaveLength(1);
    await user.click(open.getByRole('button', { name: 'Sign in to take part' }));
    expect(guards.requireLogin).toHaveBeenCalled();
  });

  it('shows the details with the promotion HTML', async () => {
    const { user } = renderPage([promotion({ turnoverMultiplier: 5 })]);
    await user.click((await card('Daily deposit bonus')).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily deposit bonus' });
    expect(within(dialog).getByTestId('promotion-content').innerHTML).toBe(
      '<p>Deposit <strong>every day</strong>.</p>',
    );
    expect(
      within(dialog).getByText('The bonus must be bet 5× (valid bet) before it can be withdrawn'),
    ).toBeInTheDocument();
  });
});

describe('PromotionsPage for a member', () => {
  const list = [
    promotion({ id: 1, title: 'Join me', status: 'join' }),
    promotion({
      id: 2,
      title: 'Sign-in week',
      status: 'process',
      trigger: 'SIGN_IN_DAYS',
      signInDays: 5,
      progress: '2',
      period: 'WEEKLY',
    }),
    promotion({ id: 3, title: 'Show your win', status: 'process', trigger: 'APPLICATION' }),
    promotion({
      id: 4,
      title: 'Bet and win',
      status: 'claim',
      trigger: 'VALID_BET',
      category: 'LIVE',
      minAmount: '500.00',
      progress: '500.00',
      award: '20.00',
    }),
    promotion({ id: 5, title: 'Waiting review', status: 'applying', trigger: 'APPLICATION' }),
    promotion({
      id: 6,
      title: 'Refused one',
      status: 'rejected',
      trigger: 'APPLICATION',
      reviewNote: 'The picture is unreadable',
    }),
    promotion({ id: 7, title: 'Paid one', status: 'issued', award: '20.00' }),
    promotion({
      id: 8,
      title: 'Points one',
      status: 'claimed',
      reward: 'POINTS',
      rewardUnits: 50,
      award: '50',
    }),
    promotion({ id: 9, title: 'Signed one', status: 'signed', trigger: 'SIGN_IN_DAYS', progress: '1' }),
    promotion({ id: 10, title: 'Later one', status: 'coming' }),
    promotion({ id: 11, title: 'Ended one', status: 'close' }),
    promotion({ id: 12, title: 'Deposit progress', status: 'process', progress: '40.00' }),
  ];
  const actions = (within: Awaited<ReturnType<typeof card>>) =>
    within
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name !== 'Details');

  it('shows each status with its action', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderPage(list);
    const expected: [string, string, string[]][] = [
      ['Join me', 'Open', ['Join']],
      ['Sign-in week', 'In progress', ['Sign in today']],
      ['Show your win', 'In progress', ['Apply']],
      ['Bet and win', 'Ready to claim', ['Claim']],
      ['Waiting review', 'Under review', []],
      ['Refused one', 'Rejected', ['Apply']],
      ['Paid one', 'Paid', []],
      ['Points one', 'Claimed', []],
      ['Signed one', 'Signed today', []],
      ['Later one', 'Coming soon', []],
      ['Ended one', 'Closed', []],
      ['Deposit progress', 'In progress', []],
    ];
    for (const [title, status, buttons] of expected) {
      const item = await card(title);
      expect(item.getByText(status)).toBeInTheDocument();
      expect(actions(item)).toEqual(buttons);
    }
    expect(screen.queryByRole('button', { name: 'Sign in to take part' })).not.toBeInTheDocument();
    const week = await card('Sign-in week');
    expect(week.getByText('Sign in on 5 days in the period')).toBeInTheDocument();
    expect(week.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(week.getByText('Days signed: 2 / 5')).toBeInTheDocument();
    const bet = await card('Bet and win');
    expect(bet.getByText('Reach a valid bet of $500.00 on Live casino in the period')).toBeInTheDocument();
    expect(bet.getByText('Award: $20.00')).toBeInTheDocument();
    expect((await card('Points one')).getByText('Award: 50 points')).toBeInTheDocument();
    expect(
      (await card('Refused one')).getByText("Reviewer's note: The picture is unreadable"),
    ).toBeInTheDocument();
    expect((await card('Deposit progress')).getByText('$40.00 / $100.00')).toBeInTheDocument();
  });

  it('joins a promotion and reloads the list', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderPage([promotion({ id: 1, title: 'Join me', status: 'join' })], {
      'POST /api/promotions/1/join': promotion({ id: 1, title: 'Join me', status: 'process' }),
    });
    await user.click((await card('Join me')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have joined Join me.')).toBeInTheDocument();
    expect(api.to('POST /api/promotions/1/join')).toHaveLength(1);
    await vi.waitFor(() => expect(api.to('GET /api/promotions')).toHaveLength(2));
  });

  it('shows a refusal and reloads the list when the promotion has closed', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderPage([promotion({ id: 1, title: 'Join me', status: 'join' })], {
      'POST /api/promotions/1/join': () => ({
        status: 409,
        body: { success: false, code: 'PROMOTION_CLOSED', message: 'This promotion is not open to you now' },
      }),
    });
    await user.click((await card('Join me')).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This promotion is not open to you now')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.to('GET /api/promotions')).toHaveLength(2));
  });
});
