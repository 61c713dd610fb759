// The demo agent tree (issue 13 §9) on a fresh in-memory PGlite: the tree's shape, three weeks of
// rounds in every category (void and open ones too), payments in every state, and a ledger that
// holds every invariant the app's own movements hold: entries sum to zero, each entry's balance is
// its account's running sum in id (and time) order, cached balances equal the entries, no member
// wallet below zero, and every wallet equals what its deposits, withdrawals, rounds, bonuses and
// transfers say. The real API then reads it: sign-ins with the README passwords, the operator's
// ledger check, a member's records and VIP status (which must find nothing more to pay).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { authHeader, ledgerVerify } from '../test-support/session';
import { settleDemoPeriods } from './contracts-demo';
import { seedDemoData, DEMO_TIME_ZONE_OFFSET_MINUTES } from './demo-data';
import {
  AGENT_DEMO_AGENTS,
  AGENT_DEMO_MEMBER,
  AGENT_DEMO_MEMBERS,
  AGENT_DEMO_PASSWORDS,
} from './agent-demo-people';
import {
  DAY_SECONDS,
  createSiteClock,
  planActivity,
  scriptTime,
  type PlannedAccount,
} from './agent-demo-activity';

let testApp: TestApp;
let seedMs: number;
const now = new Date();
const DAY_MS = DAY_SECONDS * 1_000;

async function rows<Row = Record<string, unknown>>(statement: string): Promise<Row[]> {
  return ((await testApp.database.db.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows;
}
async function one<Row = Record<string, unknown>>(statement: string): Promise<Row> {
  return (await rows<Row>(statement))[0]!;
}
/** The site day (GMT+8) of a timestamp column, as text. */
const siteDay = (column: string) =>
  `to_char(${column} at time zone 'UTC' + interval '${DEMO_TIME_ZONE_OFFSET_MINUTES} minutes', 'YYYY-MM-DD')`;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: false });
  const started = performance.now();
  expect(await seedDemoData(testApp.database.db, { agentTree: true, now })).toBe(true);
  seedMs = performance.now() - started;
  console.info(`demo seed with the agent tree: ${Math.round(seedMs)} ms`);
});
afterAll(() => testApp.close());

describe('the tree', () => {
  it('is operator → agent1 and agent2 → sub-agents → forty members and two trials', async () => {
    const accounts = await rows<{
      username: string;
      type: number;
      parent: string | null;
      depth: number;
      path_ok: boolean;
    }>(`select a.username, a.type, p.username as parent, cardinality(a.ancestor_path) as depth,
          a.ancestor_path = (p.ancestor_path || p.id) as path_ok
        from accounts a left join accounts p on p.id = a.parent_id order by a.id`);
    const childrenOf = (parent: string) => accounts.filter((account) => account.parent === parent);
    expect(childrenOf('operator').map((account) => account.username)).toEqual(['agent1', 'agent2']);
    expect(
      childrenOf('agent1')
        .filter((account) => account.type === 1)
        .map((account) => account.username),
    ).toEqual(['agent1a', 'agent1b']);
    expect(
      childrenOf('agent2')
        .filter((account) => account.type === 1)
        .map((account) => account.username),
    ).toEqual(['agent2a', 'agent2b', 'agent2c']);
    // The demo member stays agent1's; forty more members, some directly under the top agents.
    const members = accounts.filter((account) => account.type === 0 && account.username !== 'demo');
    expect(members).toHaveLength(40);
    expect(members.filter((account) => account.depth === 2).length).toBeGreaterThanOrEqual(8);
    expect(members.filter((account) => account.depth === 3).length).toBeGreaterThanOrEqual(25);
    const trials = accounts.filter((account) => account.type === 4);
    expect(trials).toHaveLength(2);
    expect(trials.every((trial) => /^trial_[0-9a-f]{10}$/.test(trial.username))).toBe(true);
    expect(accounts.filter((account) => account.parent !== null).every((account) => account.path_ok)).toBe(
      true,
    );
  });

  it('registered over three weeks, before their children, with sign-ins and invite codes', async () => {
    const spread = await one<{ days: number; first: string; future: number; before_parent: number }>(
      `select count(distinct ${siteDay('a.created_at')})::int as days, min(a.created_at)::text as first,
          count(*) filter (where a.created_at > '${now.toISOString()}' or a.last_login_at > '${now.toISOString()}')::int
            as future,
          count(*) filter (where a.created_at < p.created_at)::int as before_parent
        from accounts a left join accounts p on p.id = a.parent_id where a.username <> 'demo'`,
    );
    expect(spread.days).toBeGreaterThanOrEqual(14);
    expect(now.getTime() - new Date(spread.first).getTime()).toBeGreaterThan(20 * DAY_MS);
    expect(spread.future).toBe(0);
    expect(spread.before_parent).toBe(0);
    const signedIn = await one<{ count: number }>(
      `select count(*)::int from accounts where type in (0, 1) and username <> 'demo' and last_login_at is not null`,
    );
    expect(signedIn.count).toBe(AGENT_DEMO_MEMBERS.length + AGENT_DEMO_AGENTS.length + 1);
    const codes = await rows<{ code: string; username: string; kind: string; enabled: boolean }>(
      `select c.code, a.username, c.kind, c.enabled from affiliate_codes c join accounts a on a.id = c.account_id
        order by c.code`,
    );
    expect(codes.map((row) => `${row.code}:${row.username}:${row.kind}${row.enabled ? '' : ':off'}`)).toEqual(
      [
        'AGENT1:agent1:member',
        'AGENT1A:agent1a:member',
        'AGENT1B:agent1b:member',
        'AGENT1SUB:agent1:agent',
        'AGENT2:agent2:member',
        'AGENT2A:agent2a:member',
        'AGENT2B:agent2b:member',
        'AGENT2C:agent2c:member',
        'AGENT2SUB:agent2:agent:off',
      ],
    );
    const online = await one<{ count: number }>(
      `select count(distinct account_id)::int from sessions where expires_at > now() and revoked_at is null`,
    );
    expect(online.count).toBeGreaterThan(0);
  });

  it('signs in with the README passwords: agent2 and a sub-agent on /agent, a member on the site', async () => {
    for (const username of ['agent2', 'agent1a']) {
      await expect(
        authHeader(testApp.app, { username, password: AGENT_DEMO_PASSWORDS.agent, site: 'agent' }),
      ).resolves.toHaveProperty('authorization');
    }
    await expect(
      authHeader(testApp.app, { username: AGENT_DEMO_MEMBER, password: AGENT_DEMO_PASSWORDS.member }),
    ).resolves.toHaveProperty('authorization');
  });
});

describe('rounds', () => {
  it('cover three weeks and every house category, with a house edge of a few percent', async () => {
    const categories = await rows<{ game_category: string; settled: number }>(
      `select game_category, count(*)::int as settled from game_rounds where status = 'settled'
        group by game_category order by game_category`,
    );
    expect(categories.map((row) => row.game_category)).toEqual(['ELOTT', 'LIVE', 'LOTT', 'RNG']);
    const totals = await one<{ settled: number; days: number; valid: string; payout: string; stake: string }>(
      `select count(*)::int as settled, count(distinct ${siteDay('settled_at')})::int as days,
          sum(valid_bet_minor)::text as valid, sum(stake_minor)::text as stake, sum(payout_minor)::text as payout
        from game_rounds where status = 'settled'`,
    );
    expect(totals.settled).toBeGreaterThan(2_000);
    expect(totals.days).toBeGreaterThanOrEqual(18);
    expect(totals.valid).toBe(totals.stake);
    const returned = Number(totals.payout) / Number(totals.valid);
    expect(returned).toBeGreaterThan(0.9);
    expect(returned).toBeLessThan(1);
    const today = await one<{ count: number }>(
      `select count(*)::int from game_rounds where ${siteDay('placed_at')} = ${siteDay(`'${now.toISOString()}'::timestamptz`)}`,
    );
    expect(today.count).toBeGreaterThan(0);
    const bigWins = await one<{ count: number }>(
      `select count(*)::int from game_rounds where status = 'settled' and payout_minor >= 20 * stake_minor`,
    );
    expect(bigWins.count).toBeGreaterThan(0);
    const placement = await one<{ late: number; early: number; unsettled: number }>(
      `select count(*) filter (where placed_at > '${now.toISOString()}' or settled_at > '${now.toISOString()}')::int as late,
          count(*) filter (where settled_at < placed_at)::int as early,
          count(*) filter (where status = 'settled' and settled_at is null)::int as unsettled
        from game_rounds`,
    );
    expect(placement).toEqual({ late: 0, early: 0, unsettled: 0 });
  });

  it('has void rounds that count for nothing, each with its rollback, and open ones', async () => {
    const cancelled = await rows<{
      stake_minor: string;
      valid_bet_minor: string;
      payout_minor: string;
      rolled: boolean;
    }>(
      `select r.stake_minor::text, r.valid_bet_minor::text, r.payout_minor::text,
          exists (select 1 from vendor_rollbacks b where b.vendor_code = r.vendor_code
            and b.reference_transaction_id = r.round_id || ':debit') as rolled
        from game_rounds r where r.status = 'cancelled'`,
    );
    expect(cancelled.length).toBeGreaterThan(5);
    expect(
      cancelled.every(
        (round) =>
          round.stake_minor === '0' &&
          round.valid_bet_minor === '0' &&
          round.payout_minor === '0' &&
          round.rolled,
      ),
    ).toBe(true);
    const open = await one<{ count: number }>(
      `select count(*)::int from game_rounds where status = 'open' and settled_at is null`,
    );
    expect(open.count).toBe(2);
    // Every round has its debit record, every closed one its credit or rollback, each with its ledger.
    const records = await one<{ missing: number; unposted: number }>(
      `select count(*) filter (where v.id is null)::int as missing,
          count(*) filter (where v.kind <> 'credit' and v.ledger_transaction_id is null)::int as unposted
        from game_rounds r left join vendor_transactions v on v.game_round_id = r.id`,
    );
    expect(records).toEqual({ missing: 0, unposted: 0 });
  });
});

describe('payments', () => {
  it('has deposits credited, pending and declined, and withdrawals in every state', async () => {
    const deposits = await rows<{ status: string; count: number; posted: number }>(
      `select status, count(*)::int, count(ledger_transaction_id)::int as posted from deposits group by status`,
    );
    const deposit = (status: string) => deposits.find((row) => row.status === status);
    expect(deposit('credited')!.count).toBeGreaterThan(30);
    expect(deposit('credited')!.posted).toBe(deposit('credited')!.count);
    expect(deposit('pending')!.count).toBeGreaterThan(0);
    expect(deposit('pending')!.posted).toBe(0);
    expect(deposit('failed')!.count).toBeGreaterThan(0);
    const withdrawals = await rows<{ status: string; count: number }>(
      `select status, count(*)::int from withdrawals group by status`,
    );
    const statuses = new Set(withdrawals.map((row) => row.status));
    expect(statuses.has('pending') && statuses.has('received') && statuses.has('rejected')).toBe(true);
    const pendingPerMember = await one<{ most: number }>(
      `select coalesce(max(count), 0)::int as most from (select count(*) from deposits where status = 'pending'
        group by account_id) pending`,
    );
    expect(pendingPerMember.most).toBeLessThanOrEqual(5);
  });
});

describe('the ledger', () => {
  it('passes the operator ledger check', async () => {
    expect(await ledgerVerify(testApp.app)).toMatchObject({ balanced: true, differences: [] });
  });

  it('keeps every entry the running balance of its account, in id and time order, never below zero', async () => {
    const chain = await one<{ broken: number; backwards: number; negative: number; entries: number }>(
      `select count(*) filter (where balance_after_minor <> running)::int as broken,
          count(*) filter (where created_at < previous)::int as backwards,
          count(*) filter (where member and balance_after_minor < 0)::int as negative,
          count(*)::int as entries
        from (select e.balance_after_minor, e.created_at, a.kind in ('member_wallet', 'member_vendor_wallet') as member,
                sum(e.amount_minor) over (partition by e.ledger_account_id order by e.id) as running,
                lag(e.created_at) over (partition by e.ledger_account_id order by e.id) as previous
              from ledger_entries e join ledger_accounts a on a.id = e.ledger_account_id) chain`,
    );
    expect(chain.entries).toBeGreaterThan(10_000);
    expect(chain).toMatchObject({ broken: 0, backwards: 0, negative: 0 });
  });

  it('equals each wallet to what its deposits, withdrawals, rounds, bonuses and transfers say', async () => {
    const wallets = await rows<{ username: string; balance: string; expected: string }>(
      `select a.username, coalesce(w.balance_minor, 0)::text as balance, (
          coalesce((select sum(amount_minor) from deposits d where d.account_id = a.id and d.status = 'credited'), 0)
        - coalesce((select sum(amount_minor) from withdrawals d where d.account_id = a.id and d.status <> 'rejected'), 0)
        - coalesce((select sum(amount_minor) from vendor_transactions v where v.member_account_id = a.id and v.kind = 'debit'), 0)
        + coalesce((select sum(amount_minor) from vendor_transactions v where v.member_account_id = a.id and v.kind <> 'debit'), 0)
        + coalesce((select sum(bonus_minor) from vip_upgrades u where u.account_id = a.id), 0)
        + coalesce((select sum(e.amount_minor) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
            where e.ledger_account_id = w.id and t.kind in ('trial_grant', 'transfer_downline', 'demo_bonus')), 0)
        )::text as expected
        from accounts a left join ledger_accounts w on w.owner_account_id = a.id and w.kind = 'member_wallet'
        where a.type <> 9`,
    );
    expect(wallets.length).toBeGreaterThan(45);
    expect(wallets.filter((wallet) => wallet.balance !== wallet.expected)).toEqual([]);
    const tree = await one<{ members: number; playing: number }>(
      `select count(*)::int as members, count(*) filter (where w.balance_minor > 0)::int as playing
        from accounts a join ledger_accounts w on w.owner_account_id = a.id and w.kind = 'member_wallet'`,
    );
    expect(tree.playing).toBeGreaterThan(30);
  });

  it("agrees with the VIP service: a member's reached levels are recorded and paid, nothing more is due", async () => {
    const headers = await authHeader(testApp.app, {
      username: AGENT_DEMO_MEMBER,
      password: AGENT_DEMO_PASSWORDS.member,
    });
    const before = await one<{ count: number }>(`select count(*)::int from ledger_transactions`);
    const vip = (await testApp.app.inject({ method: 'GET', url: '/api/vip', headers })).json().value;
    expect(vip.level).toBeGreaterThanOrEqual(1);
    expect(vip.upgrades.length).toBe(vip.level);
    expect(await one<{ count: number }>(`select count(*)::int from ledger_transactions`)).toEqual(before);
  });

  it("shows in the member's own betting record", async () => {
    const headers = await authHeader(testApp.app, {
      username: AGENT_DEMO_MEMBER,
      password: AGENT_DEMO_PASSWORDS.member,
    });
    const today = new Date(now.getTime() + DEMO_TIME_ZONE_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
    const from = new Date(now.getTime() + DEMO_TIME_ZONE_OFFSET_MINUTES * 60_000 - 30 * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const bets = (
      await testApp.app.inject({ method: 'GET', url: `/api/records/bets?from=${from}&to=${today}`, headers })
    ).json().value;
    expect(bets.total).toBeGreaterThan(20);
  });
});

describe('the seed', () => {
  it('runs once: a second run on the seeded database changes nothing', async () => {
    const before = await one<{ accounts: number; rounds: number }>(
      `select (select count(*) from accounts)::int as accounts, (select count(*) from game_rounds)::int as rounds`,
    );
    expect(await seedDemoData(testApp.database.db, { agentTree: true })).toBe(false);
    expect(
      await one(
        `select (select count(*) from accounts)::int as accounts, (select count(*) from game_rounds)::int as rounds`,
      ),
    ).toEqual(before);
  });

  it('stays fast (set-based writes: a few seconds on PGlite, the whole first start under 10 s)', () => {
    // Generous against a loaded machine: a per-row round trip per movement would take far longer.
    expect(seedMs).toBeLessThan(30_000);
  });

  it('plays the same amounts whenever it runs: the plan depends on no clock', () => {
    const planFor = () => {
      const agents = new Map<string, PlannedAccount>(
        ['agent1', ...AGENT_DEMO_AGENTS.map((agent) => agent.username)].map((username, index) => [
          username,
          { id: 10 + index, username, registeredAt: scriptTime(21, 36_000), market: 'VN' },
        ]),
      );
      const members = AGENT_DEMO_MEMBERS.map((member, index) => ({
        id: 100 + index,
        username: member.username,
        registeredAt: scriptTime(member.registeredDaysAgo ?? 10, 40_000),
        market: 'VN' as const,
        member,
      }));
      const plan = planActivity({ members, trials: [], agents });
      return plan.rounds.map((round) => [round.roundId, round.debitedMinor, round.payoutMinor, round.status]);
    };
    const first = planFor();
    expect(first.length).toBeGreaterThan(1_000);
    expect(planFor()).toEqual(first);
  });

  it('lays the script out before the seed time in the site time zone, today squeezed into its past hours', () => {
    for (const at of ['2026-11-25T16:01:00Z', '2026-11-25T04:00:00Z', '2026-11-25T15:59:00Z']) {
      const clock = createSiteClock(new Date(at), DEMO_TIME_ZONE_OFFSET_MINUTES);
      const times = [
        scriptTime(3, 0),
        scriptTime(1, 86_399),
        scriptTime(0, 0),
        scriptTime(0, 43_200),
        scriptTime(0, 86_399),
      ];
      const mapped = times.map((time) => clock.at(time));
      expect([...mapped].sort((left, right) => left - right)).toEqual(mapped);
      expect(mapped.every((time) => time < clock.nowMs)).toBe(true);
      // Today starts at midnight GMT+8: 16:00 UTC the day before.
      expect(new Date(clock.todayStartMs).toISOString().slice(11, 16)).toBe('16:00');
      expect(mapped[2]).toBe(clock.todayStartMs);
      expect(clock.todayStartMs - mapped[0]!).toBe(3 * DAY_MS);
    }
  });
});

describe('the demo contracts (issue 14)', () => {
  it('signs agent1, agent1a and agent2 before the play, leaves agent2a an offer, and settles the past weeks once', async () => {
    const contracts = await rows<{ holder: string; issuer: string | null; type: string; status: string }>(
      `select h.username as holder, i.username as issuer, c.type, c.status from contracts c
         join accounts h on h.id = c.holder_account_id left join accounts i on i.id = c.issuer_account_id
        order by h.username, c.type`,
    );
    expect(contracts).toEqual([
      { holder: 'agent1', issuer: null, type: 'DAILY', status: 'ACTIVE' },
      { holder: 'agent1', issuer: null, type: 'DIVIDEND', status: 'ACTIVE' },
      { holder: 'agent1a', issuer: 'agent1', type: 'DAILY', status: 'ACTIVE' },
      { holder: 'agent1a', issuer: 'agent1', type: 'DIVIDEND', status: 'ACTIVE' },
      { holder: 'agent2', issuer: null, type: 'DAILY', status: 'ACTIVE' },
      { holder: 'agent2a', issuer: 'agent2', type: 'DAILY', status: 'PENDING' },
    ]);
    const started = performance.now();
    const periods = await settleDemoPeriods(
      testApp.database.db,
      testApp.app.settlement,
      now,
      DEMO_TIME_ZONE_OFFSET_MINUTES,
    );
    console.info(`demo settlement of ${periods} periods: ${Math.round(performance.now() - started)} ms`);
    expect(periods).toBeGreaterThanOrEqual(24);
    expect(
      await settleDemoPeriods(
        testApp.database.db,
        testApp.app.settlement,
        now,
        DEMO_TIME_ZONE_OFFSET_MINUTES,
      ),
    ).toBe(0);
    const paid = await one<{ n: number; agent1: string }>(
      `select count(*)::int as n, coalesce(sum(b.gross_minor) filter (where h.username = 'agent1'), 0)::text as agent1
         from settlement_bills b join accounts h on h.id = b.holder_account_id
        where b.type = 'DAILY' and b.status = 'PAID'`,
    );
    expect(paid.n).toBeGreaterThan(10);
    expect(BigInt(paid.agent1)).toBeGreaterThan(0n);
    expect((await ledgerVerify(testApp.app)).balanced).toBe(true);
  });
});
