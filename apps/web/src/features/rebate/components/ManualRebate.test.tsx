// Proves the member centre's rebate screens: the manual categories with their translated names,
// rates, valid bets and amounts, the total and the minimum; a claim sent with a fresh request id per
// press, showing what it paid and the new balance and refreshing the header's balance; both 409
// refusals shown in the server's words; Claim disabled with its reason below the minimum and during
// the cooldown (its end in site time); and the history of daily and claimed rebates, paged.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ManualRebate as ManualRebateValue, RebateClaim } from '@playdeck/contract/rebate';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { balanceQueryKey } from '../../../lib/balance-refresh';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { ManualRebate } from './ManualRebate';
import { RebateHistory } from './RebateHistory';

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};

const rebate: ManualRebateValue = {
  vipLevel: 2,
  categories: [
    { category: 'LIVE', rate: '0.8', validBet: '1500.00', amount: '12.00' },
    { category: 'RNG', rate: '1.125', validBet: '800.00', amount: '9.00' },
  ],
  total: '21.00',
  minClaim: '10.00',
  nextClaimAt: null,
  lastClaimAt: '2026-02-28T02:00:00.000Z',
};

const claim: RebateClaim = {
  id: 7,
  amount: '21.00',
  categories: [
    { category: 'LIVE', validBet: '1500.00', amount: '12.00' },
    { category: 'RNG', validBet: '800.00', amount: '9.00' },
  ],
  claimedAt: '2026-03-01T04:00:00.000Z',
  balance: '1021.00',
};

beforeEach(() => startSession('token-1', { account: 'player01', type: 0 }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  endSession();
});

function renderScreens(handlers: Record<string, Handler>) {
  const api = stubAgentApi({
    'GET /api/rebate/history': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
    ...handlers,
  });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <ManualRebate />
      <RebateHistory />
    </ActionGuardsProvider>,
  );
  return { ...rendered, api };
}

const claimButton = () => screen.getByRole('button', { name: 'Claim' });

describe('ManualRebate', () => {
  it('lists each manual category with its rate, valid bet and rebate, the total and the minimum', async () => {
    renderScreens({ 'GET /api/rebate/manual': rebate });
    const table = await screen.findByTestId('manual-rebate');
    const live = within(table).getByRole('row', { name: /Live casino/ });
    expect(live).toHaveTextContent('0.8%');
    expect(live).toHaveTextContent('$1,500.00');
    expect(live).toHaveTextContent('$12.00');
    expect(within(table).getByRole('row', { name: /Slots/ })).toHaveTextContent('1.125%');
    expect(screen.getByTestId('rebate-total')).toHaveTextContent('$21.00');
    expect(screen.getByTestId('rebate-minimum')).toHaveTextContent('$10.00');
    expect(screen.getByText(/Your VIP level: 2/)).toBeInTheDocument();
    expect(claimButton()).toBeEnabled();
  });

  it('claims with a fresh request id per press, shows the amount and new balance, and refreshes the balance', async () => {
    let claimed = false;
    const { user, api, queryClient } = renderScreens({
      'GET /api/rebate/manual': () => ({
        body: {
          success: true,
          value: claimed
            ? { ...rebate, categories: [], total: '0.00', lastClaimAt: claim.claimedAt }
            : rebate,
        },
      }),
      'POST /api/rebate/manual/claim': () => {
        claimed = true;
        return { body: { success: true, value: claim } };
      },
    });
    queryClient.setQueryData([...balanceQueryKey, 'token-1'], { balance: '1000.00' });
    await screen.findByTestId('manual-rebate');
    await user.click(claimButton());
    expect(await screen.findByTestId('rebate-claim-result')).toHaveTextContent(
      'You claimed $21.00. Your balance is now $1,021.00.',
    );
    const body = api.last('POST /api/rebate/manual/claim')!.body as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(queryClient.getQueryState([...balanceQueryKey, 'token-1'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.getByTestId('rebate-total')).toHaveTextContent('$0.00'));
    expect(screen.getByText('There is nothing to claim yet.')).toBeInTheDocument();
    expect(claimButton()).toBeDisabled();
    expect(api.to('GET /api/rebate/history').length).toBeGreaterThanOrEqual(2);
  });

  it('sends a new request id on each press', async () => {
    const { user, api } = renderScreens({
      'GET /api/rebate/manual': rebate,
      'POST /api/rebate/manual/claim': () => refusal(409, 'REBATE_COOLDOWN', 'You can claim again at 13:30'),
    });
    await screen.findByTestId('manual-rebate');
    await user.click(claimButton());
    await screen.findByRole('alert');
    await user.click(claimButton());
    await waitFor(() => expect(api.to('POST /api/rebate/manual/claim')).toHaveLength(2));
    const [first, second] = api.to('POST /api/rebate/manual/claim').map((request) => request.body);
    expect(first).not.toEqual(second);
  });

  it('shows the refusal below the minimum in the server words', async () => {
    const { user, api } = renderScreens({
      'GET /api/rebate/manual': rebate,
      'POST /api/rebate/manual/claim': () =>
        refusal(409, 'REBATE_BELOW_MINIMUM', 'There is $8.00 to claim; the least is $10.00'),
    });
    await screen.findByTestId('manual-rebate');
    await user.click(claimButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is $8.00 to claim; the least is $10.00',
    );
    expect(screen.getByTestId('rebate-claim-result')).toBeEmptyDOMElement();
    // The screen's amounts were out of date: they are asked for again.
    await waitFor(() => expect(api.to('GET /api/rebate/manual')).toHaveLength(2));
  });

  it('shows the cooldown refusal in the server words', async () => {
    const { user } = renderScreens({
      'GET /api/rebate/manual': rebate,
      'POST /api/rebate/manual/claim': () =>
        refusal(409, 'REBATE_COOLDOWN', 'You can claim again at 2026-03-01 13:30:00'),
    });
    await screen.findByTestId('manual-rebate');
    await user.click(claimButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can claim again at 2026-03-01 13:30:00');
  });

  it('disables Claim below the minimum, saying why', async () => {
    renderScreens({
      'GET /api/rebate/manual': { ...rebate, categories: [rebate.categories[0]!], total: '8.00' },
    });
    await screen.findByTestId('manual-rebate');
    expect(claimButton()).toBeDisabled();
    expect(claimButton()).toHaveAccessibleDescription('There is $8.00 so far; you can claim from $10.00.');
  });

  it('disables Claim during the cooldown, with its end in site time', async () => {
    const nextClaimAt = new Date(Date.now() + 90 * 60_000);
    nextClaimAt.setUTCSeconds(0, 0);
    renderScreens({ 'GET /api/rebate/manual': { ...rebate, nextClaimAt: nextClaimAt.toISOString() } });
    await screen.findByTestId('manual-rebate');
    expect(claimButton()).toBeDisabled();
    // The site is at GMT+8 (testPermission): its wall clock is UTC moved by 8 hours.
    const siteClock = new Date(nextClaimAt.getTime() + 8 * 3_600_000);
    const hours = siteClock.getUTCHours() % 12 || 12;
    const minutes = String(siteClock.getUTCMinutes()).padStart(2, '0');
    expect(claimButton()).toHaveAccessibleDescription(
      new RegExp(`^You can claim again at .*\\b${hours}:${minutes}:00.*\\(GMT\\+8\\)\\.$`),
    );
  });

  it('enables Claim when the cooldown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const nextClaimAt = new Date(Date.now() + 60_000).toISOString();
    renderScreens({ 'GET /api/rebate/manual': { ...rebate, nextClaimAt } });
    await screen.findByTestId('manual-rebate');
    expect(claimButton()).toBeDisabled();
    await vi.advanceTimersByTimeAsync(61_000);
    await waitFor(() => expect(claimButton()).toBeEnabled());
  });
});

describe('RebateHistory', () => {
  it('lists daily and claimed rebates and pages', async () => {
    const { user, api } = renderScreens({
      'GET /api/rebate/manual': rebate,
      'GET /api/rebate/history': (request) => ({
        body: {
          success: true,
          value: {
            list:
              request.query.get('pageNo') === '2'
                ? [
                    {
                      kind: 'AUTO',
                      label: '2026-02-20',
                      amount: '3.00',
                      createdAt: '2026-02-21T01:00:00.000Z',
                    },
                  ]
                : [
                    {
                      kind: 'MANUAL',
                      label: '2026-02-28T02:00:00.000Z',
                      amount: '15.50',
                      createdAt: '2026-02-28T02:00:00.000Z',
                    },
                    {
                      kind: 'AUTO',
                      label: '2026-02-27',
                      amount: '4.25',
                      createdAt: '2026-02-28T01:00:00.000Z',
                    },
                  ],
            pageNo: Number(request.query.get('pageNo')),
            pageSize: 10,
            total: 11,
            totalPages: 2,
          },
        },
      }),
    });
    const table = await screen.findByTestId('rebate-history');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Claimed');
    expect(rows[0]).toHaveTextContent('$15.50');
    expect(rows[1]).toHaveTextContent('Daily (automatic)');
    expect(rows[1]).toHaveTextContent('2026-02-27');
    expect(rows[1]).toHaveTextContent('$4.25');
    expect(api.last('GET /api/rebate/history')!.query.get('pageSize')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('rebate-history')).getByText('2026-02-20')).toBeInTheDocument(),
    );
    expect(api.last('GET /api/rebate/history')!.query.get('pageNo')).toBe('2');
  });
});
