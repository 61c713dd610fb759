// SQL of promotions: the operator's promotions, members' entries, application images, turnover locks,
// and the activity a promotion's trigger measures (credited deposits, the first deposit ever, the
// valid bet of settled rounds) over a window, from the payments' and rounds' indexes.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  promotionApplicationImagesTable,
  promotionEntriesTable,
  promotionsTable,
  turnoverLocksTable,
  type EntryState,
  type LockStatus,
} from './promotions.table';

export type PromotionRow = typeof promotionsTable.$inferSelect;
export type NewPromotion = typeof promotionsTable.$inferInsert;
export type EntryRow = typeof promotionEntriesTable.$inferSelect;
export type LockRow = typeof turnoverLocksTable.$inferSelect;

async function rowsOf<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The valid bet the lock's member settled since the award (the outer row by its table's name). */
const LOCK_PROGRESS = sql<string>`(select coalesce(sum(g.valid_bet_minor), 0)::text from game_rounds g
  where g.member_account_id = turnover_locks.account_id and g.status = 'settled'
    and g.settled_at >= turnover_locks.awarded_at)`;

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const before = (column: string, to: Date | null) =>
  to ? sql`and ${sql.raw(column)} < ${instant(to)}` : sql``;

export function createPromotionsRepository(db: DatabaseOrTransaction) {
  return {
    listPromotions(options: { enabledOnly: boolean }): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotionsTable)
        .where(options.enabledOnly ? eq(promotionsTable.enabled, true) : undefined)
        .orderBy(asc(promotionsTable.sortOrder), desc(promotionsTable.id));
    },

    async findPromotion(id: number): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotionsTable).where(eq(promotionsTable.id, id));
      return row;
    },

    async insertPromotion(values: NewPromotion): Promise<PromotionRow> {
      const [row] = await db.insert(promotionsTable).values(values).returning();
      return row!;
    },

    async updatePromotion(id: number, values: NewPromotion): Promise<PromotionRow | undefined> {
      const [row] = await db
        .update(promotionsTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(promotionsTable.id, id))
        .returning();
      return row;
    },

    async findEntry(
      promotionId: number,
      accountId: number,
      periodKey: string,
      options: { lock?: boolean } = {},
    ): Promise<EntryRow | undefined> {
      const query = db
        .select()
        .from(promotionEntriesTable)
        .where(
          and(
            eq(promotionEntriesTable.promotionId, promotionId),
            eq(promotionEntriesTable.accountId, accountId),
            eq(promotionEntriesTable.periodKey, periodKey),
          ),
        );
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async entryById(id: number, options: { lock?: boolean } = {}): Promise<EntryRow | undefined> {
      const query = db.select().from(promotionEntriesTable).where(eq(promotionEntriesTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    /** The member's entries of these promotions in these periods. */
    entriesOf(accountId: number, keys: { promotionId: number; periodKey: string }[]): Promise<EntryRow[]> {
      if (keys.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(promotionEntriesTable)
        .where(
          and(
            eq(promotionEntriesTable.accountId, accountId),
            inArray(
              promotionEntriesTable.promotionId,
              keys.map((key) => key.promotionId),
            ),
          ),
        );
    },

    /** The entry, made in the state given when it does not exist yet (a race finds the other's). */
    async ensureEntry(
      promotionId: number,
      accountId: number,
      periodKey: string,
      state: EntryState,
    ): Promise<EntryRow> {
      await db
        .insert(promotionEntriesTable)
        .values({ promotionId, accountId, periodKey, state })
        .onConflictDoNothing();
      return (await this.findEntry(promotionId, accountId, periodKey, { lock: true }))!;
    },

    async updateEntry(id: number, values: Partial<typeof promotionEntriesTable.$inferInsert>): Promise<void> {
      await db
        .update(promotionEntriesTable)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(promotionEntriesTable.id, id));
    },

    async replaceImages(entryId: number, images: { mimeType: string; data: Buffer }[]): Promise<void> {
      await db
        .delete(promotionApplicationImagesTable)
        .where(eq(promotionApplicationImagesTable.entryId, entryId));
      if (images.length === 0) return;
      await db
        .insert(promotionApplicationImagesTable)
        .values(images.map((image, position) => ({ entryId, position, ...image })));
    },

    imagesOf(entryIds: number[]) {
      if (entryIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(promotionApplicationImagesTable)
        .where(inArray(promotionApplicationImagesTable.entryId, entryIds))
        .orderBy(asc(promotionApplicationImagesTable.entryId), asc(promotionApplicationImagesTable.position));
    },

    async listEntries(
      filter: { promotionId?: number; states?: EntryState[] },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.promotionId !== undefined
          ? eq(promotionEntriesTable.promotionId, filter.promotionId)
          : undefined,
        filter.states ? inArray(promotionEntriesTable.state, filter.states) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promotionEntriesTable)
          .where(where)
          .orderBy(desc(promotionEntriesTable.updatedAt), desc(promotionEntriesTable.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(promotionEntriesTable).where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    /** The largest credited deposit of the member in [from, to), and how many. */
    async largestDeposit(accountId: number, from: Date, to: Date | null): Promise<bigint> {
      const [row] = await rowsOf<{ largest: string | null }>(
        db,
        sql`select max(amount_minor)::text as largest from deposits
            where account_id = ${accountId} and status = 'credited' and decided_at >= ${instant(from)}
              ${before('decided_at', to)}`,
      );
      return BigInt(row?.largest ?? 0);
    },

    /** The member's first credited deposit ever. */
    async firstDeposit(accountId: number): Promise<{ amount: bigint; at: Date } | undefined> {
      const [row] = await rowsOf<{ amount: string; at: string }>(
        db,
        sql`select amount_minor::text as amount, decided_at::text as at from deposits
            where account_id = ${accountId} and status = 'credited' order by decided_at, id limit 1`,
      );
      return row ? { amount: BigInt(row.amount), at: new Date(row.at) } : undefined;
    },

    /** Valid bet of the member's rounds settled in [from, to) (one category, or all). */
    async validBet(accountId: number, from: Date, to: Date | null, category: string): Promise<bigint> {
      const [row] = await rowsOf<{ total: string }>(
        db,
        sql`select coalesce(sum(valid_bet_minor), 0)::text as total from game_rounds
            where member_account_id = ${accountId} and status = 'settled' and settled_at >= ${instant(from)}
              ${before('settled_at', to)} ${category === 'ALL' ? sql`` : sql`and game_category = ${category}`}`,
      );
      return BigInt(row?.total ?? 0);
    },

    /** Members with any activity a trigger measures in [from, to): the auto-issue job's candidates. */
    async activeMembers(trigger: string, from: Date, to: Date | null): Promise<number[]> {
      const statement =
        trigger === 'VALID_BET'
          ? sql`select distinct member_account_id as id from game_rounds where status = 'settled'
                and settled_at >= ${instant(from)} ${before('settled_at', to)}`
          : sql`select distinct account_id as id from deposits where status = 'credited'
                and decided_at >= ${instant(from)} ${before('decided_at', to)}`;
      return (await rowsOf<{ id: string }>(db, statement)).map((row) => Number(row.id));
    },

    /** Entries of a promotion's period in a state (sign-in and approved application candidates). */
    async entriesInState(promotionId: number, periodKey: string, states: EntryState[]): Promise<EntryRow[]> {
      return db
        .select()
        .from(promotionEntriesTable)
        .where(
          and(
            eq(promotionEntriesTable.promotionId, promotionId),
            eq(promotionEntriesTable.periodKey, periodKey),
            inArray(promotionEntriesTable.state, states),
          ),
        );
    },

    async hasCreditedDeposit(accountId: number): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from deposits where account_id = ${accountId} and status = 'credited' limit 1`,
      );
      return rows.length > 0;
    },

    // --- Turnover locks -------------------------------------------------------------------------

    async insertLock(values: typeof turnoverLocksTable.$inferInsert): Promise<void> {
      await db.insert(turnoverLocksTable).values(values).onConflictDoNothing();
    },

    /** The member's locks (ACTIVE first), each with the valid bet settled since its award. */
    async locksOf(accountId: number, status?: LockStatus): Promise<(LockRow & { progressMinor: bigint })[]> {
      const rows = await db
        .select({
          lock: turnoverLocksTable,
          progress: LOCK_PROGRESS,
        })
        .from(turnoverLocksTable)
        .where(
          and(
            eq(turnoverLocksTable.accountId, accountId),
            status ? eq(turnoverLocksTable.status, status) : undefined,
          ),
        )
        .orderBy(desc(turnoverLocksTable.awardedAt), desc(turnoverLocksTable.id));
      return rows.map((row) => ({ ...row.lock, progressMinor: BigInt(row.progress) }));
    },

    async findLock(id: number, options: { lock?: boolean } = {}): Promise<LockRow | undefined> {
      const query = db.select().from(turnoverLocksTable).where(eq(turnoverLocksTable.id, id));
      const [row] = options.lock ? await query.for('update') : await query;
      return row;
    },

    async updateLock(id: number, values: Partial<typeof turnoverLocksTable.$inferInsert>): Promise<void> {
      await db.update(turnoverLocksTable).set(values).where(eq(turnoverLocksTable.id, id));
    },

    async listLocks(filter: { accountId?: number; status?: LockStatus }, limit: number, offset: number) {
      const where = and(
        filter.accountId !== undefined ? eq(turnoverLocksTable.accountId, filter.accountId) : undefined,
        filter.status ? eq(turnoverLocksTable.status, filter.status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            lock: turnoverLocksTable,
            progress: LOCK_PROGRESS,
          })
          .from(turnoverLocksTable)
          .where(where)
          .orderBy(desc(turnoverLocksTable.awardedAt), desc(turnoverLocksTable.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(turnoverLocksTable).where(where),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.lock, progressMinor: BigInt(row.progress) })),
        total: Number(total?.total ?? 0),
      };
    },
  };
}
