// SQL of the agent centre. Every statement is bounded to the signed-in agent's team in its own WHERE
// clause (inTeam below: the GIN-indexed ancestor path, or the agent itself), so that no id an agent
// sends can reach an account outside its team, and every report is aggregate SQL grouped by site day
// or by direct-child branch, never a loop over rows in JavaScript (docs/decisions/007-agent-team-queries.md).
//
// The statements are written as SQL text: they join six features' tables with CTEs, lateral joins and
// filtered aggregates that the query builder would only obscure. Money leaves as ::text (bigint minor
// units), counts as ::int and instants as ISO strings, so node-postgres and PGlite read them alike.
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { AgentTransactionSort, TeamBetSort } from '@playdeck/contract/agent';
import { bigintArray, type DatabaseOrTransaction } from '../../plugins/database';
import type { AffiliateCodeKind } from '../registration/registration.table';

/** A period as UTC instants [from, to) and the site days it covers (both included). */
export type PeriodBounds = {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
  offsetMinutes: number;
};

/**
 * The part of a report's period read from the kept day sums, [fromDay, closedToDay] (none when
 * null), and the rest read raw, the instants [openFrom, to).
 */
export type ReportRange = PeriodBounds & { closedToDay: string | null; openFrom: Date };

/**
 * A site day is closed, and its sums may be kept, once it ended this long ago by the database's
 * clock: a round settles, a deposit is credited, a bonus posted at its statement's now(), so nothing
 * can still be written into the day after a statement that began in it has committed.
 */
export const CLOSE_MARGIN_MINUTES = 10;

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Rows of a report statement that joins the team to a period's raw rows, with merge joins off for it
 * (set local: this transaction only). The planner otherwise sorts a day's rounds of the whole site by
 * member to merge them with a sub-agent's team, where hashing the team costs half as much (the agent
 * bench: 26–31 ms against 15–16 ms for a 1,250-account team's 30-day profit and loss); for large
 * teams it hashes either way (decision 007).
 */
async function reportRowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`set local enable_mergejoin = off`);
    return rowsOf<Row>(transaction, statement);
  });
}

/** The team of `agentId` as a condition on the accounts row `alias`: a descendant, or the agent. */
function inTeam(alias: string, agentId: number): SQL {
  const account = sql.raw(alias);
  return sql`(${account}.ancestor_path @> ${bigintArray([agentId])} or ${account}.id = ${agentId})`;
}

/**
 * The site day of an instant column. The offset is an integer literal, not a parameter, so that the
 * same expression in a select list and its group by is one expression to PostgreSQL.
 */
function siteDay(column: string, offsetMinutes: number): SQL {
  const minutes = sql.raw(String(Math.trunc(offsetMinutes)));
  return sql`((${sql.raw(column)} at time zone 'UTC') + interval '1 minute' * ${minutes})::date`;
}

/** An instant column as the ISO string JavaScript writes (2026-03-05T16:30:00.000Z). */
function iso(column: string): SQL {
  return sql`to_char(${sql.raw(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Within [from, to) of the period. */
function during(column: string, period: { from: Date; to: Date }): SQL {
  const name = sql.raw(column);
  return sql`${name} >= ${instant(period.from)} and ${name} < ${instant(period.to)}`;
}

/**
 * Bonus and rebate transactions (wallet/ledger-kinds.ts: 'demo_bonus' and 'bonus…'; rebates post
 * 'rebate…'). Written exactly as the predicate of the partial index
 * ledger_transactions_promotions_created, which the planner uses only for this very condition.
 */
const PROMOTION_KINDS = sql`(lt.kind = 'demo_bonus' or lt.kind like 'bonus%' or lt.kind like 'rebate%')`;
const REBATE_KIND = sql`lt.kind like 'rebate%'`;

/**
 * Trial accounts play with the site's play money: their rounds and movements are no money of the
 * team's, and a trial is never an active member (../shared/AGENTS.md §1).
 */
const TRIAL = sql.raw(String(ACCOUNT_TYPES.trial));

/**
 * The entries of the transaction `lt`, as a fenced lateral subquery (OFFSET 0 keeps PostgreSQL from
 * flattening it): the few bonus and rebate transactions of a period each find their entries by the
 * transaction index, where a plain join may be planned as a scan of the whole ledger.
 */
const ENTRIES_OF_TRANSACTION = sql`select e.ledger_account_id, e.amount_minor from ledger_entries e
  where e.transaction_id = lt.id offset 0`;

/** The deposit `d` is the account's first credited deposit ever. */
const FIRST_DEPOSIT = sql`not exists (select 1 from deposits e where e.account_id = d.account_id
  and e.status = 'credited' and (e.decided_at < d.decided_at or (e.decided_at = d.decided_at and e.id < d.id)))`;

/** The columns every row of a report's sums carries, in this order. */
const SUM_COLUMNS =
  'key, day, stake, valid_bet, payout, rebate, bonus, deposit, deposit_count, withdrawal, withdrawal_count, first_deposit';

function noSums(): SQL {
  return sql.raw(
    `select null::bigint as key, null::date as day, ${SUM_COLUMNS.split(', ')
      .slice(2)
      .map((name) => `0::bigint as ${name}`)
      .join(', ')} where false`,
  );
}

/** The kept rows `r` of the range's closed days (none when it has none). */
function keptDays(range: ReportRange): SQL {
  if (range.closedToDay === null) return sql`false`;
  return sql`r.day between ${range.fromDay}::date and ${range.closedToDay}::date`;
}

/** The figure columns of the kept tables, in the order of SUM_COLUMNS after key and day. */
const FIGURE_COLUMNS = sql.raw(
  'stake_minor, valid_bet_minor, payout_minor, rebate_minor, bonus_minor, deposit_minor, deposit_count, withdrawal_minor, withdrawal_count',
);
/** The figures of a kept row `r`, named as the raw sums name them. */
const FIGURES_OF_ROW = [
  'r.stake_minor as stake',
  'r.valid_bet_minor as valid_bet',
  'r.payout_minor as payout',
  'r.rebate_minor as rebate',
  'r.bonus_minor as bonus',
  'r.deposit_minor as deposit',
  'r.deposit_count',
  'r.withdrawal_minor as withdrawal',
  'r.withdrawal_count',
].join(', ');

/**
 * The raw sums of the range's open part for the members of the CTE money_team (id, key), a row per
 * source, key and day: settled rounds, credited deposits (and first ones ever), paid withdrawals, and
 * unless left to openPromotions(), bonuses and rebates. Every column is a bigint (sum() of a bigint is
 * a numeric), so that the sums over these rows add 64-bit integers.
 */
function rawSums(range: ReportRange, options: { promotions: boolean }): SQL {
  if (range.openFrom.getTime() >= range.to.getTime()) return noSums();
  const open = { ...range, from: range.openFrom };
  const offset = range.offsetMinutes;
  const promotions = options.promotions
    ? sql`union all
      select t.key, ${siteDay('p.created_at', offset)}, 0, 0, 0, p.rebate, p.bonus, 0, 0, 0, 0, 0
      from (${promotionRows(open)}) p join money_team t on t.id = p.account_id`
    : sql``;
  return sql`select t.key, ${siteDay('g.settled_at', offset)} as day, sum(g.stake_minor)::bigint as stake,
      sum(g.valid_bet_minor)::bigint as valid_bet, sum(g.payout_minor)::bigint as payout, 0::bigint as rebate,
      0::bigint as bonus, 0::bigint as deposit, 0::bigint as deposit_count, 0::bigint as withdrawal,
      0::bigint as withdrawal_count, 0::bigint as first_deposit
    from money_team t join game_rounds g on g.member_account_id = t.id
    where g.status = 'settled' and ${during('g.settled_at', open)}
    group by 1, 2
    union all
    select t.key, ${siteDay('d.decided_at', offset)}, 0, 0, 0, 0, 0, sum(d.amount_minor)::bigint, count(*), 0, 0,
      count(*) filter (where ${FIRST_DEPOSIT})
    from money_team t join deposits d on d.account_id = t.id
    where d.status = 'credited' and ${during('d.decided_at', open)}
    group by 1, 2
    union all
    select t.key, ${siteDay('x.paid_at', offset)}, 0, 0, 0, 0, 0, 0, 0, sum(x.amount_minor)::bigint, count(*), 0
    from money_team t join withdrawals x on x.account_id = t.id
    where x.status in ('paid', 'received') and ${during('x.paid_at', open)}
    group by 1, 2
    ${promotions}`;
}

/**
 * The bonus and rebate entries of main wallets in a window, one row per entry (account_id, the
 * transaction's created_at as lt.created_at, rebate, bonus): the few promotion transactions of the
 * window by their partial index, then their entries.
 */
function promotionRows(window: { from: Date; to: Date }): SQL {
  return sql`select w.owner_account_id as account_id, lt.created_at,
      (case when ${REBATE_KIND} then e.amount_minor else 0 end)::bigint as rebate,
      (case when ${REBATE_KIND} then 0 else e.amount_minor end)::bigint as bonus
    from ledger_transactions lt
    cross join lateral (${ENTRIES_OF_TRANSACTION}) e
    join ledger_accounts w on w.id = e.ledger_account_id and w.kind = 'member_wallet'
    where ${PROMOTION_KINDS} and ${during('lt.created_at', window)}`;
}

/** The main wallet of the accounts row `alias` (the unique index on coalesce(owner, 0), kind, vendor). */
function mainWalletOf(alias: string): SQL {
  return sql`coalesce(w.owner_account_id, 0) = ${sql.raw(alias)}.id and w.kind = 'member_wallet' and w.vendor_code = ''`;
}

/** A live session of the accounts row `alias`: signed in, neither signed out nor expired. */
function onlineOf(alias: string): SQL {
  return sql`exists (select 1 from sessions s where s.account_id = ${sql.raw(alias)}.id
    and s.revoked_at is null and s.expires_at > now())`;
}

export type TeamAccountRow = {
  id: number;
  username: string;
  type: number;
  parentId: number | null;
  status: string;
  ancestorPath: number[];
};

/**
 * Whether a report reads the bonuses and rebates of its open part itself (true), or leaves them to
 * openPromotionDays() / openPromotionBranches(), run beside it on another connection.
 */
export type OpenPromotions = { openPromotions: boolean };

/** Bonuses and rebates of the open part by day or by branch. */
export type PromotionSumRow = { key: string; rebate: string; bonus: string };

export type TeamSnapshotRow = {
  team_size: number;
  direct_children: number;
  online_now: number;
  team_balance: string;
};

export type OverviewDayRow = {
  day: string;
  new_registrations: number;
  first_depositors: number;
  active_members: number;
  deposit_amount: string;
  deposit_count: number;
  withdrawal_amount: string;
  withdrawal_count: number;
  stake: string;
  valid_bet: string;
  payout: string;
  rebates: string;
  bonuses: string;
};

export type ProfitLossBranchRow = {
  id: string;
  username: string;
  type: number;
  team_size: number;
  deposit: string;
  withdraw: string;
  bet: string;
  valid_bet: string;
  payout: string;
  rebate: string;
  bonus: string;
};

export type DownlineRow = {
  id: string;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  direct_children: number;
  team_size: number;
  balance: string;
  team_balance: string;
  last_login_at: string | null;
  online: boolean;
  registered_at: string;
  direct_child: boolean;
};

export const DOWNLINE_SORT_COLUMNS = {
  registered: 'c.created_at',
  username: 'lower(c.username)',
  teamSize: 'b.team_size',
  balance: 'coalesce(w.balance_minor, 0)',
  lastLogin: 'c.last_login_at',
} as const;
export type DownlineSort = keyof typeof DOWNLINE_SORT_COLUMNS;

export type DownlineFilter = {
  agentId: number;
  parentId: number;
  /** Length of the parent's ancestor path, and of the agent's. */
  parentDepth: number;
  agentDepth: number;
  /** Part of a username, any letter case. */
  username?: string;
  sort: DownlineSort;
  order: 'asc' | 'desc';
};

/** The team-bet orders (contract TEAM_BET_SORTS) as columns of the rounds row `g`. */
const TEAM_BET_SORT_COLUMNS: Record<TeamBetSort, string> = {
  placedAt: 'g.placed_at',
  stake: 'g.stake_minor',
  validBet: 'g.valid_bet_minor',
  payout: 'g.payout_minor',
  winLoss: '(g.payout_minor - g.stake_minor)',
};

export type TeamBetFilter = {
  agentId: number;
  period: PeriodBounds;
  username?: string;
  gameType?: string;
  status?: string;
};

export type TeamBetRow = {
  round_id: string;
  username: string;
  game_type: string;
  vendor_code: string;
  vendor_name: string | null;
  game_code: string;
  game_name: string | null;
  game_name_vi: string | null;
  placed_at: string;
  settled_at: string | null;
  stake: string;
  valid_bet: string;
  payout: string;
  status: string;
};

export type TeamBetTotalsRow = {
  count: number;
  stake: string;
  valid_bet: string;
  payout: string;
  win_loss: string;
};

export type TransactionRow = {
  id: string;
  created_at: string;
  kind: string;
  amount: string;
  balance_after: string;
  idempotency_key: string;
  metadata: unknown;
};

export type InviteLinkRow = {
  code: string;
  kind: AffiliateCodeKind;
  enabled: boolean;
  created_at: string;
  registrations: number;
};

/** `%part%` for LIKE, with the pattern characters of the part taken literally. */
function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function teamBetWhere(filter: TeamBetFilter): SQL {
  const conditions = [inTeam('a', filter.agentId), during('g.placed_at', filter.period)];
  if (filter.username !== undefined) conditions.push(sql`lower(a.username) = lower(${filter.username})`);
  if (filter.gameType !== undefined) conditions.push(sql`g.game_category = ${filter.gameType}`);
  if (filter.status !== undefined) conditions.push(sql`g.status = ${filter.status}`);
  return sql.join(conditions, sql` and `);
}

function downlineWhere(filter: DownlineFilter): SQL {
  const conditions = [sql`a.parent_id = ${filter.parentId}`, inTeam('a', filter.agentId)];
  if (filter.username) {
    conditions.push(sql`a.username ilike ${containsPattern(filter.username)} escape '\\'`);
  }
  return sql.join(conditions, sql` and `);
}

export function createAgentRepository(db: DatabaseOrTransaction) {
  return {
    /** An account of the agent's team (the agent included), or undefined: outside the team is nothing. */
    async findInTeam(agentId: number, accountId: number): Promise<TeamAccountRow | undefined> {
      const [row] = await rowsOf<{
        id: string;
        username: string;
        type: number;
        parent_id: string | null;
        status: string;
        path: string;
      }>(
        db,
        sql`select a.id::text as id, a.username, a.type::int as type, a.parent_id::text as parent_id,
              a.status, array_to_string(a.ancestor_path, ',') as path
            from accounts a where a.id = ${accountId} and ${inTeam('a', agentId)}`,
      );
      if (!row) return undefined;
      return {
        id: Number(row.id),
        username: row.username,
        type: Number(row.type),
        parentId: row.parent_id === null ? null : Number(row.parent_id),
        status: row.status,
        ancestorPath: row.path === '' ? [] : row.path.split(',').map(Number),
      };
    },

    /** Id and username of these accounts of the team (a drill-down trail). */
    namesInTeam(agentId: number, ids: number[]): Promise<{ id: string; username: string }[]> {
      return rowsOf(
        db,
        sql`select a.id::text as id, a.username from accounts a
            where a.id = any(${bigintArray(ids)}) and ${inTeam('a', agentId)}`,
      );
    },

    /**
     * The team now: its size, the agent's direct children, who is online, and the main wallets' sum
     * (trials' play money left out).
     */
    async teamSnapshot(agentId: number): Promise<TeamSnapshotRow> {
      const [row] = await rowsOf<TeamSnapshotRow>(
        db,
        sql`with team as materialized (
              select a.id, a.parent_id, a.type from accounts a where ${inTeam('a', agentId)}
            )
            select
              (select count(*) from team)::int as team_size,
              (select count(*) from team where parent_id = ${agentId})::int as direct_children,
              (select count(*) from team t where ${onlineOf('t')})::int as online_now,
              (select coalesce(sum(w.balance_minor), 0) from team t
                join ledger_accounts w on ${mainWalletOf('t')} where t.type <> ${TRIAL})::text as team_balance`,
      );
      return row!;
    },

    /**
     * The days of the period that have closed (ended, by the database's clock, at least
     * CLOSE_MARGIN_MINUTES ago), oldest first, and whether their sums are kept for this threshold.
     */
    closedDays(
      period: PeriodBounds,
      activeMinValidBetMinor: bigint,
    ): Promise<{ day: string; kept: boolean }[]> {
      const offset = sql.raw(String(Math.trunc(period.offsetMinutes)));
      return rowsOf(
        db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day,
              exists (select 1 from agent_closed_days c where c.offset_minutes = ${offset}
                and c.active_min_valid_bet_minor = ${activeMinValidBetMinor.toString()}::bigint and c.day = d.day) as kept
            from (select generate_series(${period.fromDay}::date, ${period.toDay}::date, interval '1 day')::date as day) d
            where ((d.day + 1)::timestamp - interval '1 minute' * ${offset}) at time zone 'UTC'
              <= now() - interval '1 minute' * ${sql.raw(String(CLOSE_MARGIN_MINUTES))}
            order by d.day`,
      );
    },

    /**
     * Computes and keeps the sums of these closed days for the whole site, in one statement with their
     * mark: per account (rounds settled, bonuses and rebates, deposits credited and whether one was the
     * account's first ever, withdrawals paid) and per account's descendants (the same, trials left
     * out, with first depositors and active members for the threshold). `range` spans the days as UTC
     * instants. Run twice at once, the second writes nothing.
     */
    async closeDays(
      offsetMinutes: number,
      activeMinValidBetMinor: bigint,
      days: string[],
      range: { from: Date; to: Date },
    ): Promise<void> {
      const offset = Math.trunc(offsetMinutes);
      const threshold = sql`${activeMinValidBetMinor.toString()}::bigint`;
      const zero = (names: string[]) => sql.raw(names.map((name) => `0 as ${name}`).join(', '));
      await db.execute(
        sql`with target as (select unnest(${`{${days.join(',')}}`}::date[]) as day),
            parts as (
              select g.member_account_id as account_id, ${siteDay('g.settled_at', offset)} as day,
                sum(g.stake_minor) as stake, sum(g.valid_bet_minor) as valid_bet, sum(g.payout_minor) as payout,
                ${zero(['rebate', 'bonus', 'deposit', 'deposit_count', 'withdrawal', 'withdrawal_count', 'first_deposit'])}
              from game_rounds g where g.status = 'settled' and ${during('g.settled_at', range)}
              group by 1, 2
              union all
              select w.owner_account_id, ${siteDay('lt.created_at', offset)}, 0, 0, 0,
                sum(e.amount_minor) filter (where ${REBATE_KIND}), sum(e.amount_minor) filter (where not (${REBATE_KIND})),
                0, 0, 0, 0, 0
              from ledger_transactions lt
              cross join lateral (${ENTRIES_OF_TRANSACTION}) e
              join ledger_accounts w on w.id = e.ledger_account_id and w.kind = 'member_wallet'
              where ${PROMOTION_KINDS} and ${during('lt.created_at', range)}
              group by 1, 2
              union all
              select d.account_id, ${siteDay('d.decided_at', offset)}, 0, 0, 0, 0, 0,
                sum(d.amount_minor), count(*), 0, 0, count(*) filter (where ${FIRST_DEPOSIT})
              from deposits d where d.status = 'credited' and ${during('d.decided_at', range)}
              group by 1, 2
              union all
              select x.account_id, ${siteDay('x.paid_at', offset)}, 0, 0, 0, 0, 0, 0, 0,
                sum(x.amount_minor), count(*), 0
              from withdrawals x where x.status in ('paid', 'received') and ${during('x.paid_at', range)}
              group by 1, 2
            ),
            account_sums as (
              select account_id, day, sum(stake)::bigint as stake, sum(valid_bet)::bigint as valid_bet,
                sum(payout)::bigint as payout, coalesce(sum(rebate), 0)::bigint as rebate,
                coalesce(sum(bonus), 0)::bigint as bonus, sum(deposit)::bigint as deposit,
                sum(deposit_count)::int as deposit_count, sum(withdrawal)::bigint as withdrawal,
                sum(withdrawal_count)::int as withdrawal_count, sum(first_deposit) > 0 as first_deposit
              from parts where day in (select day from target)
              group by account_id, day
            ),
            kept_accounts as (
              insert into agent_day_totals (offset_minutes, account_id, day, ${FIGURE_COLUMNS}, first_deposit)
              select ${offset}, account_id, day, stake, valid_bet, payout, rebate, bonus, deposit, deposit_count,
                withdrawal, withdrawal_count, first_deposit
              from account_sums
              on conflict do nothing
            ),
            kept_teams as (
              insert into agent_team_day_totals (offset_minutes, active_min_valid_bet_minor, account_id, day,
                ${FIGURE_COLUMNS}, first_depositors, active_members)
              select ${offset}, ${threshold}, ancestor.id, s.day, sum(s.stake), sum(s.valid_bet), sum(s.payout),
                sum(s.rebate), sum(s.bonus), sum(s.deposit), sum(s.deposit_count), sum(s.withdrawal),
                sum(s.withdrawal_count), count(*) filter (where s.first_deposit),
                count(*) filter (where s.valid_bet >= ${threshold})
              from account_sums s
              join accounts a on a.id = s.account_id and a.type <> ${TRIAL}
              cross join lateral unnest(a.ancestor_path) as ancestor(id)
              group by ancestor.id, s.day
              on conflict do nothing
            )
            insert into agent_closed_days (offset_minutes, active_min_valid_bet_minor, day)
            select ${offset}, ${threshold}, day from target
            on conflict do nothing`,
      );
      // New kept rows, at once the statistics the planner reads them by: without them (autovacuum off,
      // or not yet run) it expects a handful of rows where a month holds hundreds of thousands, and
      // probes an index for each (the agent bench: 0.9 s instead of 0.4 s for a 30-day overview).
      await db.execute(sql`analyze agent_day_totals, agent_team_day_totals`);
    },

    /**
     * The team's figures per site day of the period, every day present, oldest first, in one
     * statement: registrations, first credited deposits ever, credited deposits, paid withdrawals,
     * settled rounds (void and cancelled rounds never count), bonuses and rebates posted to the team's
     * main wallets, and active members per day. Closed days come from the agent's own kept row and
     * its descendants' kept row of each day; the rest is read raw. Trials count as registrations
     * only; the agent is active like any member.
     */
    overviewDays(
      agentId: number,
      range: ReportRange,
      activeMinValidBetMinor: bigint,
      options: OpenPromotions = { openPromotions: true },
    ): Promise<OverviewDayRow[]> {
      const offset = range.offsetMinutes;
      const threshold = sql`${activeMinValidBetMinor.toString()}::bigint`;
      const kept = keptDays(range);
      return reportRowsOf<OverviewDayRow>(
        db,
        sql`with team as materialized (
              select a.id, a.type, a.created_at from accounts a where ${inTeam('a', agentId)}
            ),
            money_team as (select id, id as key from team where type <> ${TRIAL}),
            open_rows as (${rawSums(range, { promotions: options.openPromotions })}),
            day_parts as (
              select r.day, ${sql.raw(FIGURES_OF_ROW)}, r.first_deposit::int as first_depositors,
                (r.valid_bet_minor >= ${threshold})::int as active
              from agent_day_totals r join accounts a on a.id = r.account_id and a.type <> ${TRIAL}
              where r.offset_minutes = ${offset} and r.account_id = ${agentId} and ${kept}
              union all
              select r.day, ${sql.raw(FIGURES_OF_ROW)}, r.first_depositors, r.active_members
              from agent_team_day_totals r
              where r.offset_minutes = ${offset} and r.active_min_valid_bet_minor = ${threshold}
                and r.account_id = ${agentId} and ${kept}
              union all
              select day, stake, valid_bet, payout, rebate, bonus, deposit, deposit_count, withdrawal,
                withdrawal_count, first_deposit, 0
              from open_rows
              union all
              select day, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, count(*)
              from (
                select day from open_rows group by key, day having sum(valid_bet) >= ${threshold}
              ) active_of_open_days
              group by day
            ),
            day_sums as (
              select day, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
                sum(rebate) as rebates, sum(bonus) as bonuses, sum(deposit) as deposit,
                sum(deposit_count) as deposit_count, sum(withdrawal) as withdrawal,
                sum(withdrawal_count) as withdrawal_count, sum(first_depositors) as first_depositors,
                sum(active) as active
              from day_parts group by day
            ),
            registration_days as (
              select ${siteDay('t.created_at', offset)} as day, count(*) as registrations
              from team t where ${during('t.created_at', range)} group by 1
            ),
            days as (
              select generate_series(${range.fromDay}::date, ${range.toDay}::date, interval '1 day')::date as day
            )
            select to_char(days.day, 'YYYY-MM-DD') as day,
              coalesce(rd.registrations, 0)::int as new_registrations,
              coalesce(s.first_depositors, 0)::int as first_depositors,
              coalesce(s.active, 0)::int as active_members,
              coalesce(s.deposit, 0)::text as deposit_amount,
              coalesce(s.deposit_count, 0)::int as deposit_count,
              coalesce(s.withdrawal, 0)::text as withdrawal_amount,
              coalesce(s.withdrawal_count, 0)::int as withdrawal_count,
              coalesce(s.stake, 0)::text as stake,
              coalesce(s.valid_bet, 0)::text as valid_bet,
              coalesce(s.payout, 0)::text as payout,
              coalesce(s.rebates, 0)::text as rebates,
              coalesce(s.bonuses, 0)::text as bonuses
            from days
            left join day_sums s on s.day = days.day
            left join registration_days rd on rd.day = days.day
            order by days.day`,
      );
    },

    /**
     * The team's active members over the whole period (they do not add up by day): each member's kept
     * valid bets of the closed days (from the day sums' key index) and raw ones of the rest, summed
     * per member. Its own statement, so that it runs beside the day figures on another connection.
     */
    async periodActiveMembers(
      agentId: number,
      range: ReportRange,
      activeMinValidBetMinor: bigint,
    ): Promise<number> {
      const open = range.openFrom.getTime() < range.to.getTime();
      // The accounts are joined directly (no CTE), so that the planner sees the team's size and hashes
      // the smaller side.
      const [row] = await rowsOf<{ active: number }>(
        db,
        sql`with valid_bets as (
              select r.account_id as key, r.valid_bet_minor as valid_bet
              from agent_day_totals r
              join accounts a on a.id = r.account_id and ${inTeam('a', agentId)} and a.type <> ${TRIAL}
              where r.offset_minutes = ${Math.trunc(range.offsetMinutes)} and ${keptDays(range)}
              union all
              select g.member_account_id, g.valid_bet_minor
              from game_rounds g
              join accounts a on a.id = g.member_account_id and ${inTeam('a', agentId)} and a.type <> ${TRIAL}
              where ${open ? sql`g.status = 'settled' and ${during('g.settled_at', { from: range.openFrom, to: range.to })}` : sql`false`}
            )
            select count(*)::int as active from (
              select key from valid_bets group by key
              having sum(valid_bet) >= ${activeMinValidBetMinor.toString()}::bigint
            ) active_accounts`,
      );
      return Number(row?.active ?? 0);
    },

    /**
     * Profit and loss of `accountId` (in the agent's team) by branch, in one statement: a row for the
     * account alone, one per direct child with its whole team (the branch of a descendant is the
     * element of its ancestor path just below the account), every direct child present. Closed days
     * come from each branch's own kept rows and, for a child, its descendants' kept rows; the rest is
     * read raw. `accountDepth` is the length of the account's ancestor path.
     */
    profitLossBranches(
      agentId: number,
      accountId: number,
      accountDepth: number,
      range: ReportRange,
      activeMinValidBetMinor: bigint,
      options: OpenPromotions = { openPromotions: true },
    ): Promise<ProfitLossBranchRow[]> {
      const childIndex = accountDepth + 2;
      const offset = range.offsetMinutes;
      const kept = keptDays(range);
      return reportRowsOf<ProfitLossBranchRow>(
        db,
        sql`with team as materialized (
              select a.id, a.type, coalesce(a.ancestor_path[${childIndex}::int], a.id) as branch
              from accounts a
              where (a.ancestor_path @> ${bigintArray([accountId])} or a.id = ${accountId})
                and ${inTeam('a', agentId)}
            ),
            sizes as (select branch, count(*) as team_size from team group by branch),
            money_team as (select id, branch as key from team where type <> ${TRIAL}),
            branch_parts as (
              select s.branch as key, own.*
              from sizes s
              join accounts a on a.id = s.branch and a.type <> ${TRIAL}
              cross join lateral (
                select ${sql.raw(FIGURES_OF_ROW)} from agent_day_totals r
                where r.offset_minutes = ${offset} and r.account_id = s.branch and ${kept} offset 0
              ) own
              union all
              select s.branch, descendants.*
              from sizes s
              cross join lateral (
                select ${sql.raw(FIGURES_OF_ROW)} from agent_team_day_totals r
                where r.offset_minutes = ${offset}
                  and r.active_min_valid_bet_minor = ${activeMinValidBetMinor.toString()}::bigint
                  and r.account_id = s.branch and ${kept} offset 0
              ) descendants
              where s.branch <> ${accountId}
              union all
              select key, stake, valid_bet, payout, rebate, bonus, deposit, deposit_count, withdrawal,
                withdrawal_count
              from (${rawSums(range, { promotions: options.openPromotions })}) raw_rows
            ),
            branch_sums as (
              select key as branch, sum(stake) as bet, sum(valid_bet) as valid_bet, sum(payout) as payout,
                sum(rebate) as rebate, sum(bonus) as bonus, sum(deposit) as deposit, sum(withdrawal) as withdraw
              from branch_parts
              group by key
            )
            select s.branch::text as id, a.username, a.type::int as type,
              (case when s.branch = ${accountId} then 1 else s.team_size end)::int as team_size,
              coalesce(b.deposit, 0)::text as deposit,
              coalesce(b.withdraw, 0)::text as withdraw,
              coalesce(b.bet, 0)::text as bet,
              coalesce(b.valid_bet, 0)::text as valid_bet,
              coalesce(b.payout, 0)::text as payout,
              coalesce(b.rebate, 0)::text as rebate,
              coalesce(b.bonus, 0)::text as bonus
            from sizes s
            join accounts a on a.id = s.branch
            left join branch_sums b on b.branch = s.branch
            order by (s.branch = ${accountId}) desc, lower(a.username), s.branch`,
      );
    },

    /** The open part's bonuses and rebates of the agent's team (trials left out) by site day. */
    openPromotionDays(agentId: number, range: ReportRange): Promise<PromotionSumRow[]> {
      if (range.openFrom.getTime() >= range.to.getTime()) return Promise.resolve([]);
      return rowsOf<PromotionSumRow>(
        db,
        sql`with team as materialized (
              select a.id from accounts a where ${inTeam('a', agentId)} and a.type <> ${TRIAL}
            )
            select to_char(${siteDay('p.created_at', range.offsetMinutes)}, 'YYYY-MM-DD') as key,
              sum(p.rebate)::text as rebate, sum(p.bonus)::text as bonus
            from (${promotionRows({ from: range.openFrom, to: range.to })}) p
            join team t on t.id = p.account_id
            group by 1`,
      );
    },

    /** The open part's bonuses and rebates of `accountId`'s team by branch (as profitLossBranches). */
    openPromotionBranches(
      agentId: number,
      accountId: number,
      accountDepth: number,
      range: ReportRange,
    ): Promise<PromotionSumRow[]> {
      if (range.openFrom.getTime() >= range.to.getTime()) return Promise.resolve([]);
      return rowsOf<PromotionSumRow>(
        db,
        sql`with team as materialized (
              select a.id, coalesce(a.ancestor_path[${accountDepth + 2}::int], a.id) as branch
              from accounts a
              where (a.ancestor_path @> ${bigintArray([accountId])} or a.id = ${accountId})
                and ${inTeam('a', agentId)} and a.type <> ${TRIAL}
            )
            select t.branch::text as key, sum(p.rebate)::text as rebate, sum(p.bonus)::text as bonus
            from (${promotionRows({ from: range.openFrom, to: range.to })}) p
            join team t on t.id = p.account_id
            group by 1`,
      );
    },

    async countDownlines(filter: DownlineFilter): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from accounts a where ${downlineWhere(filter)}`,
      );
      return Number(row?.total ?? 0);
    },

    /**
     * A page of the parent's direct children with each one's team figures: one pass over the parent's
     * team grouped by branch (the element of the ancestor path just below the parent).
     */
    downlines(filter: DownlineFilter, limit: number, offset: number): Promise<DownlineRow[]> {
      const childIndex = filter.parentDepth + 2;
      const sortColumn = sql.raw(DOWNLINE_SORT_COLUMNS[filter.sort]);
      const direction = sql.raw(filter.order === 'asc' ? 'asc' : 'desc');
      return rowsOf<DownlineRow>(
        db,
        sql`with children as materialized (
              select a.id, a.username, a.nickname, a.type, a.ancestor_path, a.parent_id, a.last_login_at,
                a.created_at
              from accounts a where ${downlineWhere(filter)}
            ),
            branches as (
              select coalesce(d.ancestor_path[${childIndex}::int], d.id) as child_id,
                count(*) as team_size,
                count(*) filter (where cardinality(d.ancestor_path) = ${childIndex}::int) as direct_children,
                coalesce(sum(w.balance_minor) filter (where d.type <> ${TRIAL}), 0) as team_balance
              from accounts d
              left join ledger_accounts w on ${mainWalletOf('d')}
              where d.ancestor_path @> ${bigintArray([filter.parentId])} and ${inTeam('d', filter.agentId)}
              group by 1
            )
            select c.id::text as id, c.username, c.nickname, c.type::int as type,
              (cardinality(c.ancestor_path) - ${filter.agentDepth}::int)::int as depth,
              b.direct_children::int as direct_children, b.team_size::int as team_size,
              coalesce(w.balance_minor, 0)::text as balance, b.team_balance::text as team_balance,
              ${iso('c.last_login_at')} as last_login_at, ${onlineOf('c')} as online,
              ${iso('c.created_at')} as registered_at, (c.parent_id = ${filter.agentId}) as direct_child
            from children c
            join branches b on b.child_id = c.id
            left join ledger_accounts w on ${mainWalletOf('c')}
            order by ${sortColumn} ${direction} nulls last, c.id ${direction}
            limit ${limit} offset ${offset}`,
      );
    },

    /** Count and sums over every round of the filter (win/loss over settled rounds only). */
    async teamBetTotals(filter: TeamBetFilter): Promise<TeamBetTotalsRow> {
      const [row] = await rowsOf<TeamBetTotalsRow>(
        db,
        sql`select count(*)::int as count,
              coalesce(sum(g.stake_minor), 0)::text as stake,
              coalesce(sum(g.valid_bet_minor), 0)::text as valid_bet,
              coalesce(sum(g.payout_minor), 0)::text as payout,
              coalesce(sum(g.payout_minor - g.stake_minor) filter (where g.status = 'settled'), 0)::text as win_loss
            from accounts a join game_rounds g on g.member_account_id = a.id
            where ${teamBetWhere(filter)}`,
      );
      return row!;
    },

    /** A page of the team's rounds in the order asked (newest bet first), with the catalogue's names. */
    teamBets(
      filter: TeamBetFilter,
      order: { sort: TeamBetSort; order: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<TeamBetRow[]> {
      const column = sql.raw(TEAM_BET_SORT_COLUMNS[order.sort]);
      const direction = sql.raw(order.order);
      return rowsOf<TeamBetRow>(
        db,
        sql`select g.round_id, a.username, g.game_category as game_type, g.vendor_code,
              v.display_name as vendor_name, g.game_code, gm.name as game_name, gm.name_vi as game_name_vi,
              ${iso('g.placed_at')} as placed_at, ${iso('g.settled_at')} as settled_at,
              g.stake_minor::text as stake, g.valid_bet_minor::text as valid_bet,
              g.payout_minor::text as payout, g.status
            from accounts a
            join game_rounds g on g.member_account_id = a.id
            left join vendors v on v.code = g.vendor_code
            left join games gm on gm.vendor_code = g.vendor_code and gm.game_code = g.game_code
            where ${teamBetWhere(filter)}
            order by ${column} ${direction}, g.id ${direction}
            limit ${limit} offset ${offset}`,
      );
    },

    async countTransactions(ledgerAccountId: number, period: PeriodBounds): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from ledger_entries e
            where e.ledger_account_id = ${ledgerAccountId} and ${during('e.created_at', period)}`,
      );
      return Number(row?.total ?? 0);
    },

    /** A page of the main wallet's entries in the order asked (newest first), with their kind and key. */
    transactions(
      ledgerAccountId: number,
      period: PeriodBounds,
      order: { sort: AgentTransactionSort; order: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<TransactionRow[]> {
      const column = sql.raw(order.sort === 'amount' ? 'e.amount_minor' : 'e.id');
      const direction = sql.raw(order.order);
      return rowsOf<TransactionRow>(
        db,
        sql`select e.id::text as id, ${iso('e.created_at')} as created_at, lt.kind,
              e.amount_minor::text as amount, e.balance_after_minor::text as balance_after,
              lt.idempotency_key, lt.metadata
            from ledger_entries e
            join ledger_transactions lt on lt.id = e.transaction_id
            where e.ledger_account_id = ${ledgerAccountId} and ${during('e.created_at', period)}
            order by ${column} ${direction}, e.id ${direction}
            limit ${limit} offset ${offset}`,
      );
    },

    /** The agent's invite links (affiliate codes), newest first, with the accounts registered by each. */
    inviteLinks(agentId: number): Promise<InviteLinkRow[]> {
      return rowsOf<InviteLinkRow>(
        db,
        sql`select c.code, c.kind, c.enabled, ${iso('c.created_at')} as created_at,
              (select count(*) from accounts n join account_profiles p on p.account_id = n.id
                where n.parent_id = c.account_id
                  and lower(coalesce(p.affiliate_code, p.referral_code)) = lower(c.code))::int as registrations
            from affiliate_codes c
            where c.account_id = ${agentId}
            order by c.created_at desc, c.code`,
      );
    },

    async countInviteLinks(agentId: number): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from affiliate_codes where account_id = ${agentId}`,
      );
      return Number(row?.total ?? 0);
    },

    /** Inserts a code; a code taken in any letter case is the unique index's violation. */
    async insertInviteLink(agentId: number, code: string, kind: AffiliateCodeKind): Promise<void> {
      await db.execute(
        sql`insert into affiliate_codes (code, account_id, kind) values (${code}, ${agentId}, ${kind})`,
      );
    },

    /** Switches one of the agent's own codes; false when the agent has no such code. */
    async setInviteLinkEnabled(agentId: number, code: string, enabled: boolean): Promise<boolean> {
      const rows = await rowsOf<{ code: string }>(
        db,
        sql`update affiliate_codes set enabled = ${enabled}
            where lower(code) = lower(${code}) and account_id = ${agentId}
            returning code`,
      );
      return rows.length > 0;
    },
  };
}
