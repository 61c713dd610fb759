// The hold'em tables' queries: who sits where (members and house bots), the hands (each change a
// conditional update on the hand's version, so that no two writers both apply a move), and the
// members' rounds of a hand (house rounds named by the hand).
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import type { HouseRoundRow } from '../house.repository';
import { housePokerHandsTable, housePokerSeatsTable, houseRoundsTable } from '../house.table';

export type PokerSeatRow = typeof housePokerSeatsTable.$inferSelect;
export type NewPokerSeat = typeof housePokerSeatsTable.$inferInsert;
export type PokerHandRow = typeof housePokerHandsTable.$inferSelect;
export type NewPokerHand = typeof housePokerHandsTable.$inferInsert;
export type PokerHandStatus = 'open' | 'ended' | 'settled';

const seats = housePokerSeatsTable;
const hands = housePokerHandsTable;
const rounds = houseRoundsTable;

export function createPokerRepository(db: DatabaseOrTransaction) {
  return {
    /** A table's seats in seat order (at most nine rows). */
    async seatsOf(tableCode: string): Promise<PokerSeatRow[]> {
      return db.select().from(seats).where(eq(seats.tableCode, tableCode)).orderBy(asc(seats.seat));
    },

    /** Every table's seats (the room list), in table and seat order. */
    async allSeats(): Promise<PokerSeatRow[]> {
      return db.select().from(seats).orderBy(asc(seats.tableCode), asc(seats.seat));
    },

    async seatOfPlayer(tableCode: string, playerId: number): Promise<PokerSeatRow | undefined> {
      const [row] = await db
        .select()
        .from(seats)
        .where(and(eq(seats.tableCode, tableCode), eq(seats.playerId, playerId)));
      return row;
    },

    /** Inserts a seat; throws a unique violation when the seat (or the member's place) is taken. */
    async insertSeat(row: NewPokerSeat): Promise<PokerSeatRow> {
      const [inserted] = await db.insert(seats).values(row).returning();
      return inserted!;
    },

    async deleteSeats(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(seats).where(inArray(seats.id, [...ids]));
    },

    async updateSeat(
      id: number,
      changes: Partial<Pick<PokerSeatRow, 'stackTargetMinor' | 'sittingOut' | 'lastSeenAt'>>,
    ): Promise<void> {
      await db.update(seats).set(changes).where(eq(seats.id, id));
    },

    /** A member was seen (a call, a socket heartbeat): answers whether they have a seat there. */
    async touchSeat(tableCode: string, playerId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(seats)
        .set({ lastSeenAt: at })
        .where(and(eq(seats.tableCode, tableCode), eq(seats.playerId, playerId), lt(seats.lastSeenAt, at)))
        .returning({ id: seats.id });
      return rows.length > 0;
    },

    /** A table's latest hand (the one in play, or the last one played). */
    async latestHand(tableCode: string): Promise<PokerHandRow | undefined> {
      const [row] = await db
        .select()
        .from(hands)
        .where(eq(hands.tableCode, tableCode))
        .orderBy(desc(hands.handNumber))
        .limit(1);
      return row;
    },

    async findHandById(id: number): Promise<PokerHandRow | undefined> {
      const [row] = await db.select().from(hands).where(eq(hands.id, id));
      return row;
    },

    async findHand(tableCode: string, handNumber: number): Promise<PokerHandRow | undefined> {
      const [row] = await db
        .select()
        .from(hands)
        .where(and(eq(hands.tableCode, tableCode), eq(hands.handNumber, handNumber)));
      return row;
    },

    /** Ended hands of a table whose members are not all paid yet, the oldest first. */
    async endedHands(tableCode: string, limit: number): Promise<PokerHandRow[]> {
      return db
        .select()
        .from(hands)
        .where(and(eq(hands.tableCode, tableCode), eq(hands.status, 'ended')))
        .orderBy(asc(hands.handNumber))
        .limit(limit);
    },

    /** The latest hand of each table that has one (the room list's "hand in play"). */
    async latestHands(): Promise<Pick<PokerHandRow, 'tableCode' | 'handNumber' | 'status'>[]> {
      return db
        .selectDistinctOn([hands.tableCode], {
          tableCode: hands.tableCode,
          handNumber: hands.handNumber,
          status: hands.status,
        })
        .from(hands)
        .orderBy(asc(hands.tableCode), desc(hands.handNumber));
    },

    /** Starts a hand; undefined when another process started this hand number first. */
    async insertHand(row: NewPokerHand): Promise<PokerHandRow | undefined> {
      const [inserted] = await db.insert(hands).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    /**
     * Writes a hand's next version: only when it is still at `version` (and not settled), so a writer
     * that read an older hand changes nothing. Answers the new row, or undefined when the race was lost.
     */
    async updateHand(
      id: number,
      version: number,
      changes: Partial<Pick<PokerHandRow, 'state' | 'status' | 'turnStartedAt' | 'endedAt' | 'settledAt'>>,
    ): Promise<PokerHandRow | undefined> {
      const [row] = await db
        .update(hands)
        .set({ ...changes, version: version + 1 })
        .where(and(eq(hands.id, id), eq(hands.version, version), ne(hands.status, 'settled')))
        .returning();
      return row;
    },

    /** Every member round of a hand (a member may have a refused or cancelled one before the open one). */
    async roundsOfHand(handId: number): Promise<HouseRoundRow[]> {
      return db.select().from(rounds).where(eq(rounds.pokerHandId, handId)).orderBy(asc(rounds.id));
    },

    async roundsOfPlayer(handId: number, playerId: number): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(and(eq(rounds.pokerHandId, handId), eq(rounds.playerId, playerId)))
        .orderBy(asc(rounds.id));
    },

    /** Records a round's stake after a further debit was confirmed (the wallet holds the same total). */
    async addToRoundStake(id: number, amountMinor: bigint): Promise<HouseRoundRow> {
      const [row] = await db
        .update(rounds)
        .set({ stakeMinor: sql`${rounds.stakeMinor} + ${amountMinor}` })
        .where(eq(rounds.id, id))
        .returning();
      return row!;
    },
  };
}
