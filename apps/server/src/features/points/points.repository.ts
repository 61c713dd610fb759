// SQL of points: the settings row, each member's balance and ledger of entries, the accrual already
// paid per member, site day and source (with the one grouped query that finds what a day still
// owes), the mall's goods and the redemptions.
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { PointsType, RedeemStatus } from '@playdeck/contract/points';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { categorySources, rateHundredths, type AccrualSource, type SiteDay } from './points-accrual';
import {
  pointsAccrualsTable,
  pointsBalancesTable,
  pointsEntriesTable,
  pointsGoodsTable,
  pointsRedemptionsTable,
  pointsSettingsTable,
} from './points.table';

export type GoodRow = typeof pointsGoodsTable.$inferSelect;
export type GoodColumns = Omit<typeof pointsGoodsTable.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RedemptionRow = typeof pointsRedemptionsTable.$inferSelect;
export type EntryRow = typeof pointsEntriesTable.$inferSelect;
/** A redemption with its good and its member, as lists show it. */
export type RedemptionView = {
  redemption: RedemptionRow;
  good: { id: number; nameVi: string; nameEn: string; imageUrl: string };
  username: string;
};
/** A member's day total of one source and the points already paid for it. */
export type AccrualRow = { accountId: number; source: AccrualSource; totalMinor: bigint; paid: bigint };

/** The catalogue is small: the mall shows at most this many goods. */
const GOODS_MAX = 200;

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const REDEMPTION_VIEW = {
  redemption: pointsRedemptionsTable,
  good: {
    id: pointsRedemptionsTable.goodId,
    nameVi: sql<string>`coalesce(${pointsGoodsTable.nameVi}, '')`,
    nameEn: sql<string>`coalesce(${pointsGoodsTable.nameEn}, '')`,
    imageUrl: sql<string>`coalesce(${pointsGoodsTable.imageUrl}, '')`,
  },
  username: sql<string>`coalesce(${accountsTable.username}, '')`,
};

export function createPointsRepository(db: DatabaseOrTransaction) {
  return {
    // --- Settings -------------------------------------------------------------------------------

    async settings(): Promise<unknown> {
      const [row] = await db.select().from(pointsSettingsTable).where(eq(pointsSettingsTable.id, 1));
      return row?.value;
    },

    async saveSettings(value: unknown): Promise<void> {
      await db
        .insert(pointsSettingsTable)
        .values({ id: 1, value })
        .onConflictDoUpdate({ target: pointsSettingsTable.id, set: { value, updatedAt: sql`now()` } });
    },

    // --- Balances and entries -------------------------------------------------------------------

    async balance(accountId: number) {
      const [row] = await db
        .select()
        .from(pointsBalancesTable)
        .where(eq(pointsBalancesTable.accountId, accountId));
      return row;
    },

    /** The member's balance row, made at zero when missing, locked until the transaction ends. */
    async lockBalance(accountId: number): Promise<number> {
      const [row] = await rowsOf<{ balance: string }>(
        db,
        sql`insert into points_balances (account_id, balance, earned_total, spent_total)
            values (${accountId}, 0, 0, 0)
            on conflict (account_id) do update set account_id = excluded.account_id
            returning balance::text as balance`,
      );
      return Number(row!.balance);
    },

    /** Adds the entry; false when its key was used before (nothing added). */
    async insertEntry(entry: {
      accountId: number;
      type: PointsType;
      points: number;
      balanceAfter: number;
      reference: string;
      idempotencyKey: string;
    }): Promise<boolean> {
      const inserted = await db
        .insert(pointsEntriesTable)
        .values(entry)
        .onConflictDoNothing({ target: pointsEntriesTable.idempotencyKey })
        .returning({ id: pointsEntriesTable.id });
      return inserted.length > 0;
    },

    /** Moves the balance by `points`, and the totals earned and spent by their own changes. */
    async moveBalance(accountId: number, points: number, earned: number, spent: number): Promise<void> {
      await db
        .update(pointsBalancesTable)
        .set({
          balance: sql`${pointsBalancesTable.balance} + ${points}`,
          earnedTotal: sql`${pointsBalancesTable.earnedTotal} + ${earned}`,
          spentTotal: sql`${pointsBalancesTable.spentTotal} + ${spent}`,
          updatedAt: sql`now()`,
        })
        .where(eq(pointsBalancesTable.accountId, accountId));
    },

    async entryByKey(idempotencyKey: string): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(pointsEntriesTable)
        .where(eq(pointsEntriesTable.idempotencyKey, idempotencyKey));
      return row;
    },

    async entriesPage(accountId: number, type: PointsType | undefined, limit: number, offset: number) {
      const where = and(
        eq(pointsEntriesTable.accountId, accountId),
        type ? eq(pointsEntriesTable.type, type) : undefined,
      );
      const rows = await db
        .select()
        .from(pointsEntriesTable)
        .where(where)
        .orderBy(desc(pointsEntriesTable.createdAt), desc(pointsEntriesTable.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(pointsEntriesTable).where(where);
      return { rows, total: Number(total?.total ?? 0) };
    },

    // --- Accrual --------------------------------------------------------------------------------

    /**
     * One site day's totals that still owe points, at most `limit` of them: per real (not trial)
     * account and source, the valid bet of rounds settled that day (each category under its bet
     * points type) and the credited deposits, with the points already paid. Only rows whose points
     * at the rate now exceed what was paid come back, so a run cut short by the limit leaves the rest
     * to the next run.
     */
    async accrualsOwed(
      siteDay: SiteDay,
      rates: { source: AccrualSource; rate: string }[],
      limit: number,
      /** One member's totals only (their balance read), else every member's (the job). */
      accountId?: number,
    ): Promise<AccrualRow[]> {
      const roundsOf = accountId === undefined ? sql`` : sql`and g.member_account_id = ${accountId}`;
      const depositsOf = accountId === undefined ? sql`` : sql`and d.account_id = ${accountId}`;
      const sourceOfCategory = sql.join(
        categorySources().map(({ category, source }) => sql`when ${category}::text then ${source}::text`),
        sql` `,
      );
      const rateOfSource = sql.join(
        rates.map(
          ({ source, rate }) => sql`when ${source}::text then ${rateHundredths(rate).toString()}::numeric`,
        ),
        sql` `,
      );
      const rows = await rowsOf<{ account_id: string; source: AccrualSource; total: string; paid: string }>(
        db,
        sql`with activity as (
              select g.member_account_id as account_id,
                case g.game_category ${sourceOfCategory} end as source, g.valid_bet_minor as amount
              from game_rounds g
              where g.status = 'settled' and g.settled_at >= ${instant(siteDay.from)}
                and g.settled_at < ${instant(siteDay.to)} ${roundsOf}
              union all
              select d.account_id, 'DEPOSIT', d.amount_minor from deposits d
              where d.status = 'credited' and d.decided_at >= ${instant(siteDay.from)}
                and d.decided_at < ${instant(siteDay.to)} ${depositsOf}
            ), totals as (
              select activity.account_id, activity.source, sum(activity.amount) as total
              from activity
              join accounts a on a.id = activity.account_id and a.type <> ${ACCOUNT_TYPES.trial}
              where activity.source is not null
              group by 1, 2
            )
            select t.account_id::text as account_id, t.source, t.total::text as total,
              coalesce(p.points, 0)::text as paid
            from totals t
            left join points_accruals p on p.account_id = t.account_id and p.day = ${siteDay.day}::date
              and p.source = t.source
            where floor(t.total * (case t.source ${rateOfSource} else 0 end) / 1000000)
              > coalesce(p.points, 0)
            order by t.account_id, t.source
            limit ${limit}`,
      );
      return rows.map((row) => ({
        accountId: Number(row.account_id),
        source: row.source,
        totalMinor: BigInt(row.total),
        paid: BigInt(row.paid),
      }));
    },

    /** The points paid for a member's day and source, its row made at zero and locked. */
    async lockAccrual(accountId: number, day: string, source: AccrualSource): Promise<bigint> {
      await db
        .insert(pointsAccrualsTable)
        .values({ accountId, day, source, points: 0 })
        .onConflictDoNothing();
      const [row] = await rowsOf<{ points: string }>(
        db,
        sql`select points::text as points from points_accruals
            where account_id = ${accountId} and day = ${day}::date and source = ${source} for update`,
      );
      return BigInt(row!.points);
    },

    async setAccrual(accountId: number, day: string, source: AccrualSource, points: bigint): Promise<void> {
      await db
        .update(pointsAccrualsTable)
        .set({ points: Number(points), updatedAt: sql`now()` })
        .where(
          and(
            eq(pointsAccrualsTable.accountId, accountId),
            eq(pointsAccrualsTable.day, day),
            eq(pointsAccrualsTable.source, source),
          ),
        );
    },

    // --- Goods ----------------------------------------------------------------------------------

    goods(options: { enabledOnly: boolean }): Promise<GoodRow[]> {
      return db
        .select()
        .from(pointsGoodsTable)
        .where(options.enabledOnly ? eq(pointsGoodsTable.enabled, true) : undefined)
        .orderBy(asc(pointsGoodsTable.sortOrder), asc(pointsGoodsTable.id))
        .limit(GOODS_MAX);
    },

    /** Units redeemed of each good (rejected redemptions gave theirs back). */
    async redeemedByGood(): Promise<Map<number, number>> {
      const rows = await db
        .select({
          goodId: pointsRedemptionsTable.goodId,
          units: sql<string>`sum(${pointsRedemptionsTable.quantity})::text`,
        })
        .from(pointsRedemptionsTable)
        .where(ne(pointsRedemptionsTable.status, 'REJECTED'))
        .groupBy(pointsRedemptionsTable.goodId);
      return new Map(rows.map((row) => [row.goodId, Number(row.units)]));
    },

    async good(id: number, options: { lock?: boolean } = {}): Promise<GoodRow | undefined> {
      const query = db.select().from(pointsGoodsTable).where(eq(pointsGoodsTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insertGood(values: GoodColumns): Promise<GoodRow> {
      const [row] = await db.insert(pointsGoodsTable).values(values).returning();
      return row!;
    },

    async updateGood(id: number, values: GoodColumns): Promise<GoodRow | undefined> {
      const [row] = await db
        .update(pointsGoodsTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(pointsGoodsTable.id, id))
        .returning();
      return row;
    },

    /** Moves a good's stock by `units` (negative to take, positive to give back). */
    async moveStock(id: number, units: number): Promise<void> {
      await db
        .update(pointsGoodsTable)
        .set({ stock: sql`${pointsGoodsTable.stock} + ${units}`, updatedAt: sql`now()` })
        .where(eq(pointsGoodsTable.id, id));
    },

    // --- Redemptions ----------------------------------------------------------------------------

    async redemptionByRequest(accountId: number, requestId: string): Promise<RedemptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pointsRedemptionsTable)
        .where(
          and(
            eq(pointsRedemptionsTable.accountId, accountId),
            eq(pointsRedemptionsTable.requestId, requestId),
          ),
        );
      return row;
    },

    async redemption(id: number, options: { lock?: boolean } = {}): Promise<RedemptionRow | undefined> {
      const query = db.select().from(pointsRedemptionsTable).where(eq(pointsRedemptionsTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async insertRedemption(values: {
      accountId: number;
      goodId: number;
      quantity: number;
      points: number;
      requestId: string;
    }): Promise<RedemptionRow> {
      const [row] = await db.insert(pointsRedemptionsTable).values(values).returning();
      return row!;
    },

    async decideRedemption(id: number, status: RedeemStatus, remark: string): Promise<void> {
      await db
        .update(pointsRedemptionsTable)
        .set({ status, remark, decidedAt: sql`now()` })
        .where(eq(pointsRedemptionsTable.id, id));
    },

    async inProcessCount(accountId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(pointsRedemptionsTable)
        .where(
          and(
            eq(pointsRedemptionsTable.accountId, accountId),
            eq(pointsRedemptionsTable.status, 'IN_PROCESS'),
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** Redemptions, newest first, with their good and member (one member's, or everyone's). */
    async redemptionsPage(
      filter: { accountId?: number; status?: RedeemStatus; id?: number },
      limit: number,
      offset: number,
    ): Promise<{ rows: RedemptionView[]; total: number }> {
      const where = and(
        filter.accountId !== undefined ? eq(pointsRedemptionsTable.accountId, filter.accountId) : undefined,
        filter.status ? eq(pointsRedemptionsTable.status, filter.status) : undefined,
        filter.id !== undefined ? eq(pointsRedemptionsTable.id, filter.id) : undefined,
      );
      const rows = await db
        .select(REDEMPTION_VIEW)
        .from(pointsRedemptionsTable)
        .leftJoin(pointsGoodsTable, eq(pointsGoodsTable.id, pointsRedemptionsTable.goodId))
        .leftJoin(accountsTable, eq(accountsTable.id, pointsRedemptionsTable.accountId))
        .where(where)
        .orderBy(desc(pointsRedemptionsTable.createdAt), desc(pointsRedemptionsTable.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(pointsRedemptionsTable).where(where);
      return { rows, total: Number(total?.total ?? 0) };
    },
  };
}
