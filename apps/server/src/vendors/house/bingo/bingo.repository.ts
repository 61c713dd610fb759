// The bingo rooms' queries: rounds (one per room and round number, created ahead), the conditional
// moves that announce each ball once and make a round drawn and settled exactly once, and the cards
// (house rounds) that belong to a round.
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import type { HouseRoundRow } from '../house.repository';
import { houseBingoRoundsTable, houseRoundsTable } from '../house.table';

export type BingoRoundRow = typeof houseBingoRoundsTable.$inferSelect;
export type NewBingoRound = typeof houseBingoRoundsTable.$inferInsert;

const rounds = houseBingoRoundsTable;
const cards = houseRoundsTable;

export function createBingoRepository(db: DatabaseOrTransaction) {
  return {
    /** Creates rounds that do not exist yet; an existing (room, round number) keeps its seed. */
    async insertRounds(rows: NewBingoRound[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(rounds).values(rows).onConflictDoNothing();
    },

    async findRound(roomCode: string, roundNumber: number): Promise<BingoRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roomCode, roomCode), eq(rounds.roundNumber, roundNumber)));
      return row;
    },

    async findRoundById(id: number): Promise<BingoRoundRow | undefined> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
      return row;
    },

    /** Open rounds whose drawing has begun (sales closed), the oldest first. */
    async roundsDrawing(now: Date, limit: number): Promise<BingoRoundRow[]> {
      return db
        .select()
        .from(rounds)
        .where(and(eq(rounds.status, 'open'), lte(rounds.closesAt, now)))
        .orderBy(asc(rounds.closesAt), asc(rounds.id))
        .limit(limit);
    },

    /**
     * Moves the announced balls of an open round from `from` to `to`; false when another run moved
     * them first (so each ball is announced once).
     */
    async announceBalls(id: number, from: number, to: number): Promise<boolean> {
      const rows = await db
        .update(rounds)
        .set({ ballsAnnounced: to })
        .where(and(eq(rounds.id, id), eq(rounds.status, 'open'), eq(rounds.ballsAnnounced, from)))
        .returning({ id: rounds.id });
      return rows.length === 1;
    },

    /** open → drawn with every ball announced: answers the drawn round, or undefined when another run did it. */
    async drawRound(id: number, ballsCalled: number): Promise<BingoRoundRow | undefined> {
      const [row] = await db
        .update(rounds)
        .set({ status: 'drawn', ballsAnnounced: ballsCalled })
        .where(and(eq(rounds.id, id), eq(rounds.status, 'open')))
        .returning();
      return row;
    },

    /**
     * Debited cards of drawn rounds that are not paid yet (after a round id, to page through them),
     * with their round. A card whose debit was confirmed after its round was marked settled is found
     * here too, so none is left open.
     */
    async cardsToSettle(
      afterId: number,
      limit: number,
    ): Promise<{ round: HouseRoundRow; bingoRound: BingoRoundRow }[]> {
      return db
        .select({ round: cards, bingoRound: rounds })
        .from(cards)
        .innerJoin(rounds, eq(cards.bingoRoundId, rounds.id))
        .where(and(eq(cards.status, 'open'), gt(cards.id, afterId), ne(rounds.status, 'open')))
        .orderBy(asc(cards.id))
        .limit(limit);
    },

    /** drawn → settled for every drawn round none of whose cards is still pending or open. */
    async closeFinishedRounds(now: Date, limit: number): Promise<BingoRoundRow[]> {
      const finished = db
        .select({ id: rounds.id })
        .from(rounds)
        .where(
          and(
            eq(rounds.status, 'drawn'),
            // A card still waiting for its debit's answer or for its credit keeps the round open.
            sql`not exists (select 1 from ${cards} where ${cards.bingoRoundId} = ${rounds.id} and ${cards.status} in ('pending', 'open'))`,
          ),
        )
        .orderBy(asc(rounds.id))
        .limit(limit);
      return db
        .update(rounds)
        .set({ status: 'settled', settledAt: now })
        .where(and(inArray(rounds.id, finished), eq(rounds.status, 'drawn')))
        .returning();
    },

    /** A room's latest round before this one that exists, or undefined. */
    async roundBefore(roomCode: string, roundNumber: number): Promise<BingoRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(rounds)
        .where(and(eq(rounds.roomCode, roomCode), lt(rounds.roundNumber, roundNumber)))
        .orderBy(desc(rounds.roundNumber))
        .limit(1);
      return row;
    },

    /** A player's cards of a round (every status), in the order bought. */
    async cardsOf(bingoRoundId: number, playerId: number, limit: number): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(cards)
        .where(and(eq(cards.bingoRoundId, bingoRoundId), eq(cards.playerId, playerId)))
        .orderBy(asc(cards.id))
        .limit(limit);
    },
  };
}
