// The live baccarat tables' queries: hands (one per table and round number, created ahead), the
// conditional moves that make a hand dealt and settled exactly once, and the bets (house rounds)
// that belong to a hand.
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { houseBaccaratHandsTable, houseRoundsTable } from '../house.table';
import type { HouseRoundRow } from '../house.repository';

export type BaccaratHandRow = typeof houseBaccaratHandsTable.$inferSelect;
export type NewBaccaratHand = typeof houseBaccaratHandsTable.$inferInsert;
export type BaccaratHandStatus = 'open' | 'dealt' | 'settled';

export function createBaccaratRepository(db: DatabaseOrTransaction) {
  return {
    /** Creates hands that do not exist yet; an existing (table, round) keeps its seed. */
    async insertHands(rows: NewBaccaratHand[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(houseBaccaratHandsTable).values(rows).onConflictDoNothing();
    },

    async findHand(tableCode: string, roundNumber: number): Promise<BaccaratHandRow | undefined> {
      const [row] = await db
        .select()
        .from(houseBaccaratHandsTable)
        .where(
          and(
            eq(houseBaccaratHandsTable.tableCode, tableCode),
            eq(houseBaccaratHandsTable.roundNumber, roundNumber),
          ),
        );
      return row;
    },

    async findHandById(id: number): Promise<BaccaratHandRow | undefined> {
      const [row] = await db.select().from(houseBaccaratHandsTable).where(eq(houseBaccaratHandsTable.id, id));
      return row;
    },

    /** Hands whose betting has closed and that are not dealt yet, the oldest first. */
    async handsToDeal(now: Date, limit: number): Promise<BaccaratHandRow[]> {
      return db
        .select()
        .from(houseBaccaratHandsTable)
        .where(and(eq(houseBaccaratHandsTable.status, 'open'), lte(houseBaccaratHandsTable.closesAt, now)))
        .orderBy(asc(houseBaccaratHandsTable.closesAt), asc(houseBaccaratHandsTable.id))
        .limit(limit);
    },

    /** open → dealt with its result: answers the dealt hand, or undefined when another run dealt it. */
    async dealHand(id: number, result: unknown, dealtAt: Date): Promise<BaccaratHandRow | undefined> {
      const [row] = await db
        .update(houseBaccaratHandsTable)
        .set({ status: 'dealt', result, dealtAt })
        .where(and(eq(houseBaccaratHandsTable.id, id), eq(houseBaccaratHandsTable.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Debited bets of dealt hands that are not paid yet (after a round id, to page through them), with
     * their hand. A bet whose debit was confirmed after its hand was already marked settled is found
     * here too, so none is left open.
     */
    async betsToSettle(
      afterId: number,
      limit: number,
    ): Promise<{ round: HouseRoundRow; hand: BaccaratHandRow }[]> {
      return db
        .select({ round: houseRoundsTable, hand: houseBaccaratHandsTable })
        .from(houseRoundsTable)
        .innerJoin(houseBaccaratHandsTable, eq(houseRoundsTable.handId, houseBaccaratHandsTable.id))
        .where(
          and(
            eq(houseRoundsTable.status, 'open'),
            gt(houseRoundsTable.id, afterId),
            isNotNull(houseBaccaratHandsTable.result),
          ),
        )
        .orderBy(asc(houseRoundsTable.id))
        .limit(limit);
    },

    /** dealt → settled for every dealt hand none of whose bets is still pending or open. */
    async closeFinishedHands(limit: number): Promise<BaccaratHandRow[]> {
      const finished = db
        .select({ id: houseBaccaratHandsTable.id })
        .from(houseBaccaratHandsTable)
        .where(
          and(
            eq(houseBaccaratHandsTable.status, 'dealt'),
            // A bet still waiting for its debit's answer or for its credit keeps the hand open.
            sql`not exists (select 1 from ${houseRoundsTable} where ${houseRoundsTable.handId} = ${houseBaccaratHandsTable.id} and ${houseRoundsTable.status} in ('pending', 'open'))`,
          ),
        )
        .orderBy(asc(houseBaccaratHandsTable.id))
        .limit(limit);
      return db
        .update(houseBaccaratHandsTable)
        .set({ status: 'settled' })
        .where(
          and(inArray(houseBaccaratHandsTable.id, finished), eq(houseBaccaratHandsTable.status, 'dealt')),
        )
        .returning();
    },

    /** A table's latest dealt hands, newest first. */
    async dealtHands(tableCode: string, limit: number): Promise<BaccaratHandRow[]> {
      return db
        .select()
        .from(houseBaccaratHandsTable)
        .where(
          and(eq(houseBaccaratHandsTable.tableCode, tableCode), isNotNull(houseBaccaratHandsTable.result)),
        )
        .orderBy(desc(houseBaccaratHandsTable.roundNumber))
        .limit(limit);
    },

    /** A player's bets on a hand, oldest first. */
    async betsOf(handId: number, playerId: number, limit: number): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(and(eq(houseRoundsTable.handId, handId), eq(houseRoundsTable.playerId, playerId)))
        .orderBy(asc(houseRoundsTable.id))
        .limit(limit);
    },

    /**
     * What a player already has riding on a hand: the number of bets and the stake on one spot, both
     * counting only bets that are (or may still be) taken.
     */
    async exposureOf(
      handId: number,
      playerId: number,
      spot: string,
    ): Promise<{ bets: number; spotStakeMinor: bigint }> {
      const [row] = await db
        .select({
          bets: sql<number>`count(*)::int`,
          spotStakeMinor: sql<string>`coalesce(sum(${houseRoundsTable.stakeMinor}) filter (where ${houseRoundsTable.detail}->>'spot' = ${spot}), 0)::text`,
        })
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.handId, handId),
            eq(houseRoundsTable.playerId, playerId),
            inArray(houseRoundsTable.status, ['pending', 'open', 'settled']),
          ),
        );
      return { bets: row?.bets ?? 0, spotStakeMinor: BigInt(row?.spotStakeMinor ?? '0') };
    },
  };
}
