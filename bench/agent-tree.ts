// The agent reports' load: a bench agent under the demo operator with a team of about 10,000
// accounts over four levels below it (sub-agents with members at every level), 1,000,000 game rounds
// of the team over the last 30 days, deposits, withdrawals, rebates and bonuses, main wallets and a
// few hundred live sessions. Everything is made inside PostgreSQL by set-based statements
// (INSERT … SELECT generate_series, rows in time order as a live site writes them) after the
// migrations and the demo data, each table ANALYZEd before it is read, VACUUMed at the end: about a
// minute. Figures are random but plausible (60 % of the team played, skewed stakes, a house edge).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createAccount } from '../apps/server/src/features/account/account.service';
import { hashToken } from '../apps/server/src/features/session/session.service';
import { createWalletService } from '../apps/server/src/features/wallet/wallet.service';
import type { Database } from '../apps/server/src/plugins/database';

export const BENCH_AGENT = { username: 'benchagent', password: 'Bench2026', type: 2 } as const;

/**
 * Below the bench agent, per account of the level above: sub-agents and members. 8 + 40, then
 * 8 × (8 + 60), 64 × (6 + 40), 384 × 17: 10,064 descendants, 456 of them agents.
 */
const LEVELS = [
  { agents: 8, members: 40 },
  { agents: 8, members: 60 },
  { agents: 6, members: 40 },
  { agents: 0, members: 17 },
] as const;

/** The rounds of the team, placed over the last ROUND_DAYS days. */
export const TEAM_ROUNDS = 1_000_000;
export const ROUND_DAYS = 30;
const DEPOSITS = 60_000;
const WITHDRAWALS = 15_000;
const BONUSES = 20_000;
/** Payments go further back than the rounds, so that a first deposit may be older than the period. */
const PAYMENT_DAYS = 45;
const ONLINE_SESSIONS = 300;
/** The share of the team that played in the last 30 days; the others are dormant. */
const PLAYING_SHARE = 0.6;

export type AgentTree = {
  agentId: number;
  /** A Bearer token of a live agent-site session of the bench agent. */
  token: string;
  /** The bench agent's direct sub-agents (drill-down targets). */
  subAgentIds: number[];
  teamSize: number;
  agents: number;
  rounds: number;
  deposits: number;
  withdrawals: number;
  rebates: number;
  bonuses: number;
  timeZoneOffsetMinutes: number;
  /** Milliseconds the generation took, ANALYZE included. */
  generatedMs: number;
  /** Milliseconds of each step of it. */
  steps: Record<string, number>;
};

type Rows<Row> = { rows: Row[] };

async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as Rows<Row>).rows;
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/** Makes the tree, its rounds and money; answers what the bench needs to sign in and drill down. */
export async function insertAgentTree(db: Database): Promise<AgentTree> {
  const startedAt = performance.now();
  const steps: Record<string, number> = {};
  /** Runs one statement, with room to sort in memory, and adds its time to its step's. */
  const exec = async (step: string, query: ReturnType<typeof sql>): Promise<void> => {
    const stepStartedAt = performance.now();
    await db.transaction(async (transaction) => {
      await transaction.execute(sql`set local work_mem = '256MB'`);
      await transaction.execute(query);
    });
    steps[step] = (steps[step] ?? 0) + Math.round(performance.now() - stepStartedAt);
  };
  // Each bulk-loaded table is analyzed before a statement reads it: without statistics the planner
  // takes 1,000,000 rounds for a few and joins them row by row.
  const analyze = (...tables: string[]) => exec('analyze', sql.raw(`analyze ${tables.join(', ')}`));
  const [operator] = await rows<{ id: string | number }>(
    db,
    sql`select id from accounts where type = 9 order by id limit 1`,
  );
  const agent = await createAccount(db, {
    ...BENCH_AGENT,
    nickname: 'Bench Agent',
    parentId: operator ? Number(operator.id) : null,
  });
  // One password hash for the whole team (hashing 10,000 passwords would take minutes).
  const passwordHash = agent.passwordHash;
  await db.execute(
    sql`update accounts set created_at = now() - interval '400 days', last_login_at = now() where id = ${agent.id}`,
  );

  for (const [index, level] of LEVELS.entries()) {
    const depth = index + 1;
    const parents =
      depth === 1
        ? sql`select id, ancestor_path from accounts where id = ${agent.id}`
        : sql`select id, ancestor_path from accounts
                where username like ${`bt${depth - 1}a%`} and ${agent.id} = any(ancestor_path)`;
    // Agents were registered long ago; members over the last 120 days (a few every day). Most signed
    // in within the last three weeks.
    await exec(
      'accounts',
      sql`
      insert into accounts (username, nickname, type, parent_id, ancestor_path, password_hash,
                            login_count, last_login_at, created_at, password_changed_at)
      select 'bt' || ${depth} || child.kind || parent.id || 'n' || child.n,
             '',
             case when child.kind = 'm' then 0 when child.n % 5 = 0 then 41 else 1 end,
             parent.id,
             parent.ancestor_path || parent.id,
             ${passwordHash},
             1 + floor(random() * 200)::int,
             case when random() < 0.9 then now() - random() * interval '21 days' end,
             case when child.kind = 'a' then now() - interval '150 days' - random() * interval '200 days'
                  else now() - random() * interval '120 days' end,
             now() - interval '150 days'
        from (${parents}) parent
        cross join lateral (
          select 'a' as kind, n from generate_series(1, ${level.agents}) n
          union all
          select 'm' as kind, n from generate_series(1, ${level.members}) n
        ) child
    `,
    );
  }
  await analyze('accounts');
  const team = sql`(select id from accounts where id = ${agent.id} or ${agent.id} = any(ancestor_path))`;
  const teamSize = await count(db, sql`select count(*) as n from ${team} t`);
  const agents = await count(
    db,
    sql`select count(*) as n from accounts where ${agent.id} = any(ancestor_path) and type in (1, 2, 41, 42)`,
  );

  // Main wallets: most small, a few large.
  const wallet = createWalletService({ db });
  const [house, clearing, hold, bonus] = [
    await wallet.ledgerAccountId('house', null),
    await wallet.ledgerAccountId('payment_clearing', null),
    await wallet.ledgerAccountId('withdrawal_hold', null),
    await wallet.ledgerAccountId('bonus', null),
  ];
  await exec(
    'wallets',
    sql`
    insert into ledger_accounts (kind, owner_account_id, vendor_code, balance_minor)
    select 'member_wallet', id, '', floor(power(random(), 3) * 2000000)::bigint from ${team} t
    on conflict do nothing
  `,
  );

  await analyze('ledger_accounts');

  // Rounds: players drawn from 60 % of the team with a skew (a few play a lot), games from the catalogue,
  // stakes 1.00–500.00 skewed small, a 96 % return; 2 % still open, 1 % cancelled (stake rolled
  // back), 5 % of the rest with a valid bet of half the stake (a baccarat tie).
  await exec(
    'rounds',
    sql`
    with players as (
      select id, row_number() over (order by random())::int as rn from ${team} t
    ), catalogue as (
      select vendor_code, game_code, game_type, row_number() over (order by id)::int as rn
        from games where enabled
    ), draws as (
      select s,
             1 + floor(power(random(), 2) * ${PLAYING_SHARE} * (select count(*) from players))::int as player,
             1 + floor(random() * (select count(*) from catalogue))::int as game,
             (100 * (1 + floor(power(random(), 3) * 500)))::bigint as stake,
             case when random() < 0.45 then random() * 4.27 else 0 end as multiple,
             random() as state, random() < 0.05 as half_valid,
             now() - random() * interval '${sql.raw(String(ROUND_DAYS))} days' as placed_at,
             random() as lasted
        from generate_series(1, ${TEAM_ROUNDS}) s
    ), rounds as (
      select d.*, case when d.state < 0.02 then 'open' when d.state < 0.03 then 'cancelled'
                       else 'settled' end as status
        from draws d
    )
    insert into game_rounds (vendor_code, round_id, member_account_id, game_code, game_category,
                             stake_minor, valid_bet_minor, payout_minor, status, placed_at, settled_at)
    select c.vendor_code, 'bench-' || lpad((row_number() over (order by r.placed_at))::text, 7, '0'), p.id, c.game_code, c.game_type,
           case when r.status = 'cancelled' then 0 else r.stake end,
           case when r.status = 'cancelled' then 0 when r.half_valid then r.stake / 2 else r.stake end,
           case when r.status = 'settled' then floor(r.stake * r.multiple)::bigint else 0 end,
           r.status,
           r.placed_at,
           case when r.status <> 'open'
                then least(now(), r.placed_at + (1 + r.lasted * 120) * interval '1 second') end
      from rounds r
      join players p on p.rn = r.player
      join catalogue c on c.rn = r.game
     order by r.placed_at
  `,
  );

  await analyze('game_rounds');
  // The rounds' triggers wrote the members report's kept play days (a row rewritten for each new
  // quarter hour of a member's day): vacuumed as autovacuum would have done on a live site.
  await db.execute(sql`vacuum analyze member_play_days`);

  // Deposits over 45 days from a skewed share of the team: 92 % credited (each with its ledger
  // movement from payment clearing), 5 % failed, 3 % pending.
  await exec(
    'deposits',
    sql`
    with players as (
      select id, row_number() over (order by random())::int as rn from ${team} t
    ), channels as (
      select id, row_number() over (order by id)::int as rn from payment_channels
    ), draws as (
      select s,
             1 + floor(power(random(), 1.5) * (select count(*) from players))::int as player,
             1 + floor(random() * (select count(*) from channels))::int as channel,
             (5000 * (1 + floor(power(random(), 2) * 100)))::bigint as amount,
             random() as state,
             now() - random() * interval '${sql.raw(String(PAYMENT_DAYS))} days' as created_at
        from generate_series(1, ${DEPOSITS}) s
    )
    insert into deposits (account_id, channel_id, amount_minor, status, reference, decided_at, created_at)
    select p.id, c.id, d.amount,
           case when d.state < 0.92 then 'credited' when d.state < 0.97 then 'failed' else 'pending' end,
           'BENCH' || lpad(d.s::text, 8, '0'),
           case when d.state < 0.97 then least(now(), d.created_at + interval '3 minutes') end,
           d.created_at
      from draws d
      join players p on p.rn = d.player
      join channels c on c.rn = d.channel
     order by d.created_at
  `,
  );
  await analyze('deposits');
  await postMoves(exec, {
    kind: 'deposit',
    source: sql`select id, account_id, amount_minor, decided_at as at, 'deposit:' || id || ':credit' as key
                  from deposits where status = 'credited' and reference like 'BENCH%'`,
    from: clearing,
    toMember: true,
  });
  await exec(
    'deposit links',
    sql`
    update deposits d set ledger_transaction_id = t.id
      from ledger_transactions t
     where t.idempotency_key = 'deposit:' || d.id || ':credit'
       and d.status = 'credited' and d.reference like 'BENCH%'
  `,
  );

  // Withdrawals to a bank account of each withdrawing member: 80 % paid, 10 % pending, 10 % rejected.
  await exec(
    'bank accounts',
    sql`
    insert into bank_accounts (account_id, bank_name, account_number, holder_name)
    select id, 'Bench Bank', '9' || lpad(id::text, 11, '0'), 'BENCH HOLDER ' || id
      from accounts where ${agent.id} = any(ancestor_path) and type = 0
  `,
  );
  await exec(
    'withdrawals',
    sql`
    with holders as (
      select id, row_number() over (order by random())::int as rn from bank_accounts
       where bank_name = 'Bench Bank'
    ), draws as (
      select s,
             1 + floor(power(random(), 1.5) * (select count(*) from holders))::int as holder,
             (10000 * (1 + floor(power(random(), 2) * 200)))::bigint as amount,
             random() as state,
             now() - random() * interval '${sql.raw(String(PAYMENT_DAYS))} days' as created_at
        from generate_series(1, ${WITHDRAWALS}) s
    )
    insert into withdrawals (account_id, bank_account_id, amount_minor, status, bank_name, account_number,
                             holder_name, decided_at, paid_at, created_at)
    select b.account_id, b.id, d.amount,
           case when d.state < 0.8 then 'paid' when d.state < 0.9 then 'pending' else 'rejected' end,
           b.bank_name, b.account_number, b.holder_name,
           case when d.state < 0.8 or d.state >= 0.9
                then least(now(), d.created_at + interval '20 minutes') end,
           case when d.state < 0.8 then least(now(), d.created_at + interval '20 minutes') end,
           d.created_at
      from draws d
      join holders h on h.rn = d.holder
      join bank_accounts b on b.id = h.id
     order by d.created_at
  `,
  );
  await analyze('bank_accounts', 'withdrawals');
  await postMoves(exec, {
    kind: 'withdrawal_hold',
    source: sql`select w.id, w.account_id, w.amount_minor, w.created_at as at,
                       'withdrawal:' || w.id || ':hold' as key
                  from withdrawals w join bank_accounts b on b.id = w.bank_account_id
                 where b.bank_name = 'Bench Bank'`,
    from: hold,
    toMember: false,
  });

  // Automatic rebates: 0.6 % of each player's valid bet of a site day, paid at 10:00 the next day
  // (site time; today's are not paid yet).
  const timeZoneOffsetMinutes = await siteOffsetMinutes(db);
  const offset = sql.raw(`interval '${timeZoneOffsetMinutes} minutes'`);
  await postMoves(exec, {
    kind: 'rebate',
    source: sql`
      select member_account_id as account_id, amount_minor,
             (day + interval '1 day 10 hours' - ${offset}) at time zone 'UTC' as at,
             'RB:' || day::text || ':' || member_account_id as key
        from (
          select member_account_id, ((settled_at at time zone 'UTC') + ${offset})::date as day,
                 (sum(valid_bet_minor) * 6 / 1000)::bigint as amount_minor
            from game_rounds where status = 'settled' and round_id like 'bench-%'
           group by 1, 2
        ) daily
       where amount_minor > 0 and (day + interval '1 day 10 hours' - ${offset}) at time zone 'UTC' <= now()`,
    from: house,
    toMember: true,
  });
  const rebates = await count(db, sql`select count(*) as n from ledger_transactions where kind = 'rebate'`);

  // Promotion bonuses: 20,000 over the last 30 days, 5.00–300.00.
  await postMoves(exec, {
    kind: 'bonus_promotion',
    source: sql`
      with players as (
        select id, row_number() over (order by random())::int as rn from ${team} t
      ), draws as (
        select s,
               1 + floor(power(random(), 1.5) * (select count(*) from players))::int as player,
               (500 * (1 + floor(power(random(), 2) * 60)))::bigint as amount_minor,
               now() - random() * interval '${sql.raw(String(ROUND_DAYS))} days' as at
          from generate_series(1, ${BONUSES}) s
      )
      select d.s as id, p.id as account_id, d.amount_minor, d.at, 'bonus:bench:' || d.s as key
        from draws d join players p on p.rn = d.player`,
    from: bonus,
    toMember: true,
  });

  // Sessions: a few hundred members online now; the bench agent's own on the agent site.
  await exec(
    'online sessions',
    sql`
    insert into sessions (token_hash, account_id, site, ip, created_at, expires_at)
    select encode(sha256(convert_to('bench-online-' || id, 'UTF8')), 'hex'), id, 'member', '127.0.0.1',
           now() - random() * interval '2 hours', now() + interval '10 hours'
      from accounts where ${agent.id} = any(ancestor_path) and type = 0
     order by random() limit ${ONLINE_SESSIONS}
  `,
  );
  const token = randomBytes(32).toString('base64url');
  await db.execute(sql`
    insert into sessions (token_hash, account_id, site, ip, expires_at)
    values (${hashToken(token)}, ${agent.id}, 'agent', '127.0.0.1', now() + interval '12 hours')
  `);

  await analyze('deposits', 'ledger_transactions', 'ledger_entries', 'sessions');
  // A live site's tables have been vacuumed by the time they hold a month: the visibility map lets
  // index-only scans skip the table (outside a transaction block, so not through exec).
  const vacuumStartedAt = performance.now();
  for (const table of [
    'accounts',
    'game_rounds',
    'deposits',
    'withdrawals',
    'ledger_transactions',
    'ledger_entries',
  ]) {
    await db.execute(sql.raw(`vacuum ${table}`));
  }
  steps.vacuum = Math.round(performance.now() - vacuumStartedAt);

  const subAgentIds = (
    await rows<{ id: string | number }>(
      db,
      sql`select id from accounts where parent_id = ${agent.id} and type in (1, 2, 41, 42) order by id`,
    )
  ).map((row) => Number(row.id));
  return {
    agentId: agent.id,
    token,
    subAgentIds,
    teamSize,
    agents,
    rounds: await count(db, sql`select count(*) as n from game_rounds where round_id like 'bench-%'`),
    deposits: DEPOSITS,
    withdrawals: WITHDRAWALS,
    rebates,
    bonuses: BONUSES,
    timeZoneOffsetMinutes,
    generatedMs: Math.round(performance.now() - startedAt),
    steps,
  };
}

/**
 * One ledger transaction per row of `source` (account_id, amount_minor, at, key): the member's
 * main wallet gains (toMember) or loses the amount against the system account `from`. Entries sum
 * to zero per transaction; balance_after is the wallet's balance as generated, not a running one.
 */
async function postMoves(
  exec: (step: string, query: ReturnType<typeof sql>) => Promise<void>,
  move: { kind: string; source: ReturnType<typeof sql>; from: number; toMember: boolean },
): Promise<void> {
  const sign = move.toMember ? 1 : -1;
  // The transaction ids are drawn first, so that the entries need no join back on the keys; rows go
  // in in time order, as a live site writes them (a day's rows lie together on disk).
  await exec(
    `ledger: ${move.kind}`,
    sql`
    with source as materialized (
      select ordered.*, nextval(pg_get_serial_sequence('ledger_transactions', 'id')) as transaction_id
        from (
          select s.key, s.at, s.amount_minor, wallet.id as wallet_id, wallet.balance_minor as wallet_balance
            from (${move.source}) s
            join ledger_accounts wallet on wallet.owner_account_id = s.account_id
                                       and wallet.kind = 'member_wallet' and wallet.vendor_code = ''
           order by s.at
        ) ordered
    ), posted as (
      insert into ledger_transactions (id, kind, idempotency_key, request_hash, metadata, created_at)
      select transaction_id, ${move.kind}, key, 'bench', '{}'::jsonb, at from source
    )
    insert into ledger_entries (transaction_id, ledger_account_id, amount_minor, balance_after_minor, created_at)
    select source.transaction_id, entry.account_id, entry.amount, entry.balance_after, source.at
      from source, lateral (values (source.wallet_id, ${sign} * source.amount_minor, source.wallet_balance),
                                   (${move.from}::bigint, ${-sign} * source.amount_minor, 0::bigint))
                   entry(account_id, amount, balance_after)
     order by source.transaction_id
  `,
  );
}

async function siteOffsetMinutes(db: Database): Promise<number> {
  const [row] = await rows<{ value: unknown }>(
    db,
    sql`select value from site_settings where key = 'timeZoneOffsetMinutes'`,
  );
  const value = Number(row?.value ?? 0);
  return Number.isInteger(value) ? value : 0;
}
