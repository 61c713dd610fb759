// Missions through the API on a real database (issue 15 item 7), with the app's clock fixed on
// Wednesday 2026-03-11 12:00 site time (GMT+8; the week runs Monday 03-09 to Sunday 03-15): each
// kind's progress from real rounds, deposits and sessions, hand-computed, and its status moving
// process → claim → claimed; a claim before the target refused with nothing moved; two claims paying
// once, in money and points; the category filter; a daily mission open again the next site day while
// a weekly one stays claimed; the week's leaderboard (order, ties, masking, the size limit, the
// previous week, visitors); the operator's missions and their bad inputs; the ledger balanced.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEADERBOARD_SIZE,
  maskName,
  missionsPaths,
  type Leaderboard,
  type MemberMission,
  type MissionInput,
  type MissionSummary,
  type OperatorMission,
} from '@playdeck/contract/missions';
import { deposit, HOUSE_SECRET, playRound, siteTime } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { fundedMember } from '../../test-support/factories';
import {
  balanceOf,
  ledgerBalanced,
  operatorHeaders,
  signedInMember,
  type SignedInMember,
} from '../../test-support/payments';
import { missionClaimsTable } from './missions.table';

const WEDNESDAY_NOON = siteTime('2026-03-11 12:00');
let clock = WEDNESDAY_NOON;
let testApp: TestApp;
let operator: Record<string, string>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET }, now: () => clock });
  operator = { ...(await operatorHeaders(testApp.app)), ...en };
  // The demo's missions would sit in every member's list; each test makes the missions it measures.
  await testApp.database.db.execute(sql`update missions set enabled = false`);
}, 120_000);
afterAll(() => testApp.close());

const base = (overrides: Partial<MissionInput>): MissionInput => ({
  title: { vi: 'Nhiệm vụ', en: 'Mission' },
  period: 'DAILY',
  kind: 'ROUNDS',
  targetCount: 3,
  rewardAmount: '5.00',
  ...overrides,
});

async function createMission(input: MissionInput): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: missionsPaths.operatorList,
    headers: operator,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.id as number;
}

const at = (template: string, id: number) => template.replace(':id', String(id));

async function summaryOf(member: SignedInMember): Promise<MissionSummary> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: missionsPaths.summary,
    headers: { ...member.headers, ...en },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as MissionSummary;
}

async function missionOf(member: SignedInMember, id: number): Promise<MemberMission> {
  return (await summaryOf(member)).list.find((row) => row.id === id)!;
}

const claim = (member: SignedInMember, id: number) =>
  testApp.app.inject({
    method: 'POST',
    url: at(missionsPaths.claim, id),
    headers: { ...member.headers, ...en },
  });

async function operatorMission(id: number): Promise<OperatorMission> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: missionsPaths.operatorList,
    headers: operator,
  });
  return (response.json().value.list as OperatorMission[]).find((row) => row.id === id)!;
}

async function pointsOf(accountId: number): Promise<number | null> {
  const result = (await testApp.database.db.execute(
    sql`select balance::int as balance from points_balances where account_id = ${accountId}`,
  )) as unknown as { rows: { balance: number }[] };
  return result.rows[0]?.balance ?? null;
}

async function claimRows(accountId: number) {
  const result = (await testApp.database.db.execute(
    sql`select mission_id::int as "missionId", period_key as "periodKey", week_start::text as "weekStart"
        from mission_claims where account_id = ${accountId} order by id`,
  )) as unknown as { rows: { missionId: number; periodKey: string; weekStart: string }[] };
  return result.rows;
}

/** A session of the member alive from `created` (site wall clock) to `expires`, revoked at `revoked`. */
async function session(member: { id: number }, created: string, expires: string, revoked?: string) {
  await testApp.database.db.execute(
    sql`insert into sessions (token_hash, account_id, site, ip, created_at, expires_at, revoked_at)
        values (${randomBytes(16).toString('hex')}, ${member.id}, 'member', '127.0.0.1',
                ${siteTime(created).toISOString()}::timestamptz, ${siteTime(expires).toISOString()}::timestamptz,
                ${revoked ? siteTime(revoked).toISOString() : null}::timestamptz)`,
  );
}

/** A round settled at the site wall clock `time`, its stake given back (the balance stays). */
const settledRound = (member: SignedInMember, time: string, stake: string, vendor = 'PDSLOT') =>
  playRound(testApp, member, { stake, payout: stake, vendor, placedAt: time, settledAt: time });

describe('the operator’s missions', () => {
  it('refuses impossible targets, a mission without a reward and unknown options, per field', async () => {
    const refused = async (input: unknown, field: string, method: 'POST' | 'PUT' = 'POST', id = 0) => {
      const response = await testApp.app.inject({
        method,
        url: method === 'POST' ? missionsPaths.operatorList : at(missionsPaths.operatorMission, id),
        headers: operator,
        payload: input as object,
      });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
      return response.json().fields[field] as string;
    };
    expect(await refused(base({ kind: 'SIGN_IN', targetCount: 2 }), 'targetCount')).toMatch(/1/);
    expect(await refused(base({ kind: 'SIGN_IN', period: 'WEEKLY', targetCount: 8 }), 'targetCount')).toMatch(
      /7/,
    );
    await refused(base({ kind: 'ROUNDS', targetCount: 0 }), 'targetCount');
    expect(await refused(base({ rewardAmount: '0.00', rewardPoints: 0 }), 'rewardAmount')).toBe(
      'A mission needs a money reward or points',
    );
    expect(await refused(base({ kind: 'VALID_BET', targetAmount: '0.00' }), 'targetAmount')).toBe(
      'The amount must be above zero',
    );
    await refused(base({ kind: 'DEPOSIT' }), 'targetAmount');
    await refused({ ...base({}), kind: 'JUMP' }, 'kind');
    await refused({ ...base({}), period: 'MONTHLY' }, 'period');
    await refused({ ...base({}), category: 'CASINO' }, 'category');
    await refused(base({ title: { vi: '', en: 'Mission' } }), 'title.vi');
    await refused(base({ rewardAmount: '-1.00' }), 'rewardAmount');

    // What the kind does not measure is not kept: a deposit mission has no category nor count.
    const id = await createMission(
      base({ kind: 'DEPOSIT', category: 'LIVE', targetCount: 5, targetAmount: '100.00', rewardPoints: 7 }),
    );
    expect(await operatorMission(id)).toMatchObject({
      kind: 'DEPOSIT',
      category: 'ALL',
      targetCount: 0,
      targetAmount: '100.00',
      rewardAmount: '5.00',
      rewardPoints: 7,
      missionPoints: 10,
      enabled: true,
      claims: 0,
    });
    await refused(base({ kind: 'VALID_BET', targetAmount: '0.00' }), 'targetAmount', 'PUT', id);
    const replaced = await testApp.app.inject({
      method: 'PUT',
      url: at(missionsPaths.operatorMission, id),
      headers: operator,
      payload: base({ kind: 'DEPOSIT', targetAmount: '200.00', rewardAmount: '8.00', enabled: false }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await operatorMission(id)).toMatchObject({
      targetAmount: '200.00',
      rewardAmount: '8.00',
      enabled: false,
    });
    const missing = await testApp.app.inject({
      method: 'PUT',
      url: at(missionsPaths.operatorMission, 999_999),
      headers: operator,
      payload: base({}),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('MISSION_NOT_FOUND');
  });

  it('is the operator’s only: a visitor is 401, a member 403', async () => {
    const member = await signedInMember(testApp, 0n);
    expect((await testApp.app.inject({ method: 'GET', url: missionsPaths.operatorList })).statusCode).toBe(
      401,
    );
    const asMember = await testApp.app.inject({
      method: 'POST',
      url: missionsPaths.operatorList,
      headers: member.headers,
      payload: base({}),
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('a member’s missions', () => {
  it('is for members only: a visitor’s summary and claim are 401', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: missionsPaths.summary })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: at(missionsPaths.claim, 1) })).statusCode).toBe(
      401,
    );
  });

  it('ROUNDS counts the day’s settled rounds; a claim before the target moves nothing, two claims pay once', async () => {
    const id = await createMission(
      base({
        title: { vi: 'Chơi 3 ván', en: 'Play 3' },
        targetCount: 3,
        rewardPoints: 20,
        missionPoints: 10,
      }),
    );
    const member = await signedInMember(testApp, 100_00n);
    await settledRound(member, '2026-03-11 09:00', '10.00');
    await settledRound(member, '2026-03-11 09:05', '10.00');
    // Not counted: a round still open (its 10.00 stays staked), a cancelled one, one settled yesterday.
    await playRound(testApp, member, { stake: '10.00', placedAt: '2026-03-11 09:10' });
    await playRound(testApp, member, { stake: '10.00', cancel: true, placedAt: '2026-03-11 09:20' });
    await settledRound(member, '2026-03-10 23:59', '10.00');
    expect(await balanceOf(testApp.app, member)).toBe('90.00');

    expect(await missionOf(member, id)).toMatchObject({
      title: 'Play 3',
      period: 'DAILY',
      kind: 'ROUNDS',
      category: 'ALL',
      target: '3',
      progress: '2',
      status: 'process',
      rewardAmount: '5.00',
      rewardPoints: 20,
      missionPoints: 10,
      periodEndsAt: siteTime('2026-03-12 00:00').toISOString(),
    });
    const early = await claim(member, id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'MISSION_NOT_CLAIMABLE',
      message: 'This mission has nothing to claim yet',
    });
    expect(await balanceOf(testApp.app, member)).toBe('90.00');
    expect(await pointsOf(member.id)).toBeNull();
    expect(await claimRows(member.id)).toEqual([]);

    await settledRound(member, '2026-03-11 11:59', '10.00');
    const met = await summaryOf(member);
    expect(met.list.find((row) => row.id === id)).toMatchObject({ progress: '3', status: 'claim' });
    expect(met.claimable).toBe(1);

    const claims = await Promise.all([claim(member, id), claim(member, id)]);
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const paid = claims.find((response) => response.statusCode === 200)!.json().value;
    expect(paid).toMatchObject({ mission: { id, status: 'claimed', progress: '3' }, balance: '95.00' });
    expect((await claim(member, id)).json().code).toBe('MISSION_NOT_CLAIMABLE');
    expect(await balanceOf(testApp.app, member)).toBe('95.00');
    expect(await pointsOf(member.id)).toBe(20);
    expect(await claimRows(member.id)).toEqual([
      { missionId: id, periodKey: '2026-03-11', weekStart: '2026-03-09' },
    ]);
    expect(await summaryOf(member)).toMatchObject({ claimable: 0, weekMissionPoints: 10, weekRank: 1 });
    expect((await missionOf(member, id)).status).toBe('claimed');
    expect((await operatorMission(id)).claims).toBe(1);

    const posted = (await testApp.database.db.execute(
      sql`select kind, metadata->>'reference' as reference from ledger_transactions
          where idempotency_key like 'mission:%' and metadata->>'missionId' = ${String(id)}`,
    )) as unknown as { rows: { kind: string; reference: string }[] };
    expect(posted.rows).toEqual([{ kind: 'bonus_mission', reference: 'Play 3 2026-03-11' }]);
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('VALID_BET and ROUNDS count only their category’s rounds, a weekly one over Monday to Sunday', async () => {
    const weeklyLive = await createMission(
      base({
        period: 'WEEKLY',
        kind: 'VALID_BET',
        category: 'LIVE',
        targetAmount: '100.00',
        rewardAmount: '0.00',
        rewardPoints: 50,
        missionPoints: 15,
      }),
    );
    const dailyLiveRounds = await createMission(base({ kind: 'ROUNDS', category: 'LIVE', targetCount: 5 }));
    const dailyAllBet = await createMission(base({ kind: 'VALID_BET', targetAmount: '1000.00' }));
    const member = await signedInMember(testApp, 1_000_00n);
    await settledRound(member, '2026-03-09 10:00', '60.00', 'PDLIVE');
    await settledRound(member, '2026-03-11 10:00', '500.00', 'PDSLOT');
    // Sunday before: the previous week.
    await settledRound(member, '2026-03-08 23:59', '30.00', 'PDLIVE');

    let list = (await summaryOf(member)).list;
    expect(list.find((row) => row.id === weeklyLive)).toMatchObject({
      target: '100.00',
      progress: '60.00',
      status: 'process',
      periodEndsAt: siteTime('2026-03-16 00:00').toISOString(),
    });
    expect(list.find((row) => row.id === dailyLiveRounds)).toMatchObject({
      progress: '0',
      status: 'process',
    });
    expect(list.find((row) => row.id === dailyAllBet)).toMatchObject({
      progress: '500.00',
      status: 'process',
    });

    await settledRound(member, '2026-03-11 11:00', '40.00', 'PDLIVE');
    list = (await summaryOf(member)).list;
    expect(list.find((row) => row.id === weeklyLive)).toMatchObject({ progress: '100.00', status: 'claim' });
    expect(list.find((row) => row.id === dailyLiveRounds)).toMatchObject({
      progress: '1',
      status: 'process',
    });
    expect(list.find((row) => row.id === dailyAllBet)).toMatchObject({
      progress: '540.00',
      status: 'process',
    });

    const paid = await claim(member, weeklyLive);
    expect(paid.statusCode, paid.body).toBe(200);
    // Points only: the money balance is unchanged.
    expect(paid.json().value).toMatchObject({ mission: { status: 'claimed' }, balance: '1000.00' });
    expect(await pointsOf(member.id)).toBe(50);
    expect(await claimRows(member.id)).toEqual([
      { missionId: weeklyLive, periodKey: 'W:2026-03-09', weekStart: '2026-03-09' },
    ]);
    expect((await summaryOf(member)).weekMissionPoints).toBe(15);
  });

  it('DEPOSIT sums the day’s credited deposits only', async () => {
    const id = await createMission(base({ kind: 'DEPOSIT', targetAmount: '150.00', rewardAmount: '10.00' }));
    const member = await signedInMember(testApp, 0n);
    await deposit(testApp, member, '100.00', '2026-03-11 09:00');
    await deposit(testApp, member, '500.00', '2026-03-10 20:00');
    await deposit(testApp, member, '300.00', null);
    expect(await missionOf(member, id)).toMatchObject({
      target: '150.00',
      progress: '100.00',
      status: 'process',
    });
    expect((await claim(member, id)).statusCode).toBe(409);

    await deposit(testApp, member, '50.00', '2026-03-11 10:00');
    expect(await missionOf(member, id)).toMatchObject({ progress: '150.00', status: 'claim' });
    const paid = await claim(member, id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value.balance).toBe('660.00');
    expect(await balanceOf(testApp.app, member)).toBe('660.00');
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('SIGN_IN counts the days a session was alive, not those still to come', async () => {
    const weekly = await createMission(
      base({ period: 'WEEKLY', kind: 'SIGN_IN', targetCount: 3, rewardAmount: '0.00', rewardPoints: 30 }),
    );
    const daily = await createMission(
      base({ kind: 'SIGN_IN', targetCount: 1, rewardAmount: '0.00', rewardPoints: 5 }),
    );
    const member = await signedInMember(testApp, 0n);
    // Alive into Monday; revoked before the week began; Tuesday, revoked the same morning.
    await session(member, '2026-03-08 22:00', '2026-03-09 10:00');
    await session(member, '2026-03-02 09:00', '2026-03-20 00:00', '2026-03-08 23:00');
    await session(member, '2026-03-10 08:00', '2026-03-10 20:00', '2026-03-10 09:00');
    let list = (await summaryOf(member)).list;
    expect(list.find((row) => row.id === weekly)).toMatchObject({
      target: '3',
      progress: '2',
      status: 'process',
    });
    expect(list.find((row) => row.id === daily)).toMatchObject({
      target: '1',
      progress: '0',
      status: 'process',
    });

    // Today's session reaches to Saturday: Thursday to Saturday have not begun and do not count.
    await session(member, '2026-03-11 08:00', '2026-03-14 08:00');
    const summary = await summaryOf(member);
    list = summary.list;
    expect(list.find((row) => row.id === weekly)).toMatchObject({ progress: '3', status: 'claim' });
    expect(list.find((row) => row.id === daily)).toMatchObject({ progress: '1', status: 'claim' });
    expect(summary.claimable).toBe(2);
    expect((await claim(member, weekly)).statusCode).toBe(200);
    expect((await claim(member, daily)).statusCode).toBe(200);
    expect(await pointsOf(member.id)).toBe(35);
    expect(await summaryOf(member)).toMatchObject({ claimable: 0, weekMissionPoints: 20 });
  });

  it('opens a daily mission again the next site day, while a weekly one stays claimed for the week', async () => {
    const daily = await createMission(base({ targetCount: 1, rewardAmount: '2.00' }));
    const weekly = await createMission(base({ period: 'WEEKLY', targetCount: 1, rewardAmount: '3.00' }));
    const member = await signedInMember(testApp, 100_00n);
    await settledRound(member, '2026-03-11 10:00', '10.00');
    expect((await claim(member, daily)).statusCode).toBe(200);
    expect((await claim(member, weekly)).json().value.balance).toBe('105.00');
    try {
      clock = siteTime('2026-03-12 00:05');
      let list = (await summaryOf(member)).list;
      expect(list.find((row) => row.id === daily)).toMatchObject({
        progress: '0',
        status: 'process',
        periodEndsAt: siteTime('2026-03-13 00:00').toISOString(),
      });
      expect(list.find((row) => row.id === weekly)).toMatchObject({ progress: '1', status: 'claimed' });
      expect((await claim(member, daily)).statusCode).toBe(409);
      await settledRound(member, '2026-03-12 00:01', '10.00');
      list = (await summaryOf(member)).list;
      expect(list.find((row) => row.id === daily)).toMatchObject({ progress: '1', status: 'claim' });
      expect((await claim(member, daily)).json().value.balance).toBe('107.00');
      expect((await claim(member, weekly)).statusCode).toBe(409);
      expect(await claimRows(member.id)).toEqual([
        { missionId: daily, periodKey: '2026-03-11', weekStart: '2026-03-09' },
        { missionId: weekly, periodKey: 'W:2026-03-09', weekStart: '2026-03-09' },
        { missionId: daily, periodKey: '2026-03-12', weekStart: '2026-03-09' },
      ]);
    } finally {
      clock = WEDNESDAY_NOON;
    }
    expect(await ledgerBalanced(testApp.app)).toBe(true);
  });

  it('refuses a missing or disabled mission (404) and a bad claim body (400), and hides disabled ones', async () => {
    const id = await createMission(base({ targetCount: 1 }));
    const member = await signedInMember(testApp, 100_00n);
    await settledRound(member, '2026-03-11 10:00', '10.00');
    expect((await missionOf(member, id)).status).toBe('claim');
    const disabled = await testApp.app.inject({
      method: 'PUT',
      url: at(missionsPaths.operatorMission, id),
      headers: operator,
      payload: base({ targetCount: 1, enabled: false }),
    });
    expect(disabled.statusCode).toBe(200);
    expect(await missionOf(member, id)).toBeUndefined();
    for (const missionId of [id, 999_999]) {
      const response = await claim(member, missionId);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MISSION_NOT_FOUND');
    }
    const badBody = await testApp.app.inject({
      method: 'POST',
      url: at(missionsPaths.claim, id),
      headers: member.headers,
      payload: { requestId: 'short', extra: true },
    });
    expect(badBody.statusCode).toBe(400);
    expect(await balanceOf(testApp.app, member)).toBe('100.00');
  });
});

describe('the mission leaderboard', () => {
  const leaderboard = async (headers: Record<string, string>, query = '') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${missionsPaths.leaderboard}${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as Leaderboard;
  };

  it('ranks the week by mission points, the earlier last claim first on a tie, names masked', async () => {
    const big = await createMission(
      base({ kind: 'SIGN_IN', targetCount: 1, rewardAmount: '0.00', rewardPoints: 1, missionPoints: 500 }),
    );
    const small = await createMission(
      base({ kind: 'SIGN_IN', targetCount: 1, rewardAmount: '0.00', rewardPoints: 1, missionPoints: 300 }),
    );
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => signedInMember(testApp, 0n, { prefix: 'leader' })),
    );
    for (const member of [first!, second!, third!])
      await session(member, '2026-03-11 08:00', '2026-03-11 20:00');
    try {
      // Two members on 500: the one who got there first ranks first.
      expect((await claim(first!, big)).statusCode).toBe(200);
      clock = siteTime('2026-03-11 12:01');
      expect((await claim(third!, small)).statusCode).toBe(200);
      clock = siteTime('2026-03-11 12:02');
      expect((await claim(second!, big)).statusCode).toBe(200);
    } finally {
      clock = WEDNESDAY_NOON;
    }

    const board = await leaderboard(second!.headers);
    expect(board).toMatchObject({
      weekFrom: '2026-03-09',
      weekTo: '2026-03-15',
      self: { rank: 2, missionPoints: 500 },
    });
    expect(board.list.slice(0, 3)).toEqual([
      { rank: 1, name: maskName(first!.username), missionPoints: 500, self: false },
      { rank: 2, name: maskName(second!.username), missionPoints: 500, self: true },
      { rank: 3, name: maskName(third!.username), missionPoints: 300, self: false },
    ]);
    expect(board.list[0]!.name).toMatch(/^le\*\*\*.$/);
    // The members of the tests above follow, fewer points each.
    expect(board.list.map((row) => row.rank)).toEqual(board.list.map((_, index) => index + 1));
    expect(board.list.slice(3).every((row) => row.missionPoints < 300 && !row.self)).toBe(true);
    expect(await summaryOf(second!)).toMatchObject({ weekMissionPoints: 500, weekRank: 2 });

    const visitor = await leaderboard({});
    expect(visitor.self).toBeNull();
    expect(visitor.list.slice(0, 3).map((row) => row.name)).toEqual(
      board.list.slice(0, 3).map((row) => row.name),
    );
    expect(visitor.list.some((row) => row.self)).toBe(false);
    const bad = await testApp.app.inject({ method: 'GET', url: `${missionsPaths.leaderboard}?week=last` });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toContain('week');
  });

  it('shows the previous week’s top members only, and the reader’s own line beyond them', async () => {
    const missionId = await createMission(base({ targetCount: 1 }));
    const size = LEADERBOARD_SIZE + 2;
    const members = [];
    for (let index = 0; index < size - 1; index += 1) {
      members.push(await fundedMember(testApp.database.db, 0n, { prefix: 'past' }));
    }
    const reader = await signedInMember(testApp, 0n, { prefix: 'past' });
    members.push(reader);
    const nobody = await fundedMember(testApp.database.db, 0n, { prefix: 'past' });
    // Points 220, 210, …, 10; members 1 and 2 tie on 210 and 2 got there first.
    const pointsOfMember = (index: number) => (index === 2 ? 210 : (size - index) * 10);
    await testApp.database.db.insert(missionClaimsTable).values([
      ...members.map((member, index) => ({
        missionId,
        accountId: member.id,
        periodKey: '2026-03-04',
        weekStart: '2026-03-02',
        missionPoints: pointsOfMember(index),
        claimedAt: siteTime(index === 2 ? '2026-03-04 09:00' : '2026-03-04 10:00'),
      })),
      { missionId, accountId: nobody.id, periodKey: '2026-03-04', weekStart: '2026-03-02', missionPoints: 0 },
    ]);

    const board = await leaderboard(reader.headers, '?week=previous');
    expect(board.weekFrom).toBe('2026-03-02');
    expect(board.weekTo).toBe('2026-03-08');
    expect(board.list).toHaveLength(LEADERBOARD_SIZE);
    expect(board.list.slice(0, 3)).toEqual([
      { rank: 1, name: maskName(members[0]!.username), missionPoints: 220, self: false },
      { rank: 2, name: maskName(members[2]!.username), missionPoints: 210, self: false },
      { rank: 3, name: maskName(members[1]!.username), missionPoints: 210, self: false },
    ]);
    expect(board.list[LEADERBOARD_SIZE - 1]).toMatchObject({ rank: LEADERBOARD_SIZE, missionPoints: 30 });
    expect(board.self).toEqual({ rank: size, missionPoints: 10 });
    expect(board.list.some((row) => row.name === maskName(nobody.username) && row.missionPoints === 0)).toBe(
      false,
    );
    // The previous week's points are not this week's.
    expect(await summaryOf(reader)).toMatchObject({ weekMissionPoints: 0, weekRank: null });
    expect((await leaderboard(reader.headers)).self).toBeNull();
  });
});
