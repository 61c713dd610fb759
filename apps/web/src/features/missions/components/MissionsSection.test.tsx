// Proves the member centre's missions: daily and weekly missions with progress bars in counts and in
// money, the reward, the period's end in site time, and the action each status allows; a claim sent
// with a fresh request id that says what it paid, refreshes the balance and lowers the red count; a
// refusal in the server's words; the leaderboard's weeks with the member's own line marked; and the
// red count hook, 0 for trial members and visitors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MissionSummary } from '@playdeck/contract/missions';
import { ActionGuardsProvider, type ActionGuards } from '../../../lib/action-guards';
import { balanceQueryKey } from '../../../lib/balance-refresh';
import { endSession, startSession } from '../../../lib/session';
import { renderWithSite } from '../../../test-support/render-with-site';
import { refusal, stubAgentApi, type Handler } from '../../../test-support/test-fetch';
import { CountBadge } from '../../../ui/CountBadge';
import { useMissionClaimableCount } from '../api/mission-summary';
import { leaderboard, mission, summary } from '../test-data';
import { MissionsSection } from './MissionsSection';

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

const guards: ActionGuards = {
  requireLogin: () => true,
  requireRealAccount: () => true,
  startFreePlay: async () => undefined,
};

/** The member centre's badge, as MemberCentrePage draws it. */
function Badge() {
  const count = useMissionClaimableCount();
  return <CountBadge count={count} label={`missions to claim: ${count}`} />;
}

function renderSection(handlers: Record<string, Handler>) {
  const api = stubAgentApi({ 'GET /api/missions/leaderboard': leaderboard(), ...handlers });
  const rendered = renderWithSite(
    <ActionGuardsProvider guards={guards}>
      <Badge />
      <MissionsSection />
    </ActionGuardsProvider>,
  );
  return { ...rendered, api };
}

const card = async (title: string) =>
  within((await screen.findByRole('heading', { name: title })).closest('li')!);

const missions = [
  mission({ id: 1, title: 'Play 20 rounds', progress: '5' }),
  mission({
    id: 2,
    title: 'Bet on live casino',
    kind: 'VALID_BET',
    category: 'LIVE',
    target: '500.00',
    progress: '500.00',
    status: 'claim',
    rewardAmount: '8.00',
    rewardPoints: 50,
  }),
  mission({
    id: 3,
    title: 'Weekly deposit',
    period: 'WEEKLY',
    kind: 'DEPOSIT',
    category: 'ALL',
    target: '1000.00',
    progress: '250.00',
    rewardAmount: '0.00',
    rewardPoints: 200,
    missionPoints: 40,
    periodEndsAt: '2026-03-08T16:00:00.000Z',
  }),
  mission({
    id: 4,
    title: 'Sign in five days',
    period: 'WEEKLY',
    kind: 'SIGN_IN',
    target: '5',
    progress: '5',
    status: 'claimed',
  }),
];

describe('MissionsSection', () => {
  it('lists daily and weekly missions with their progress, reward, end and action', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    renderSection({ 'GET /api/missions': summary({ list: missions, claimable: 1 }) });
    expect(await screen.findByTestId('mission-week')).toHaveTextContent(
      'This week: 30 mission points · rank 4',
    );
    const daily = within(screen.getByRole('region', { name: 'Daily missions' }));
    const weekly = within(screen.getByRole('region', { name: 'Weekly missions' }));
    expect(daily.getAllByTestId('mission')).toHaveLength(2);
    expect(weekly.getAllByTestId('mission')).toHaveLength(2);

    const rounds = await card('Play 20 rounds');
    expect(rounds.getByText('Play 20 rounds of Slots')).toBeInTheDocument();
    expect(rounds.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(rounds.getByText('5 / 20')).toBeInTheDocument();
    expect(rounds.getByText('Reward: $5.00')).toBeInTheDocument();
    expect(rounds.getByText('+10 mission points')).toBeInTheDocument();
    // 16:00 UTC on 1 March is midnight on 2 March at the site (GMT+8).
    expect(rounds.getByText(/^Ends 3\/2\/26, 12:00:00.*\(GMT\+8\)$/)).toBeInTheDocument();
    expect(rounds.getByText('In progress')).toBeInTheDocument();
    expect(rounds.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

    const bet = await card('Bet on live casino');
    expect(bet.getByText('Reach a valid bet of $500.00 on Live casino')).toBeInTheDocument();
    expect(bet.getByText('$500.00 / $500.00')).toBeInTheDocument();
    expect(bet.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(bet.getByText('Reward: $8.00 + 50 points')).toBeInTheDocument();
    expect(bet.getByRole('button', { name: 'Claim' })).toBeEnabled();

    const deposit = await card('Weekly deposit');
    expect(deposit.getByText('Deposit $1,000.00 in all')).toBeInTheDocument();
    expect(deposit.getByText('$250.00 / $1,000.00')).toBeInTheDocument();
    expect(deposit.getByText('Reward: 200 points')).toBeInTheDocument();

    const signIn = await card('Sign in five days');
    expect(signIn.getByText('Sign in on 5 days')).toBeInTheDocument();
    expect(signIn.getByText('Claimed')).toBeInTheDocument();
    expect(signIn.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'missions to claim: 1' })).toHaveTextContent('1');
  });

  it('claims with a fresh request id, says what it paid, refreshes the balance and lowers the count', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    let claimed = false;
    const claimable = missions[1]!;
    const current = (): MissionSummary =>
      summary({
        list: [claimed ? { ...claimable, status: 'claimed' } : claimable],
        claimable: claimed ? 0 : 1,
        weekMissionPoints: claimed ? 40 : 30,
      });
    const { user, api, queryClient } = renderSection({
      'GET /api/missions': () => ({ body: { success: true, value: current() } }),
      'POST /api/missions/2/claim': () => {
        claimed = true;
        return {
          body: { success: true, value: { mission: { ...claimable, status: 'claimed' }, balance: '108.00' } },
        };
      },
    });
    queryClient.setQueryData([...balanceQueryKey, 'token-1'], { balance: '100.00' });
    expect(await screen.findByRole('status', { name: 'missions to claim: 1' })).toBeInTheDocument();
    await user.click((await card('Bet on live casino')).getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('You received $8.00 + 50 points. Your balance is now $108.00.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const body = api.last('POST /api/missions/2/claim')!.body as { requestId: string };
    expect(body.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(queryClient.getQueryState([...balanceQueryKey, 'token-1'])?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /missions to claim/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('This week: 40 mission points · rank 4')).toBeInTheDocument();
    expect((await card('Bet on live casino')).getByText('Claimed')).toBeInTheDocument();
    expect(api.to('GET /api/missions/leaderboard').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a refusal in the server words and reloads the missions', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderSection({
      'GET /api/missions': summary({ list: [missions[1]!], claimable: 1 }),
      'POST /api/missions/2/claim': () =>
        refusal(409, 'MISSION_NOT_CLAIMABLE', 'This mission has nothing to claim yet'),
    });
    await user.click((await card('Bet on live casino')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This mission has nothing to claim yet')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET /api/missions').length).toBeGreaterThanOrEqual(2));
  });

  it('switches the leaderboard between the weeks and marks the member line', async () => {
    startSession('token-1', { account: 'player01', type: 0 });
    const { user, api } = renderSection({
      'GET /api/missions': summary(),
      'GET /api/missions/leaderboard': (request) => ({
        body: {
          success: true,
          value:
            request.query.get('week') === 'previous'
              ? leaderboard({
                  weekFrom: '2026-02-16',
                  weekTo: '2026-02-22',
                  list: [{ rank: 1, name: 'ng***a', missionPoints: 300, self: false }],
                  self: { rank: 25, missionPoints: 10 },
                })
              : leaderboard(),
        },
      }),
    });
    const board = await screen.findByTestId('leaderboard');
    const [first, mine] = within(board).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('tu***2');
    expect(first).toHaveTextContent('120');
    expect(first).not.toHaveAttribute('aria-current');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('pl***1(you)');
    expect(screen.getByTestId('leaderboard-week')).toHaveTextContent('2026-02-23 – 2026-03-01');
    expect(screen.queryByTestId('leaderboard-self')).not.toBeInTheDocument();
    expect(api.last('GET /api/missions/leaderboard')!.query.get('week')).toBe('current');

    await user.click(screen.getByRole('tab', { name: 'Last week' }));
    expect(await screen.findByText('2026-02-16 – 2026-02-22')).toBeInTheDocument();
    expect(api.last('GET /api/missions/leaderboard')!.query.get('week')).toBe('previous');
    expect(screen.getByTestId('leaderboard-self')).toHaveTextContent('Your rank: 25 with 10 mission points');
  });
});

describe('useMissionClaimableCount', () => {
  it('is 0 for a trial member, whose missions are not asked for', async () => {
    startSession('trial-token', { account: 'trial01', type: 4 });
    const { api } = renderSection({ 'GET /api/missions': summary({ claimable: 2 }) });
    expect(await screen.findByText('Missions are for real accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /missions to claim/ })).not.toBeInTheDocument();
    expect(api.to('GET /api/missions')).toHaveLength(0);
  });

  it('is 0 for a visitor', async () => {
    const { api } = renderSection({ 'GET /api/missions': summary({ claimable: 2 }) });
    await screen.findByTestId('leaderboard');
    expect(screen.queryByRole('status', { name: /missions to claim/ })).not.toBeInTheDocument();
    expect(api.to('GET /api/missions')).toHaveLength(0);
  });
});
