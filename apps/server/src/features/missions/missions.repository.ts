// SQL of missions: the operator's missions, members' claims, the week's ranking by mission points,
// and a member's activity in the current day and week that progress is measured from (settled rounds
// and their valid bet by category, credited deposits, days with a live session), one grouped query
// per source for both periods at once, whatever the number of missions.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { MissionPeriod } from '@playdeck/contract/missions';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  emptyActivity,
  type MemberActivity,
  type MissionWindow,
  type MissionWindows,
} from './mission-progress';
import { missionClaimsTable, missionsTable } from './missions.table';

export type MissionRow = typeof missionsTable.$inferSelect;
export type NewMission = typeof missionsTable.$inferInsert;
export type NewClaim = typeof missionClaimsTable.$inferInsert;
export type ClaimRow = typeof missionClaimsTable.$inferSelect;

/** A member's line of a week's ranking. */
export type RankingRow = { accountId: number; username: string; points: number; rank: number };

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The column's instant falls in the window. */
const within = (column: SQL, window: MissionWindow) =>
  sql`${column} >= ${instant(window.from)} and ${column} < ${instant(window.to)}`;

/** Both periods' bounds together: the rows any of them needs. */
function span(windows: MissionWindows): MissionWindow {
  const all = Object.values(windows);
  return {
    key: '',
    from: new Date(Math.min(...all.map((window) => window.from.getTime()))),
    to: new Date(Math.max(...all.map((window) => window.to.getTime()))),
  };
}

export function createMissionsRepository(db: DatabaseOrTransaction) {
  return {
    listMissions(options: { enabledOnly: boolean }): Promise<MissionRow[]> {
      return db
        .select()
        .from(missionsTable)
        .where(options.enabledOnly ? eq(missionsTable.enabled, true) : undefined)
        .orderBy(asc(missionsTable.sortOrder), asc(missionsTable.id));
    },

    async findMission(id: number): Promise<MissionRow | undefined> {
      const [row] = await db.select().from(missionsTable).where(eq(missionsTable.id, id));
      return row;
    },

    async insertMission(values: NewMission): Promise<MissionRow> {
      const [row] = await db.insert(missionsTable).values(values).returning();
      return row!;
    },

    async updateMission(id: number, values: NewMission): Promise<MissionRow | undefined> {
      const [row] = await db
        .update(missionsTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(missionsTable.id, id))
        .returning();
      return row;
    },

    /** The claim, or undefined when the member already claimed the mission in that period. */
    async insertClaim(values: NewClaim): Promise<ClaimRow | undefined> {
      const [row] = await db.insert(missionClaimsTable).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Claims of every mission in the given periods, by mission and period key. */
    async claimCounts(
      periodKeys: string[],
    ): Promise<{ missionId: number; periodKey: string; claims: number }[]> {
      const rows = await rowsOf<{ mission_id: string; period_key: string; claims: number }>(
        db,
        sql`select mission_id::text, period_key, count(*)::int as claims from mission_claims
            where period_key in (${sql.join(
              periodKeys.map((key) => sql`${key}`),
              sql`, `,
            )})
            group by mission_id, period_key`,
      );
      return rows.map((row) => ({
        missionId: Number(row.mission_id),
        periodKey: row.period_key,
        claims: Number(row.claims),
      }));
    },

    /** The member's claims in the given periods, as "missionId:periodKey". */
    async claimedKeys(accountId: number, periodKeys: string[]): Promise<Set<string>> {
      const rows = await rowsOf<{ mission_id: string; period_key: string }>(
        db,
        sql`select mission_id::text, period_key from mission_claims
            where account_id = ${accountId} and period_key in (${sql.join(
              periodKeys.map((key) => sql`${key}`),
              sql`, `,
            )})`,
      );
      return new Set(rows.map((row) => `${row.mission_id}:${row.period_key}`));
    },

    /**
     * The week's ranking by summed mission points (ties: the earlier last claim first, then the
     * account), members without points left out: the first `size` lines and the reader's own.
     */
    async weekRanking(weekStart: string, size: number, readerId: number | null): Promise<RankingRow[]> {
      const rows = await rowsOf<{ account_id: string; username: string; points: number; rank: number }>(
        db,
        sql`with totals as (
              select account_id, sum(mission_points)::int as points, max(claimed_at) as last_claimed_at
              from mission_claims where week_start = ${weekStart}::date
              group by account_id having sum(mission_points) > 0
            ), ranked as (
              select account_id, points,
                row_number() over (order by points desc, last_claimed_at asc, account_id asc)::int as rank
              from totals
            )
            select r.account_id::text, a.username, r.points, r.rank
            from ranked r join accounts a on a.id = r.account_id
            where r.rank <= ${size} or r.account_id = ${readerId ?? 0}
            order by r.rank`,
      );
      return rows.map((row) => ({
        accountId: Number(row.account_id),
        username: row.username,
        points: Number(row.points),
        rank: Number(row.rank),
      }));
    },

    /** The member's activity in each period, from the sources the missions need. */
    async activityOf(
      accountId: number,
      windows: MissionWindows,
      now: Date,
      sources: { rounds: boolean; deposits: boolean; signIns: boolean },
    ): Promise<MemberActivity> {
      const activity: MemberActivity = { DAILY: emptyActivity(), WEEKLY: emptyActivity() };
      await Promise.all([
        sources.rounds ? addRounds(db, accountId, windows, activity) : undefined,
        sources.deposits ? addDeposits(db, accountId, windows, activity) : undefined,
        sources.signIns ? addSignIns(db, accountId, windows, now, activity) : undefined,
      ]);
      return activity;
    },
  };
}

const PERIODS = ['DAILY', 'WEEKLY'] as const satisfies readonly MissionPeriod[];

/** Settled rounds and their valid bet, by category, in each period (settled_at in the window). */
async function addRounds(
  db: DatabaseOrTransaction,
  accountId: number,
  windows: MissionWindows,
  activity: MemberActivity,
): Promise<void> {
  const settled = sql`settled_at`;
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select game_category as category,
          count(*) filter (where ${within(settled, windows.DAILY)})::text as daily_rounds,
          count(*) filter (where ${within(settled, windows.WEEKLY)})::text as weekly_rounds,
          coalesce(sum(valid_bet_minor) filter (where ${within(settled, windows.DAILY)}), 0)::text as daily_bet,
          coalesce(sum(valid_bet_minor) filter (where ${within(settled, windows.WEEKLY)}), 0)::text as weekly_bet
        from game_rounds
        where member_account_id = ${accountId} and status = 'settled' and ${within(settled, span(windows))}
        group by game_category`,
  );
  for (const row of rows) {
    for (const period of PERIODS) {
      const prefix = period === 'DAILY' ? 'daily' : 'weekly';
      activity[period].roundsByCategory.set(row.category!, BigInt(row[`${prefix}_rounds`]!));
      activity[period].validBetByCategory.set(row.category!, BigInt(row[`${prefix}_bet`]!));
    }
  }
}

/** Credited deposits in each period (decided_at, the moment the money was credited, in the window). */
async function addDeposits(
  db: DatabaseOrTransaction,
  accountId: number,
  windows: MissionWindows,
  activity: MemberActivity,
): Promise<void> {
  const decided = sql`decided_at`;
  const [row] = await rowsOf<{ daily: string; weekly: string }>(
    db,
    sql`select coalesce(sum(amount_minor) filter (where ${within(decided, windows.DAILY)}), 0)::text as daily,
          coalesce(sum(amount_minor) filter (where ${within(decided, windows.WEEKLY)}), 0)::text as weekly
        from deposits
        where account_id = ${accountId} and status = 'credited' and ${within(decided, span(windows))}`,
  );
  activity.DAILY.depositMinor = BigInt(row?.daily ?? 0);
  activity.WEEKLY.depositMinor = BigInt(row?.weekly ?? 0);
}

/**
 * Days signed in, in each period: the site days that have begun (up to now) on which one of the
 * member's sessions was alive, created before the day's end and neither revoked nor expired before
 * its start. Days still to come do not count, though a session may already reach into them. A site
 * day is 24 hours (the site's offset is fixed), whatever the database session's time zone.
 */
async function addSignIns(
  db: DatabaseOrTransaction,
  accountId: number,
  windows: MissionWindows,
  now: Date,
  activity: MemberActivity,
): Promise<void> {
  const dayStart = sql`day_start`;
  const [row] = await rowsOf<{ daily: number; weekly: number }>(
    db,
    sql`select count(*) filter (where ${within(dayStart, windows.DAILY)})::int as daily,
          count(*) filter (where ${within(dayStart, windows.WEEKLY)})::int as weekly
        from generate_series(${instant(span(windows).from)}, ${instant(now)}, interval '24 hours') as day_start
        where exists (
          select 1 from sessions s
          where s.account_id = ${accountId} and s.created_at < day_start + interval '24 hours'
            and (s.revoked_at is null or s.revoked_at >= day_start) and s.expires_at >= day_start
        )`,
  );
  activity.DAILY.signInDays = Number(row?.daily ?? 0);
  activity.WEEKLY.signInDays = Number(row?.weekly ?? 0);
}
