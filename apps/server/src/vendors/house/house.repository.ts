// The house game server's queries: launch tokens, game sessions, seed pairs and rounds.
import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  houseLaunchTokensTable,
  houseRoundsTable,
  houseSeedsTable,
  houseSessionsTable,
  houseSettingsTable,
  houseSportsbookBetsTable,
  type HouseRoundStatus,
} from './house.table';

export type HouseRoundRow = typeof houseRoundsTable.$inferSelect;
export type HouseSeedRow = typeof houseSeedsTable.$inferSelect;
export type HouseSessionRow = typeof houseSessionsTable.$inferSelect;
export type NewHouseRound = typeof houseRoundsTable.$inferInsert;

/** Recovery and retry passes take at most this many rounds at a time. */
const BATCH_ROUNDS_MAX = 200;

export function createHouseRepository(db: DatabaseOrTransaction) {
  return {
    async insertLaunchToken(row: typeof houseLaunchTokensTable.$inferInsert): Promise<void> {
      await db.insert(houseLaunchTokensTable).values(row);
    },

    /** Marks a live, unused launch token used and answers it; undefined when it cannot be used. */
    async consumeLaunchToken(tokenHash: string, now: Date) {
      const [row] = await db
        .update(houseLaunchTokensTable)
        .set({ usedAt: now })
        .where(
          and(
            eq(houseLaunchTokensTable.tokenHash, tokenHash),
            isNull(houseLaunchTokensTable.usedAt),
            gt(houseLaunchTokensTable.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    async insertSession(row: typeof houseSessionsTable.$inferInsert): Promise<void> {
      await db.insert(houseSessionsTable).values(row);
    },

    async findLiveSession(tokenHash: string, now: Date): Promise<HouseSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(houseSessionsTable)
        .where(and(eq(houseSessionsTable.tokenHash, tokenHash), gt(houseSessionsTable.expiresAt, now)));
      return row;
    },

    async findActiveSeed(playerId: number, vendorCode: string): Promise<HouseSeedRow | undefined> {
      const [row] = await db
        .select()
        .from(houseSeedsTable)
        .where(
          and(
            eq(houseSeedsTable.playerId, playerId),
            eq(houseSeedsTable.vendorCode, vendorCode),
            eq(houseSeedsTable.active, true),
          ),
        );
      return row;
    },

    /** Whether a round drawn from this seed is still being played (pending or open). */
    async hasOpenRoundOnSeed(seedId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: houseRoundsTable.id })
        .from(houseRoundsTable)
        .where(
          and(eq(houseRoundsTable.seedId, seedId), sql`${houseRoundsTable.status} in ('pending', 'open')`),
        )
        .limit(1);
      return row !== undefined;
    },

    async findSeed(id: number): Promise<HouseSeedRow | undefined> {
      const [row] = await db.select().from(houseSeedsTable).where(eq(houseSeedsTable.id, id));
      return row;
    },

    async insertSeed(row: typeof houseSeedsTable.$inferInsert): Promise<HouseSeedRow> {
      const [inserted] = await db.insert(houseSeedsTable).values(row).returning();
      return inserted!;
    },

    /** Takes the active seed's next nonce atomically: two rounds never share one. */
    async takeNonce(playerId: number, vendorCode: string) {
      const [row] = await db
        .update(houseSeedsTable)
        .set({ nextNonce: sql`${houseSeedsTable.nextNonce} + 1` })
        .where(
          and(
            eq(houseSeedsTable.playerId, playerId),
            eq(houseSeedsTable.vendorCode, vendorCode),
            eq(houseSeedsTable.active, true),
          ),
        )
        .returning();
      return row ? { seed: row, nonce: row.nextNonce - 1 } : undefined;
    },

    /** Retires the active seed (revealing it); answers it, or undefined when there was none. */
    async retireActiveSeed(playerId: number, vendorCode: string, now: Date) {
      const [row] = await db
        .update(houseSeedsTable)
        .set({ active: false, revealedAt: now })
        .where(
          and(
            eq(houseSeedsTable.playerId, playerId),
            eq(houseSeedsTable.vendorCode, vendorCode),
            eq(houseSeedsTable.active, true),
          ),
        )
        .returning();
      return row;
    },

    async insertRound(row: NewHouseRound): Promise<HouseRoundRow> {
      const [inserted] = await db.insert(houseRoundsTable).values(row).returning();
      return inserted!;
    },

    async findRound(roundId: string): Promise<HouseRoundRow | undefined> {
      const [row] = await db.select().from(houseRoundsTable).where(eq(houseRoundsTable.roundId, roundId));
      return row;
    },

    /** Moves a round from one status to another; false when it was no longer in `from`. */
    async moveRound(
      id: number,
      from: HouseRoundStatus,
      to: HouseRoundStatus,
      changes: Partial<Pick<HouseRoundRow, 'payoutMinor' | 'settledAt' | 'detail'>> = {},
    ): Promise<boolean> {
      const rows = await db
        .update(houseRoundsTable)
        .set({ status: to, ...changes })
        .where(and(eq(houseRoundsTable.id, id), eq(houseRoundsTable.status, from)))
        .returning({ id: houseRoundsTable.id });
      return rows.length === 1;
    },

    /**
     * Deletes what demo players (negative ids) left before `before`: sportsbook bets, rounds, then the
     * seeds no round names any more, sessions and launch tokens.
     */
    async purgeDemoPlayers(before: Date): Promise<void> {
      await db
        .delete(houseSportsbookBetsTable)
        .where(and(lt(houseSportsbookBetsTable.playerId, 0), lt(houseSportsbookBetsTable.createdAt, before)));
      await db
        .delete(houseRoundsTable)
        .where(and(lt(houseRoundsTable.playerId, 0), lt(houseRoundsTable.createdAt, before)));
      await db
        .delete(houseSeedsTable)
        .where(
          and(
            lt(houseSeedsTable.playerId, 0),
            lt(houseSeedsTable.createdAt, before),
            sql`not exists (select 1 from ${houseRoundsTable} where ${houseRoundsTable.seedId} = ${houseSeedsTable.id})`,
          ),
        );
      await db
        .delete(houseSessionsTable)
        .where(and(lt(houseSessionsTable.playerId, 0), lt(houseSessionsTable.createdAt, before)));
      await db
        .delete(houseLaunchTokensTable)
        .where(and(lt(houseLaunchTokensTable.playerId, 0), lt(houseLaunchTokensTable.createdAt, before)));
    },

    async setPayout(id: number, payoutMinor: bigint, detail: unknown): Promise<void> {
      await db
        .update(houseRoundsTable)
        .set({ payoutMinor, detail })
        .where(and(eq(houseRoundsTable.id, id), eq(houseRoundsTable.status, 'open')));
    },

    async latestRoundAt(playerId: number, vendorCode: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: houseRoundsTable.createdAt })
        .from(houseRoundsTable)
        .where(and(eq(houseRoundsTable.playerId, playerId), eq(houseRoundsTable.vendorCode, vendorCode)))
        .orderBy(desc(houseRoundsTable.createdAt))
        .limit(1);
      return row?.createdAt;
    },

    async listRounds(playerId: number, vendorCode: string, pageNo: number, pageSize: number) {
      const where = and(eq(houseRoundsTable.playerId, playerId), eq(houseRoundsTable.vendorCode, vendorCode));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(houseRoundsTable)
          .where(where)
          .orderBy(desc(houseRoundsTable.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ value: count() }).from(houseRoundsTable).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Rounds whose debit's fate is unknown for longer than `before`: to be rolled back. */
    async stalePendingRounds(before: Date): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(and(eq(houseRoundsTable.status, 'pending'), lt(houseRoundsTable.createdAt, before)))
        .orderBy(houseRoundsTable.id)
        .limit(BATCH_ROUNDS_MAX);
    },

    /** Debited rounds with a known payout that is not yet credited (a credit that failed). */
    async unpaidRounds(before: Date): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.status, 'open'),
            isNotNull(houseRoundsTable.payoutMinor),
            lt(houseRoundsTable.createdAt, before),
          ),
        )
        .orderBy(houseRoundsTable.id)
        .limit(BATCH_ROUNDS_MAX);
    },

    async findSetting(name: string): Promise<unknown> {
      const [row] = await db.select().from(houseSettingsTable).where(eq(houseSettingsTable.name, name));
      return row?.value;
    },

    async saveSetting(name: string, value: unknown): Promise<void> {
      await db
        .insert(houseSettingsTable)
        .values({ name, value })
        .onConflictDoUpdate({ target: houseSettingsTable.name, set: { value, updatedAt: new Date() } });
    },
  };
}
