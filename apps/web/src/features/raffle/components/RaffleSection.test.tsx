// Proves the raffle under the reward centre: the next draw with its time in site time, prizes,
// tickets and the seed's hash; the member's waiting tickets; a prize claimed (the balance refreshed,
// the claim shown, the list reloaded) and a refusal in the server's words; the past draw with its
// revealed seed, the masked winners and the algorithm to check it; and nothing asked for a trial
// member.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RAFFLE_ALGORITHM, type RaffleDraw, type RaffleOverview } from '@playdeck/contract/raffle';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { balanceQueryKey } from '../../../lib/balance-refresh';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { RaffleSection } from './RaffleSection';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};

const SEED_HASH = 'a3f1'.repeat(16);
const SEED = '9c2e'.repeat(16);

const draw = (overrides: Partial<RaffleDraw> = {}): RaffleDraw => ({
  id: 7,
  title: 'Friday draw',
  // 12:00 UTC is 20:00 at the site (GMT+8).
  drawsAt: '2026-03-06T12:00:00.000Z',
  status: 'OPEN',
  prizes: ['500.00', '100.00'],
  seedHash: SEED_HASH,
  seed: null,
  tickets: 42,
  winners: [],
  ...overrides,
});

const overview = (overrides: Partial<RaffleOverview> = {}): RaffleOverview => ({
  algorithm: RAFFLE_ALGORITHM,
  draws: [
    draw(),
    draw({
      id: 6,
      title: 'Last Friday draw',
      drawsAt: '2026-02-27T12:00:00.000Z',
      status: 'DRAWN',
      seed: SEED,
      tickets: 3,
      winners: [
        { rank: 1, ticketNo: 103, name: 'pl***1', amount: '500.00' },
        { rank: 2, ticketNo: 101, name: 'tu***2', amount: '100.00' },
      ],
    }),
  ],
  myTickets: [
    { ticketNo: 120, source: 'Weekend promotion', createdAt: '2026-03-01T16:30:00.000Z' },
    { ticketNo: 121, source: 'Weekend promotion', createdAt: '2026-03-01T16:30:00.000Z' },
  ],
  myWins: [
    {
      id: 31,
      drawId: 6,
      drawTitle: 'Last Friday draw',
      rank: 1,
      ticketNo: 103,
      amount: '500.00',
      status: 'UNCLAIMED',
      claimedAt: null,
    },
  ],
  ...overrides,
});

function renderSection(handlers: Record<string, Handler>) {
  const api = stubAgentApi(handlers);
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <RaffleSection />
    </ActionGuardsProvider>,
  );
  return { ...rendered, api };
}

const drawCard = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('li')!);

describe('RaffleSection', () => {
  it('shows the next draw, the waiting tickets, and the past draw with its seed, winners and algorithm', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderSection({ 'GET /api/raffle': overview() });
    const next = await drawCard('Friday draw');
    expect(next.getByText('Coming')).toBeInTheDocument();
    expect(next.getByText(/^Draws 3\/6\/26, 8:00:00.*PM \(GMT\+8\) · 42 tickets$/)).toBeInTheDocument();
    expect(next.getByRole('list', { name: 'Prizes' })).toHaveTextContent('1. $500.00');
    expect(next.getByRole('list', { name: 'Prizes' })).toHaveTextContent('2. $100.00');
    expect(next.getByTestId('raffle-seed-hash')).toHaveTextContent(SEED_HASH);
    expect(next.queryByTestId('raffle-seed')).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'My tickets for the next draw (2)' })).toBeInTheDocument();
    const tickets = within(screen.getByTestId('raffle-tickets')).getAllByRole('row').slice(1);
    expect(tickets[0]).toHaveTextContent('#120');
    expect(tickets[0]).toHaveTextContent('Weekend promotion');
    // 16:30 UTC on 1 March is 00:30 on 2 March at the site.
    expect(tickets[0]).toHaveTextContent(/3\/2\/26, 12:30:00/);

    const past = await drawCard('Last Friday draw');
    expect(past.getByText('Drawn')).toBeInTheDocument();
    expect(past.getByTestId('raffle-seed')).toHaveTextContent(SEED);
    const winners = within(past.getByRole('table', { name: 'Winners of Last Friday draw' }))
      .getAllByRole('row')
      .slice(1);
    expect(winners[0]).toHaveTextContent('1#103pl***1$500.00');
    expect(winners[1]).toHaveTextContent('2#101tu***2$100.00');
    expect(screen.getByTestId('raffle-algorithm')).toHaveTextContent(RAFFLE_ALGORITHM);
  });

  it('claims a prize, refreshes the balance and shows it claimed', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    let claimed = false;
    const claimedWin = {
      ...overview().myWins[0]!,
      status: 'CLAIMED' as const,
      claimedAt: '2026-03-02T02:00:00.000Z',
    };
    const { user, api, queryClient } = renderSection({
      'GET /api/raffle': () => ({
        body: { success: true, value: overview(claimed ? { myWins: [claimedWin] } : {}) },
      }),
      'POST /api/raffle/wins/31/claim': () => {
        claimed = true;
        return { body: { success: true, value: { win: claimedWin, balance: '1500.00' } } };
      },
    });
    queryClient.setQueryData([...balanceQueryKey, 'token-1'], { balance: '1000.00' });
    await user.click(
      await screen.findByRole('button', { name: 'Claim the prize of rank 1 in Last Friday draw' }),
    );
    expect(
      await screen.findByText('You claimed $500.00. Your balance is now $1,500.00.'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/raffle/wins/31/claim')).toHaveLength(1);
    expect(queryClient.getQueryState([...balanceQueryKey, 'token-1'])?.isInvalidated).toBe(true);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    // 02:00 UTC on 2 March is 10:00 at the site.
    expect(
      await within(screen.getByTestId('raffle-wins')).findByText(/^Claimed 3\/2\/26, 10:00:00/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim the prize/ })).not.toBeInTheDocument();
  });

  it('shows a refusal of the claim in the server words and reloads the prizes', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderSection({
      'GET /api/raffle': overview(),
      'POST /api/raffle/wins/31/claim': () =>
        refusal(404, 'RAFFLE_WIN_NOT_FOUND', 'No such prize of yours to claim'),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Claim the prize of rank 1 in Last Friday draw' }),
    );
    expect(await screen.findByText('No such prize of yours to claim')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/raffle')).toHaveLength(2));
  });

  it('says when there are no draws, tickets or prizes', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderSection({ 'GET /api/raffle': overview({ draws: [], myTickets: [], myWins: [] }) });
    expect(await screen.findByText('No draw is scheduled at the moment.')).toBeInTheDocument();
    expect(
      screen.getByText('You have no tickets waiting. Promotions with raffle tickets give them.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not won a prize yet.')).toBeInTheDocument();
    expect(screen.getByText('No draw has been held yet.')).toBeInTheDocument();
  });

  it('asks nothing for a trial member', async () => {
    startSession('trial-token', { account: 'trial01', type: 4 });
    const { api } = renderSection({ 'GET /api/raffle': overview() });
    expect(await screen.findByText('The lucky draw is for real accounts.')).toBeInTheDocument();
    expect(api.to('GET /api/raffle')).toHaveLength(0);
  });
});
