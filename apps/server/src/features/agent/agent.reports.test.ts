// Proves the agent centre's reports against hand-computed figures (issue 13 §2, §5, §6, §10): the team
// overview and its days (a round at 23:30 and one at 00:30 site time fall on two days), user profit and
// loss by branch with drill-down, team betting with its filters and totals, and the team boundary:
// visitors 401, non-agents 403, and any account outside the caller's team (a foreign id, a sibling's
// team, the caller's parent) 404 as if it did not exist.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentOverview, AgentProfitLoss, TeamBets, TeamFigures } from '@playdeck/contract/agent';
import { agentPaths } from '@playdeck/contract/agent';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { operatorHeaders } from '../../test-support/payments';
import {
  buildTeam,
  deposit,
  HOUSE_SECRET,
  playRound,
  promotion,
  signIn,
  walletSum,
  type Team,
} from '../../test-support/agent-team';
import { createAgentRepository, type ReportRange } from './agent.repository';

let testApp: TestApp;
let team: Team;
let headersOf: Record<'a' | 'b' | 's' | 'm1', { authorization: string }>;
const en = { 'accept-language': 'en' };
const PERIOD = 'from=2026-03-10&to=2026-03-11';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  team = await buildTeam(testApp);
  headersOf = {
    a: await signIn(testApp.app, team.a, 'agent'),
    b: await signIn(testApp.app, team.b, 'agent'),
    s: await signIn(testApp.app, team.s, 'agent'),
    m1: await signIn(testApp.app, team.m1),
  };
}, 120_000);
afterAll(() => testApp.close());

function get(who: keyof typeof headersOf | null, url: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { ...(who ? headersOf[who] : {}), ...en },
  });
}

async function value<T>(who: keyof typeof headersOf, url: string): Promise<T> {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

const figures = (overrides: Partial<TeamFigures>): TeamFigures => ({
  newRegistrations: 0,
  firstDepositors: 0,
  activeMembers: 0,
  depositAmount: '0.00',
  depositCount: 0,
  withdrawalAmount: '0.00',
  withdrawalCount: 0,
  validBet: '0.00',
  payout: '0.00',
  rebates: '0.00',
  bonuses: '0.00',
  profitLoss: '0.00',
  ...overrides,
});

const ZERO_PROFIT_LOSS = {
  deposit: '0.00',
  withdraw: '0.00',
  bet: '0.00',
  validBet: '0.00',
  payout: '0.00',
  rebate: '0.00',
  bonus: '0.00',
  fee: '0.00',
  profitLoss: '0.00',
};

describe('team overview', () => {
  it("sums agent A's whole team by site day, every figure as worked by hand", async () => {
    const overview = await value<AgentOverview>('a', `${agentPaths.overview}?${PERIOD}`);
    expect(overview.period).toEqual({ from: '2026-03-10', to: '2026-03-11', timeZoneOffsetMinutes: 480 });
    // A, B, M1, M2, M3 and the trial; A's direct children: B, M3 and the trial.
    expect(overview).toMatchObject({ teamSize: 6, directChildren: 3, activeMinValidBet: '100.00' });
    // Signed in: A and B (here), M1, M2 and M3 (their payments); the trial never signed in.
    expect(overview.onlineNow).toBe(5);
    // 1000 + 480 (B) + 1545 (M1) + 680 (M2) + 1105 (M3); the trial's play money is not the team's.
    expect(overview.teamBalance).toBe('4810.00');
    const ids = [team.a, team.b, team.m1, team.m2, team.m3].map((account) => account.id);
    expect(BigInt(overview.teamBalance.replace('.', ''))).toBe(await walletSum(testApp, ids));

    // 10 March: M1 and the trial registered; M1's first deposit (500); M1 70/50 at 23:30 and M3
    // 200/150; M2's bonus 20. Active: M3 only (M1's 70 is under 100 that day).
    const tenth = figures({
      newRegistrations: 2,
      firstDepositors: 1,
      activeMembers: 1,
      depositAmount: '500.00',
      depositCount: 1,
      validBet: '270.00',
      payout: '200.00',
      bonuses: '20.00',
      profitLoss: '50.00',
    });
    // 11 March: M2 registered and first deposited (100), M1 deposited again (200); M3's withdrawal
    // (120); M1 80/0 at 00:30, M2 30/90, B 120/100; M1's rebate 5. Active: B only.
    const eleventh = figures({
      newRegistrations: 1,
      firstDepositors: 1,
      activeMembers: 1,
      depositAmount: '300.00',
      depositCount: 2,
      withdrawalAmount: '120.00',
      withdrawalCount: 1,
      validBet: '230.00',
      payout: '190.00',
      rebates: '5.00',
      profitLoss: '35.00',
    });
    expect(overview.days).toEqual([
      { day: '2026-03-10', ...tenth },
      { day: '2026-03-11', ...eleventh },
    ]);
    // Over the period M1 reaches 150: three active members (M1, M3, B), not the days' sum of two.
    expect(overview.totals).toEqual(
      figures({
        newRegistrations: 3,
        firstDepositors: 2,
        activeMembers: 3,
        depositAmount: '800.00',
        depositCount: 3,
        withdrawalAmount: '120.00',
        withdrawalCount: 1,
        validBet: '500.00',
        payout: '390.00',
        rebates: '5.00',
        bonuses: '20.00',
        profitLoss: '85.00',
      }),
    );
  });

  it('puts the round of 23:30 and the one of 00:30 on their own site days', async () => {
    const tenth = await value<AgentOverview>('b', `${agentPaths.overview}?from=2026-03-10&to=2026-03-10`);
    expect(tenth.totals).toMatchObject({ validBet: '70.00', payout: '50.00', bonuses: '20.00' });
    const eleventh = await value<AgentOverview>('b', `${agentPaths.overview}?from=2026-03-11&to=2026-03-11`);
    expect(eleventh.totals).toMatchObject({ validBet: '230.00', payout: '190.00', rebates: '5.00' });
    // The day before holds M1's round of 23:30 on the 9th and M3's first deposit.
    const ninth = await value<AgentOverview>('a', `${agentPaths.overview}?from=2026-03-09&to=2026-03-09`);
    expect(ninth.totals).toEqual(
      figures({
        firstDepositors: 1,
        depositAmount: '300.00',
        depositCount: 1,
        validBet: '60.00',
        profitLoss: '60.00',
      }),
    );
  });

  it("shows a sub-agent its own team only, and the sibling agent nothing of A's", async () => {
    const sub = await value<AgentOverview>('b', `${agentPaths.overview}?${PERIOD}`);
    expect(sub).toMatchObject({ teamSize: 3, directChildren: 2 });
    expect(sub.totals).toEqual(
      figures({
        newRegistrations: 2,
        firstDepositors: 2,
        activeMembers: 2,
        depositAmount: '800.00',
        depositCount: 3,
        validBet: '300.00',
        payout: '240.00',
        rebates: '5.00',
        bonuses: '20.00',
        profitLoss: '35.00',
      }),
    );
    const sibling = await value<AgentOverview>('s', `${agentPaths.overview}?${PERIOD}`);
    expect(sibling).toMatchObject({ teamSize: 2, directChildren: 1 });
    expect(sibling.totals).toEqual(
      figures({
        newRegistrations: 1,
        firstDepositors: 1,
        activeMembers: 1,
        depositAmount: '900.00',
        depositCount: 1,
        validBet: '1000.00',
        payout: '0.00',
        bonuses: '7.00',
        profitLoss: '993.00',
      }),
    );
  });

  it("counts active members by the operator's threshold", async () => {
    const operator = await operatorHeaders(testApp.app);
    const patch = (agentActiveMinValidBet: string) =>
      testApp.app.inject({
        method: 'PATCH',
        url: '/api/operator/site-settings',
        headers: operator,
        payload: { agentActiveMinValidBet },
      });
    expect((await patch('150.00')).statusCode).toBe(200);
    const overview = await value<AgentOverview>('a', `${agentPaths.overview}?${PERIOD}`);
    expect(overview.activeMinValidBet).toBe('150.00');
    // M1 (150) and M3 (200) reach it over the period; per day only M3 on the 10th.
    expect(overview.totals.activeMembers).toBe(2);
    expect(overview.days.map((day) => day.activeMembers)).toEqual([1, 0]);
    expect((await patch('1.234')).statusCode).toBe(400);
    expect((await patch('100.00')).statusCode).toBe(200);
  });

  it('reads today in the site time zone when no period is given, every day present', async () => {
    const overview = await value<AgentOverview>('a', agentPaths.overview);
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    expect(overview.period).toMatchObject({ from: today, to: today });
    expect(overview.days).toHaveLength(1);
    const month = await value<AgentOverview>('a', `${agentPaths.overview}?from=2026-02-01&to=2026-03-31`);
    expect(month.days).toHaveLength(59);
    expect(month.days[0]!.day).toBe('2026-02-01');
    expect(month.totals.validBet).toBe('560.00');
  });
});

describe('closed days and the day still open', () => {
  const march = {
    from: new Date('2026-02-28T16:00:00Z'),
    to: new Date('2026-03-31T16:00:00Z'),
    fromDay: '2026-03-01',
    toDay: '2026-03-31',
    offsetMinutes: 480,
  };
  const kept: ReportRange = { ...march, closedToDay: '2026-03-31', openFrom: march.to };
  const raw: ReportRange = { ...march, closedToDay: null, openFrom: march.from };

  it('answers the same figures from the kept day sums as from the rows themselves', async () => {
    const repository = createAgentRepository(testApp.database.db);
    await value('a', `${agentPaths.overview}?from=2026-03-01&to=2026-03-31`);
    expect(await repository.overviewDays(team.a.id, kept, 100_00n)).toEqual(
      await repository.overviewDays(team.a.id, raw, 100_00n),
    );
    const depth = (await repository.findInTeam(team.a.id, team.a.id))!.ancestorPath.length;
    const keptRows = await repository.profitLossBranches(team.a.id, team.a.id, depth, kept, 100_00n);
    expect(keptRows).toEqual(await repository.profitLossBranches(team.a.id, team.a.id, depth, raw, 100_00n));
    expect(keptRows.find((row) => Number(row.id) === team.b.id)).toMatchObject({
      bet: '36000',
      deposit: '80000',
    });
    const bDepth = depth + 1;
    expect(await repository.profitLossBranches(team.a.id, team.b.id, bDepth, kept, 100_00n)).toEqual(
      await repository.profitLossBranches(team.a.id, team.b.id, bDepth, raw, 100_00n),
    );
    expect(await repository.overviewDays(team.b.id, kept, 100_00n)).toEqual(
      await repository.overviewDays(team.b.id, raw, 100_00n),
    );
    for (const agentId of [team.a.id, team.b.id]) {
      const active = await repository.periodActiveMembers(agentId, kept, 100_00n);
      expect(active).toBe(await repository.periodActiveMembers(agentId, raw, 100_00n));
    }
    // M1 (210 with the 9th), M3 and B; B's team: M1 and B.
    expect(await repository.periodActiveMembers(team.a.id, kept, 100_00n)).toBe(3);
  });

  it("reads today's rounds, deposits, bonuses and rebates from the rows, beside yesterday's kept sums", async () => {
    await playRound(testApp, team.m3, { stake: '10.00', payout: '4.00', placedAt: 'now' });
    await deposit(testApp, team.m2, '100.00', 'now');
    await promotion(testApp, team.m1, 'bonus_today', 3_00n, 'now');
    await promotion(testApp, team.m3, 'rebate_today', 1_00n, 'now');
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() + 480 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    for (const query of ['', `?from=${yesterday}&to=${today}`]) {
      const overview = await value<AgentOverview>('a', `${agentPaths.overview}${query}`);
      expect(overview.totals).toMatchObject({
        validBet: '10.00',
        payout: '4.00',
        depositAmount: '100.00',
        depositCount: 1,
        firstDepositors: 0,
        bonuses: '3.00',
        rebates: '1.00',
        profitLoss: '2.00',
      });
      expect(overview.days.at(-1)).toMatchObject({ day: today, validBet: '10.00' });
      const report = await value<AgentProfitLoss>('a', `${agentPaths.profitLoss}${query}`);
      expect(report.rows.find((row) => row.accountId === team.m3.id)).toMatchObject({
        bet: '10.00',
        rebate: '1.00',
        profitLoss: '5.00',
      });
      expect(report.rows.find((row) => row.accountId === team.b.id)).toMatchObject({
        deposit: '100.00',
        bonus: '3.00',
        profitLoss: '-3.00',
      });
      expect(report.total).toMatchObject({ profitLoss: '2.00' });
    }
  });
  it('keeps the closed days of the last 93 by the scheduled job, before any report asks, once', async () => {
    const closedDays = async () =>
      (
        (await testApp.database.db.execute(
          sql`select to_char(day, 'YYYY-MM-DD') as day from agent_closed_days
              where offset_minutes = 480 and day > '2026-04-01' order by day`,
        )) as unknown as { rows: { day: string }[] }
      ).rows.map((row) => row.day);
    const job = testApp.app.jobs.agentDayClose!;
    expect(await testApp.app.scheduler.runOnce(job)).toBe(true);
    const today = new Date(Date.now() + 480 * 60_000).toISOString().slice(0, 10);
    const days = await closedDays();
    // Every day of the last 93 up to yesterday (91 in the first minutes after the site's midnight,
    // when yesterday is not closed yet), never today.
    expect(days.length).toBeGreaterThanOrEqual(91);
    expect(days.length).toBeLessThanOrEqual(92);
    expect(days).not.toContain(today);
    expect(days.at(-1)! < today).toBe(true);
    expect(await testApp.app.scheduler.runOnce(job)).toBe(true);
    expect(await closedDays()).toEqual(days);
  });
});

describe('user profit and loss', () => {
  it('gives A a row for itself, one per direct child’s whole team, and the total', async () => {
    const report = await value<AgentProfitLoss>('a', `${agentPaths.profitLoss}?${PERIOD}`);
    expect(report.trail).toEqual([{ id: team.a.id, username: 'fxalpha' }]);
    expect(report.rows).toEqual([
      {
        ...ZERO_PROFIT_LOSS,
        accountId: team.a.id,
        username: 'fxalpha',
        scope: 'self',
        isAgent: true,
        teamSize: 1,
      },
      {
        accountId: team.b.id,
        username: 'fxbravo',
        scope: 'team',
        isAgent: true,
        teamSize: 3,
        deposit: '800.00',
        withdraw: '0.00',
        bet: '300.00',
        validBet: '300.00',
        payout: '240.00',
        rebate: '5.00',
        bonus: '20.00',
        fee: '0.00',
        profitLoss: '35.00',
      },
      {
        accountId: team.m3.id,
        username: 'fxmike3',
        scope: 'team',
        isAgent: false,
        teamSize: 1,
        deposit: '0.00',
        withdraw: '120.00',
        bet: '200.00',
        validBet: '200.00',
        payout: '150.00',
        rebate: '0.00',
        bonus: '0.00',
        fee: '0.00',
        profitLoss: '50.00',
      },
      {
        ...ZERO_PROFIT_LOSS,
        accountId: team.trial.id,
        username: 'fxtrial',
        scope: 'team',
        isAgent: false,
        teamSize: 1,
      },
    ]);
    expect(report.total).toEqual({
      deposit: '800.00',
      withdraw: '120.00',
      bet: '500.00',
      validBet: '500.00',
      payout: '390.00',
      rebate: '5.00',
      bonus: '20.00',
      fee: '0.00',
      profitLoss: '85.00',
    });
  });

  it("drills into B's team with the trail, and B sees the same rows", async () => {
    const url = `${agentPaths.profitLoss}?${PERIOD}&accountId=${team.b.id}`;
    const drilled = await value<AgentProfitLoss>('a', url);
    expect(drilled.trail).toEqual([
      { id: team.a.id, username: 'fxalpha' },
      { id: team.b.id, username: 'fxbravo' },
    ]);
    expect(drilled.rows.map((row) => [row.username, row.scope, row.bet, row.payout, row.profitLoss])).toEqual(
      [
        ['fxbravo', 'self', '120.00', '100.00', '20.00'],
        ['fxmike1', 'team', '150.00', '50.00', '95.00'],
        ['fxmike2', 'team', '30.00', '90.00', '-80.00'],
      ],
    );
    expect(drilled.rows[1]).toMatchObject({ deposit: '700.00', rebate: '5.00', bonus: '0.00' });
    expect(drilled.rows[2]).toMatchObject({ deposit: '100.00', rebate: '0.00', bonus: '20.00' });
    expect(drilled.total).toMatchObject({ deposit: '800.00', bet: '300.00', profitLoss: '35.00' });
    const own = await value<AgentProfitLoss>('b', `${agentPaths.profitLoss}?${PERIOD}`);
    expect(own.rows).toEqual(drilled.rows);
    expect(own.trail).toEqual([{ id: team.b.id, username: 'fxbravo' }]);
  });
});

describe('team betting', () => {
  it("lists every round of A's team placed in the period, newest first, with totals over all of them", async () => {
    const bets = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&pageSize=3&pageNo=3`);
    // Eight rounds: M1 ×2, M2 (and its cancelled one), M3 (and its open one), B, the trial.
    expect(bets).toMatchObject({ total: 8, totalPages: 3, pageNo: 3, pageSize: 3 });
    expect(bets.totals).toEqual({
      count: 8,
      stake: '1025.00',
      validBet: '1025.00',
      payout: '390.00',
      winLoss: '-610.00',
    });
    // The last page: the trial's round of 12:59 and M3's of 11:59 on the 10th.
    expect(bets.list.map((bet) => [bet.username, bet.stake, bet.winLoss, bet.status])).toEqual([
      ['fxtrial', '500.00', '-500.00', 'settled'],
      ['fxmike3', '200.00', '-50.00', 'settled'],
    ]);
    expect(bets.list[1]).toMatchObject({
      gameType: 'LIVE',
      vendorName: 'Playdeck Live',
      gameName: 'fixture-game',
    });
    expect(bets.list[1]!.placedAt).toBe('2026-03-10T03:59:00.000Z');
  });

  it('sorts the whole filtered set by stake or win/loss, either way, before it pages', async () => {
    const biggest = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&sort=stake&pageSize=2`);
    expect(biggest.list.map((bet) => bet.stake)).toEqual(['500.00', '200.00']);
    const smallestLoss = await value<TeamBets>(
      'a',
      `${agentPaths.teamBets}?${PERIOD}&sort=winLoss&order=asc&pageSize=1`,
    );
    expect(smallestLoss.list.map((bet) => [bet.username, bet.winLoss])).toEqual([['fxtrial', '-500.00']]);
    expect(smallestLoss.totals).toEqual(biggest.totals);
  });

  it('filters by member (any case), game category, status and site day', async () => {
    const byMember = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&username=FXMIKE1`);
    expect(byMember.list.map((bet) => bet.stake)).toEqual(['80.00', '70.00']);
    expect(byMember.totals).toMatchObject({ count: 2, winLoss: '-100.00' });
    const live = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&gameType=LIVE`);
    expect(live.totals.count).toBe(1);
    const open = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&status=open`);
    expect(open.list).toEqual([
      expect.objectContaining({ username: 'fxmike3', stake: '25.00', winLoss: '0.00' }),
    ]);
    const cancelled = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&status=cancelled`);
    expect(cancelled.list).toEqual([expect.objectContaining({ username: 'fxmike2', stake: '0.00' })]);
    // Placed at 23:29 on the 10th: in that day; the one of 00:29 is the 11th's.
    const tenth = await value<TeamBets>(
      'a',
      `${agentPaths.teamBets}?from=2026-03-10&to=2026-03-10&username=fxmike1`,
    );
    expect(tenth.list.map((bet) => bet.stake)).toEqual(['70.00']);
    const sub = await value<TeamBets>('b', `${agentPaths.teamBets}?${PERIOD}`);
    expect(sub.totals.count).toBe(5);
  });

  it('answers nothing for a member outside the team, whatever its name', async () => {
    const foreign = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&username=fxsierram`);
    expect(foreign.total).toBe(0);
    expect(foreign.totals).toMatchObject({ count: 0, stake: '0.00' });
    const parent = await value<TeamBets>('b', `${agentPaths.teamBets}?${PERIOD}&username=fxmike3`);
    expect(parent.total).toBe(0);
  });
});

describe('the team boundary', () => {
  const everyCall = [
    ['GET', agentPaths.overview],
    ['GET', agentPaths.inviteLinks],
    ['POST', agentPaths.inviteLinks],
    ['PATCH', agentPaths.inviteLink.replace(':code', 'ANYCODE')],
    ['POST', agentPaths.accounts],
    ['GET', agentPaths.downlines],
    ['POST', agentPaths.downlineTransfer.replace(':accountId', '1')],
    ['GET', agentPaths.teamBets],
    ['GET', agentPaths.profitLoss],
    ['GET', agentPaths.transactions],
  ] as const;

  it('refuses visitors with 401 and signed-in non-agents with 403 on every call, bad input or not', async () => {
    const nonAgents = [
      headersOf.m1,
      await signIn(testApp.app, team.trial),
      await operatorHeaders(testApp.app),
    ];
    for (const [method, url] of everyCall) {
      const visitor = await testApp.app.inject({ method, url: `${url}?pageSize=5000`, headers: en });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toMatchObject({
        code: 'NOT_LOGGED_IN',
        message: 'You are not logged in, please login',
      });
      for (const headers of nonAgents) {
        const member = await testApp.app.inject({
          method,
          url: `${url}?pageSize=5000`,
          headers: { ...headers, ...en },
        });
        expect(member.statusCode, `${method} ${url}`).toBe(403);
        expect(member.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('answers 404 for a foreign id, a sibling’s team and the parent, as for an id that does not exist', async () => {
    const notFound = async (who: 'a' | 'b' | 's', url: string, field: string) => {
      const response = await get(who, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'ACCOUNT_NOT_FOUND',
        fields: { [field]: 'No such account in your team' },
      });
    };
    for (const id of [team.s.id, team.sm.id, 987_654_321, Number.MAX_SAFE_INTEGER]) {
      await notFound('a', `${agentPaths.profitLoss}?accountId=${id}`, 'accountId');
      await notFound('a', `${agentPaths.downlines}?parentId=${id}`, 'parentId');
    }
    // The sibling cannot see into A's team; B cannot see its parent, nor A's other branch.
    await notFound('s', `${agentPaths.profitLoss}?accountId=${team.b.id}`, 'accountId');
    await notFound('s', `${agentPaths.downlines}?parentId=${team.a.id}`, 'parentId');
    await notFound('b', `${agentPaths.profitLoss}?accountId=${team.a.id}`, 'accountId');
    await notFound('b', `${agentPaths.downlines}?parentId=${team.m3.id}`, 'parentId');
    const root = (await get('a', `${agentPaths.downlines}`)).json().value.trail[0].id;
    expect(root).toBe(team.a.id);
  });

  it('refuses reversed periods, periods over the maximum, bad dates and page sizes over the cap', async () => {
    const cases: [string, Record<string, string>][] = [
      [
        `${agentPaths.overview}?from=2026-03-11&to=2026-03-10`,
        { to: 'The end date must not be before the start date' },
      ],
      [
        `${agentPaths.overview}?from=2026-01-01&to=2026-04-30`,
        { from: 'Please choose a period of at most 93 days' },
      ],
      [
        `${agentPaths.profitLoss}?from=2026-03-11&to=2026-03-10`,
        { to: 'The end date must not be before the start date' },
      ],
      [`${agentPaths.teamBets}?from=2026-02-30`, { from: 'Please enter a date as yyyy-MM-dd' }],
      [`${agentPaths.teamBets}?pageSize=101`, { pageSize: 'The value must be at most 100' }],
      [`${agentPaths.downlines}?pageSize=500`, { pageSize: 'The value must be at most 100' }],
      [`${agentPaths.downlines}?sort=password`, { sort: 'Please choose one of the offered options' }],
      [`${agentPaths.teamBets}?sort=username`, { sort: 'Please choose one of the offered options' }],
      [`${agentPaths.transactions}?order=up`, { order: 'Please choose one of the offered options' }],
      [
        `${agentPaths.transactions}?from=2026-03-11&to=2026-01-01`,
        { to: 'The end date must not be before the start date' },
      ],
      [`${agentPaths.profitLoss}?accountId=abc`, { accountId: 'Expected number' }],
      [
        `${agentPaths.profitLoss}?accountId=1e20`,
        { accountId: 'The value must be at most 9007199254740991' },
      ],
    ];
    for (const [url, fields] of cases) {
      const response = await get('a', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    // A page far past the end is empty, not an error.
    const far = await value<TeamBets>('a', `${agentPaths.teamBets}?${PERIOD}&pageNo=999999999999`);
    expect(far).toMatchObject({ list: [], total: 8 });
  });
});
