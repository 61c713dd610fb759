// SQL of the operator's reports: every figure is one aggregate statement over a period's raw rows,
// grouped by site day or by game, channel or ledger kind, never a loop over rows in JavaScript. Each
// statement reads its rows through an index on the instant it filters by: rounds by settled_at
// (game_rounds_settled), deposits by decided_at (deposits_credited), withdrawals by paid_at
// (withdrawals_paid), members by created_at (accounts_created), and the bonus and commission
// accounts' ledger entries by (ledger account, created_at). Active members are read from the kept
// play days (member_play_days, one row per member and UTC day) instead of the rounds.
//
// Money leaves as ::text (bigint minor units), counts as ::int, so that node-postgres and PGlite read
// them alike. Trial accounts play with the site's play money: their rounds are no revenue.
import { sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPES, AGENT_ACCOUNT_TYPES } from '@playdeck/contract/account';
import { REPORTS_GAME_ROWS_MAX } from '@playdeck/contract/reports';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { PLAY_DAY_QUARTERS } from './reports.table';

/** A period as UTC instants [from, to), the site days it covers (both included) and the site's offset. */
export type ReportPeriod = {
  from: Date;
  to: Date;
  fromDay: string;
  toDay: string;
  offsetMinutes: number;
};

export type PlaySums = { rounds: number; stake: string; valid_bet: string; payout: string };
export type RevenueDayRow = PlaySums & { day: string; bonus_cost: string };
export type GameSumsRow = PlaySums & {
  /** 0: a game, 1: a vendor, 2: a category. */
  level: number;
  vendor_code: string | null;
  game_code: string | null;
  category: string | null;
  vendor_name: string | null;
  game_name: string | null;
};
export type DepositChannelSumsRow = {
  channel_id: number;
  channel_name: string;
  channel_type: string;
  count: number;
  amount: string;
};
export type WithdrawalChannelSumsRow = { bank_name: string; count: number; amount: string };
export type MembersDayRow = {
  day: string | null;
  new_members: number;
  active_members: number;
  depositing_members: number;
};
export type CostSumsRow = { kind: string; count: number; amount: string };

/** Memory a report statement may hash and sort in before it spills to disk (set local: its transaction only). */
const REPORT_WORK_MEM = '64MB';

/**
 * Rows of a report statement, with room to hash in memory: a month's (day, member) pairs of a million
 * rounds (about 176,000) spill to disk at PostgreSQL's default 4 MB (the bench: 0.71 s against
 * 0.45 s). Reports are the operator's few calls, never a member's, so the memory is bounded by them.
 */
async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql.raw(`set local work_mem = '${REPORT_WORK_MEM}'`));
    const result = (await transaction.execute(statement)) as unknown as { rows: Row[] };
    return result.rows;
  });
}

/** The site's offset as an integer literal, so that an expression in a select list and its group by match. */
const minutesOf = (offsetMinutes: number) => sql.raw(String(Math.trunc(offsetMinutes)));

/**
 * The start of the site day of an instant column, as an instant: date_bin's integer arithmetic, far
 * cheaper per row than converting each instant to a local date (the 1,000,000-round bench: 450 ms
 * against 620 ms to group a month by day). Days start at the site's midnight: the bins are counted
 * from 2000-01-01 00:00 at the site.
 */
function dayBin(column: string, offsetMinutes: number): SQL {
  return sql`date_bin('1 day', ${sql.raw(column)}, '2000-01-01T00:00:00Z'::timestamptz - interval '1 minute' * ${minutesOf(offsetMinutes)})`;
}

/** The site's calendar date of a day bin (run on the few grouped rows, not on every round). */
function dayOfBin(column: string, offsetMinutes: number): SQL {
  return sql`((${sql.raw(column)} at time zone 'UTC') + interval '1 minute' * ${minutesOf(offsetMinutes)})::date`;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Within [from, to) of the period. */
function during(column: string, period: ReportPeriod): SQL {
  const name = sql.raw(column);
  return sql`${name} >= ${instant(period.from)} and ${name} < ${instant(period.to)}`;
}

/** Every site day of the period as rows `d.day`. */
function daysOf(period: ReportPeriod): SQL {
  return sql`(select generate_series(${period.fromDay}::date, ${period.toDay}::date, interval '1 day')::date as day) d`;
}

/** After a member's account id: it is not a trial account (whose rounds are play money). */
const NOT_TRIAL = sql.raw(`not in (select t.id from accounts t where t.type = ${ACCOUNT_TYPES.trial})`);

/** The settled rounds `g` of the period that are real money (not a trial account's). */
function settledRounds(period: ReportPeriod): SQL {
  return sql`g.status = 'settled' and ${during('g.settled_at', period)} and g.member_account_id ${NOT_TRIAL}`;
}

/** Accounts that are members: not agents, trials or operators. */
const MEMBER_TYPE = sql.raw(
  `a.type not in (${[...AGENT_ACCOUNT_TYPES, ACCOUNT_TYPES.trial, ACCOUNT_TYPES.operator].join(', ')})`,
);

/** The site's own ledger account of a kind (bonus, commission), found by its unique index. */
function systemAccount(kind: 'bonus' | 'commission'): SQL {
  return sql`(select la.id from ledger_accounts la
    where coalesce(la.owner_account_id, 0) = 0 and la.kind = ${kind} and la.vendor_code = '')`;
}

/**
 * The ledger kinds that are a cost of each site account, for the transaction `lt`: bonuses and
 * rebates (wallet/ledger-kinds.ts: 'demo_bonus', 'bonus…'; rebates post 'rebate…'), and the agent
 * contracts' bills ('contract_…'). Other moves of those accounts are between the site's own accounts
 * (the jackpot pool seeded from the bonus account) and cost nothing.
 */
const COST_KINDS = {
  bonus: sql`(lt.kind = 'demo_bonus' or lt.kind like 'bonus%' or lt.kind like 'rebate%')`,
  commission: sql`lt.kind like 'contract%'`,
};

/**
 * What left the site account of `kind` per transaction kind: its entries are negative when it pays
 * and positive when a payment is taken back, so the cost is their negated sum.
 */
function costByKind(kind: 'bonus' | 'commission', period: ReportPeriod): SQL {
  return sql`select lt.kind, count(distinct e.transaction_id)::int as count, (-sum(e.amount_minor))::text as amount
    from ledger_entries e
    join ledger_transactions lt on lt.id = e.transaction_id
    where e.ledger_account_id = ${systemAccount(kind)} and ${during('e.created_at', period)}
      and ${COST_KINDS[kind]}
    group by lt.kind
    order by -sum(e.amount_minor) desc, lt.kind`;
}

/** Minutes of a bit of member_play_days (reports.table.ts), and of a day. */
const QUARTER_MINUTES = 15;
const DAY_MINUTES = 1_440;

/** A bit(96) literal: `count` ones from the left when `ones`, zeros there otherwise, the rest the other. */
function quarterMask(count: number, ones: boolean): SQL {
  const [first, rest] = ones ? ['1', '0'] : ['0', '1'];
  return sql.raw(`B'${first.repeat(count)}${rest.repeat(PLAY_DAY_QUARTERS - count)}'`);
}

/**
 * The CTE `players`: each (site day, member) of the period with a settled real-money round, once.
 *
 * At an offset of whole quarter hours, from the kept play days: the site midnight falls on a quarter
 * boundary of each UTC day, so the quarters before it belong to one site day and those after to the
 * next; a member's UTC-day row says which of the two they played in, and the later one is left out
 * when the next UTC day's row already gives it (no hashing of every pair to make them unique). A few
 * rows per member and day instead of every round (docs/decisions/022-member-play-days.md). Any other
 * offset reads the rounds.
 */
function playersOf(period: ReportPeriod): SQL {
  const offset = Math.trunc(period.offsetMinutes);
  if (offset % QUARTER_MINUTES !== 0) {
    return sql`players as materialized (
        select ${dayOfBin('x.bin', offset)} as day, x.id from (
          select ${dayBin('g.settled_at', offset)} as bin, g.member_account_id as id
          from game_rounds g where ${settledRounds(period)}
          group by 1, 2
        ) x
      )`;
  }
  // UTC day u's quarters before `split` are site day u + before, the others u + before + 1.
  const before = Math.floor(offset / DAY_MINUTES);
  const split = (DAY_MINUTES * (before + 1) - offset) / QUARTER_MINUTES;
  const none = quarterMask(0, true);
  const shift = (days: number) => sql.raw(String(days));
  const inPeriod = (day: SQL) => sql`${day} >= ${period.fromDay}::date and ${day} <= ${period.toDay}::date`;
  const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);
  return sql`play_rows as materialized (
        select p.day, p.member_account_id as id,
          (p.quarters & ${quarterMask(split, true)}) <> ${none} as early,
          (p.quarters & ${quarterMask(split, false)}) <> ${none} as late
        from member_play_days p
        where p.day >= ${utcDay(period.from)}::date and p.day <= ${utcDay(new Date(period.to.getTime() - 1))}::date
          and p.member_account_id ${NOT_TRIAL}
      ),
      players as materialized (
        select r.day + ${shift(before)} as day, r.id from play_rows r
        where r.early and ${inPeriod(sql`r.day + ${shift(before)}`)}
        union all
        select r.day + ${shift(before + 1)}, r.id from play_rows r
        where r.late and ${inPeriod(sql`r.day + ${shift(before + 1)}`)}
          and not exists (select 1 from play_rows n where n.day = r.day + 1 and n.id = r.id and n.early)
      )`;
}

export function createReportsRepository(db: DatabaseOrTransaction) {
  return {
    /** Every day of the period: settled rounds' sums and the bonus account's net payments. */
    revenueDays(period: ReportPeriod): Promise<RevenueDayRow[]> {
      const offset = period.offsetMinutes;
      return rowsOf(
        db,
        // Materialized: planned on their own, each is one hash aggregate over its rows. Inlined, the
        // planner (expecting a group per round, since it cannot count the days in an expression) sorts
        // the month's rounds on disk to merge them with the days (1.9 s against 1.1 s in the bench).
        sql`with play as materialized (
              select ${dayOfBin('x.bin', offset)} as day, x.* from (
                select ${dayBin('g.settled_at', offset)} as bin, count(*) as rounds, sum(g.stake_minor) as stake,
                  sum(g.valid_bet_minor) as valid_bet, sum(g.payout_minor) as payout
                from game_rounds g where ${settledRounds(period)}
                group by 1
              ) x
            ),
            bonus as materialized (
              select ${dayOfBin('x.bin', offset)} as day, x.cost from (
                select ${dayBin('e.created_at', offset)} as bin, -sum(e.amount_minor) as cost
                from ledger_entries e
                join ledger_transactions lt on lt.id = e.transaction_id
                where e.ledger_account_id = ${systemAccount('bonus')} and ${during('e.created_at', period)}
                  and ${COST_KINDS.bonus}
                group by 1
              ) x
            )
            select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(p.rounds, 0)::int as rounds,
              coalesce(p.stake, 0)::text as stake, coalesce(p.valid_bet, 0)::text as valid_bet,
              coalesce(p.payout, 0)::text as payout, coalesce(b.cost, 0)::text as bonus_cost
            from ${daysOf(period)}
            left join play p on p.day = d.day
            left join bonus b on b.day = d.day
            order by d.day`,
      );
    },

    /**
     * Settled rounds' sums per game, per vendor and per category in one pass over the rounds, with
     * the catalogue's names; the largest stakes first, games capped.
     */
    gameSums(period: ReportPeriod): Promise<GameSumsRow[]> {
      return rowsOf(
        db,
        // Per game first, then its rows rolled up per vendor and per category: grouping sets would hash
        // every round three times in one process, where a plain group by runs in parallel workers
        // (the bench: 1.1 s against 0.34 s for a month).
        sql`with per_game as materialized (
              select g.vendor_code, g.game_code, g.game_category as category, count(*) as rounds,
                sum(g.stake_minor) as stake, sum(g.valid_bet_minor) as valid_bet, sum(g.payout_minor) as payout
              from game_rounds g where ${settledRounds(period)}
              group by g.vendor_code, g.game_code, g.game_category
            ),
            sums as (
              select 0 as level, vendor_code, game_code, category, rounds, stake, valid_bet, payout from per_game
              union all
              select 1, vendor_code, null, null, sum(rounds), sum(stake), sum(valid_bet), sum(payout)
              from per_game group by vendor_code
              union all
              select 2, null, null, category, sum(rounds), sum(stake), sum(valid_bet), sum(payout)
              from per_game group by category
            ),
            ranked as (
              select s.*,
                row_number() over (partition by s.level order by s.stake desc, s.vendor_code, s.game_code, s.category) as rank
              from sums s
            )
            select r.level::int as level, r.vendor_code, r.game_code, r.category, v.display_name as vendor_name,
              gm.name as game_name, r.rounds::int as rounds, r.stake::text as stake,
              r.valid_bet::text as valid_bet, r.payout::text as payout
            from ranked r
            left join vendors v on v.code = r.vendor_code
            left join games gm on r.level = 0 and gm.vendor_code = r.vendor_code and gm.game_code = r.game_code
            where r.level > 0 or r.rank <= ${REPORTS_GAME_ROWS_MAX}
            order by r.level, r.stake desc, r.vendor_code, r.game_code, r.category`,
      );
    },

    /** Credited deposits per channel, by the instant they were credited; the largest sums first. */
    depositsByChannel(period: ReportPeriod): Promise<DepositChannelSumsRow[]> {
      return rowsOf(
        db,
        sql`select c.id as channel_id, c.name as channel_name, c.type as channel_type, s.count::int as count,
              s.amount::text as amount
            from (select d.channel_id, count(*) as count, sum(d.amount_minor) as amount from deposits d
                  where d.status = 'credited' and ${during('d.decided_at', period)} group by d.channel_id) s
            join payment_channels c on c.id = s.channel_id
            order by s.amount desc, c.id`,
      );
    },

    /** Paid withdrawals (also those received since) per bank, by the instant they were paid. */
    withdrawalsByChannel(period: ReportPeriod): Promise<WithdrawalChannelSumsRow[]> {
      return rowsOf(
        db,
        sql`select x.bank_name, count(*)::int as count, sum(x.amount_minor)::text as amount
            from withdrawals x where x.status in ('paid', 'received') and ${during('x.paid_at', period)}
            group by x.bank_name
            order by sum(x.amount_minor) desc, x.bank_name`,
      );
    },

    /**
     * Per day of the period, then one row with day null for the whole period (each member once):
     * members registered, members with a settled round, members with a credited deposit.
     */
    membersDays(period: ReportPeriod): Promise<MembersDayRow[]> {
      const offset = period.offsetMinutes;
      return rowsOf(
        db,
        sql`with registered as materialized (
              select ${dayOfBin('x.bin', offset)} as day, x.n from (
                select ${dayBin('a.created_at', offset)} as bin, count(*) as n from accounts a
                where ${MEMBER_TYPE} and ${during('a.created_at', period)} group by 1
              ) x
            ),
            ${playersOf(period)},
            depositors as materialized (
              select ${dayBin('p.decided_at', offset)} as bin, p.account_id as id
              from deposits p where p.status = 'credited' and ${during('p.decided_at', period)}
              group by 1, 2
            ),
            active as (select day, count(*) as n from players group by day),
            depositing as (select ${dayOfBin('bin', offset)} as day, count(*) as n from depositors group by bin)
            select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(r.n, 0)::int as new_members,
              coalesce(x.n, 0)::int as active_members, coalesce(y.n, 0)::int as depositing_members
            from ${daysOf(period)}
            left join registered r on r.day = d.day
            left join active x on x.day = d.day
            left join depositing y on y.day = d.day
            union all
            select null, (select coalesce(sum(n), 0) from registered)::int,
              (select count(*) from (select id from players group by id) u)::int,
              (select count(*) from (select id from depositors group by id) u)::int
            order by 1 nulls last`,
      );
    },

    /** Net payments out of the site's bonus account per ledger kind. */
    bonusCosts(period: ReportPeriod): Promise<CostSumsRow[]> {
      return rowsOf(db, costByKind('bonus', period));
    },

    /** Net payments out of the site's commission account (agent contracts' bills) per ledger kind. */
    commissionsPaid(period: ReportPeriod): Promise<CostSumsRow[]> {
      return rowsOf(db, costByKind('commission', period));
    },
  };
}
