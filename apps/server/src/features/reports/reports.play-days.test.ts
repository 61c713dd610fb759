// Proves the members report's kept play days (reports.table.ts, migration 0040): the triggers keep
// member_play_days equal to a recount from game_rounds whatever writes the rounds (inserted settled in
// bulk, settled by a vendor's credit, cancelled by a rollback, settled then voided, moved to another
// day or member, deleted, truncated), and the active members per site day read from it equal those
// counted round by round in JavaScript at every kind of offset: east and west of UTC, half and
// three-quarter hours, the extremes, and an offset of odd minutes (which reads the rounds instead).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import { HOUSE_SECRET, fund, playRound, type FixtureAccount } from '../../test-support/agent-team';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createAccount } from '../account/account.service';
import { resolveReportPeriod } from './reports.service';
import { createReportsRepository } from './reports.repository';

let testApp: TestApp;
let members: FixtureAccount[];
let trial: FixtureAccount;
let made = 0;

async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await testApp.database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Rounds inserted in one statement: [member, settled_at or null (open)]. */
async function insertRounds(rounds: [number, string | null][]) {
  const values = rounds.map(([member, settledAt]) => {
    made += 1;
    return sql`('PDSLOT', ${`play-day-${made}`}, ${member}, 'lucky-dragon', 'RNG', 100, 100, 0,
      ${settledAt === null ? 'open' : 'settled'}, ${settledAt ?? '2025-06-01T00:00:00Z'}::timestamptz,
      ${settledAt}::timestamptz)`;
  });
  await testApp.database.db.execute(sql`insert into game_rounds (vendor_code, round_id, member_account_id,
      game_code, game_category, stake_minor, valid_bet_minor, payout_minor, status, placed_at, settled_at)
    values ${sql.join(values, sql`, `)}`);
}

/** The kept rows and the same rows recounted from the rounds, as text, in one order. */
async function keptAndRecounted() {
  const kept = await rows<{
    row: string;
  }>(sql`select day::text || ' ' || member_account_id || ' ' || quarters::text as row
    from member_play_days order by day, member_account_id`);
  const recounted = await rows<{
    row: string;
  }>(sql`select x.day::text || ' ' || x.member || ' ' || x.quarters::text as row from (
      select (settled_at at time zone 'UTC')::date as day, member_account_id as member,
        bit_or(('1' || repeat('0', 95))::bit(96) >> (extract(hour from settled_at at time zone 'UTC') * 4
          + floor(extract(minute from settled_at at time zone 'UTC') / 15))::int) as quarters
      from game_rounds where status = 'settled' and settled_at is not null group by 1, 2) x
    order by x.day, x.member`);
  return { kept: kept.map((row) => row.row), recounted: recounted.map((row) => row.row) };
}

/** The kept rows equal the recount (also the demo data's rounds); those of `players` are returned. */
async function expectKeptEqualsRecount(...players: FixtureAccount[]) {
  const { kept, recounted } = await keptAndRecounted();
  expect(kept).toEqual(recounted);
  return kept.filter((row) => players.some((player) => row.split(' ')[1] === String(player.id)));
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { HOUSE_VENDOR_SECRET: HOUSE_SECRET } });
  const db = testApp.database.db;
  const accounts = [];
  for (let index = 0; index < 5; index += 1) {
    const created = await createAccount(db, {
      username: `playday${index}`,
      password: 'Fixture2026',
      type: ACCOUNT_TYPES.member,
    });
    accounts.push({ id: created.id, username: `playday${index}`, password: 'Fixture2026' });
  }
  members = accounts;
  const trialAccount = await createAccount(db, {
    username: 'playdaytrial',
    password: 'Fixture2026',
    type: ACCOUNT_TYPES.trial,
  });
  trial = { id: trialAccount.id, username: 'playdaytrial', password: 'Fixture2026' };
});
afterAll(() => testApp.close());

describe('kept play days', () => {
  it('follow every way a round is written, settled, voided, moved and removed', async () => {
    const [a, b] = members as [FixtureAccount, FixtureAccount];
    await insertRounds([
      [a.id, '2025-06-01T00:00:00Z'],
      [a.id, '2025-06-01T00:14:59Z'],
      [a.id, '2025-06-01T23:59:59.999Z'],
      [b.id, '2025-06-01T12:07:00Z'],
      [b.id, null],
    ]);
    expect(await expectKeptEqualsRecount(a, b)).toEqual([
      `2025-06-01 ${a.id} 1${'0'.repeat(94)}1`,
      `2025-06-01 ${b.id} ${'0'.repeat(48)}1${'0'.repeat(47)}`,
    ]);

    // The open round settled (as vendor_credit does), at another quarter.
    await testApp.database.db
      .execute(sql`update game_rounds set status = 'settled', settled_at = '2025-06-01T00:30:00Z'
      where member_account_id = ${b.id} and status = 'open'`);
    await expectKeptEqualsRecount();

    // Voided after settling: the quarter goes when no other round holds it; the row when none is left.
    await testApp.database.db.execute(sql`update game_rounds set status = 'cancelled'
      where member_account_id = ${a.id} and settled_at = '2025-06-01T00:14:59Z'`);
    expect((await expectKeptEqualsRecount(a))[0]).toBe(`2025-06-01 ${a.id} 1${'0'.repeat(94)}1`);
    await testApp.database.db.execute(sql`update game_rounds set status = 'cancelled'
      where member_account_id = ${a.id} and settled_at = '2025-06-01T00:00:00Z'`);
    expect((await expectKeptEqualsRecount(a))[0]).toBe(`2025-06-01 ${a.id} ${'0'.repeat(95)}1`);

    // Moved to the next day, then to the other member; then deleted.
    await testApp.database.db.execute(sql`update game_rounds set settled_at = '2025-06-02T03:00:00Z'
      where member_account_id = ${a.id} and settled_at = '2025-06-01T23:59:59.999Z'`);
    await expectKeptEqualsRecount();
    await testApp.database.db.execute(sql`update game_rounds set member_account_id = ${b.id}
      where member_account_id = ${a.id} and settled_at = '2025-06-02T03:00:00Z'`);
    await expectKeptEqualsRecount();
    await testApp.database.db.execute(sql`delete from game_rounds where member_account_id = ${b.id}
      and settled_at = '2025-06-01T12:07:00Z'`);
    await expectKeptEqualsRecount();

    await testApp.database.db.execute(sql`truncate game_rounds`);
    expect(await expectKeptEqualsRecount()).toEqual([]);
  });

  it('follow rounds played through the signed vendor protocol: credited, and rolled back', async () => {
    const player = members[2]!;
    await fund(testApp, player.id, 100_000n);
    await playRound(testApp, player, { stake: '1.00', payout: '0.50', placedAt: 'now' });
    const settled = await expectKeptEqualsRecount(player);
    expect(settled).toHaveLength(1);
    await playRound(testApp, player, { stake: '2.00', cancel: true, placedAt: 'now' });
    expect(await expectKeptEqualsRecount(player)).toEqual(settled);
    await testApp.database.db.execute(sql`truncate game_rounds`);
  });
});

describe('active members per site day from the kept play days', () => {
  const OFFSETS = [-720, -570, -300, -30, 0, 13, 330, 345, 480, 765, 840];
  const DAY_MS = 86_400_000;

  it('equal the rounds counted one by one at every offset, trials left out', async () => {
    // 400 rounds over four UTC days, at random instants (a fixed sequence), many near midnights.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const start = Date.parse('2025-07-10T00:00:00Z');
    const players = [...members, trial];
    const played: [number, number][] = [];
    for (let index = 0; index < 400; index += 1) {
      const player = players[Math.floor(random() * players.length)]!;
      const at = start + Math.floor(random() * 4 * DAY_MS);
      played.push([player.id, at]);
    }
    await insertRounds(played.map(([id, at]) => [id, new Date(at).toISOString()]));
    await expectKeptEqualsRecount();

    const repository = createReportsRepository(testApp.database.db);
    for (const offset of OFFSETS) {
      const period = resolveReportPeriod({ from: '2025-07-10', to: '2025-07-13' }, offset, new Date());
      const expected = new Map<string, Set<number>>();
      for (const [id, at] of played) {
        if (id === trial.id || at < period.from.getTime() || at >= period.to.getTime()) continue;
        const day = new Date(at + offset * 60_000).toISOString().slice(0, 10);
        expected.set(day, (expected.get(day) ?? new Set()).add(id));
      }
      const report = await repository.membersDays(period);
      const days = report.filter((row) => row.day !== null);
      expect(
        days.map((row) => [row.day, Number(row.active_members)]),
        `offset ${offset}`,
      ).toEqual(days.map((row) => [row.day, expected.get(row.day!)?.size ?? 0]));
      const everyone = new Set([...expected.values()].flatMap((ids) => [...ids]));
      expect(Number(report.find((row) => row.day === null)!.active_members), `offset ${offset}`).toBe(
        everyone.size,
      );
    }
  });
});
