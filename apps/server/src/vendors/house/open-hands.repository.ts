// The queries of the house's multi-step card games (video poker, blackjack), whose hand is one house
// round that stays open between the player's requests: the hand in play is the player's oldest open,
// unpaid round of the game, and each step moves it on by a conditional update that names the step it
// starts from, so that a step is applied once however many requests race for it.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import type { HouseRoundRow } from './house.repository';
import { houseRoundsTable } from './house.table';

/** What a step changes on the round: its game state (detail) and, as they become known, stake and payout. */
export type HandChanges = {
  detail: Record<string, unknown>;
  stakeMinor?: bigint;
  payoutMinor?: bigint;
};

export function createOpenHandsRepository(db: DatabaseOrTransaction) {
  return {
    /** Hands of a studio left in play since before `before` (a player who never came back), oldest first. */
    async abandonedHands(vendorCode: string, before: Date, limit: number): Promise<HouseRoundRow[]> {
      return db
        .select()
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.vendorCode, vendorCode),
            eq(houseRoundsTable.status, 'open'),
            isNull(houseRoundsTable.payoutMinor),
            lt(houseRoundsTable.createdAt, before),
          ),
        )
        .orderBy(asc(houseRoundsTable.id))
        .limit(limit);
    },

    /**
     * The player's hand in play at a game: the oldest debited round without a payout. Oldest first, so
     * that a hand dealt at the same moment by another process is played after the first, never lost.
     */
    async findOpenHand(
      playerId: number,
      vendorCode: string,
      gameCode: string,
    ): Promise<HouseRoundRow | undefined> {
      const [row] = await db
        .select()
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.playerId, playerId),
            eq(houseRoundsTable.vendorCode, vendorCode),
            eq(houseRoundsTable.gameCode, gameCode),
            eq(houseRoundsTable.status, 'open'),
            isNull(houseRoundsTable.payoutMinor),
          ),
        )
        .orderBy(asc(houseRoundsTable.id))
        .limit(1);
      return row;
    },

    /**
     * Moves an open, unpaid hand on from `fromStep` (its detail's `step`); answers the round as it is
     * now, or undefined when the hand was no longer at that step (another request moved it first).
     */
    async advance(id: number, fromStep: number, changes: HandChanges): Promise<HouseRoundRow | undefined> {
      const [row] = await db
        .update(houseRoundsTable)
        .set(changes)
        .where(
          and(
            eq(houseRoundsTable.id, id),
            eq(houseRoundsTable.status, 'open'),
            isNull(houseRoundsTable.payoutMinor),
            sql`(${houseRoundsTable.detail} ->> 'step')::int = ${fromStep}`,
          ),
        )
        .returning();
      return row;
    },
  };
}
