// The fish rooms' one query of their own: the fish a player captured in a scene, read from the detail
// of the player's batch rounds of that scene (the rounds are the house core's; a capture lives in the
// round that paid it, so there is nothing else to keep in step).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { houseRoundsTable } from '../house.table';
import { FISH_VENDOR_CODE } from './rooms';

/** A capture counts while its round may still pay: refused and cancelled rounds captured nothing. */
const CAPTURING_STATUSES = ['pending', 'open', 'settled'] as const;

export function createFishRepository(db: DatabaseOrTransaction) {
  return {
    /**
     * The fish of `sceneIndex` in room `gameCode` that the player captured. `since` bounds the scan to
     * the rounds that can name the scene (those made after the scene could first be shot at), so the
     * query walks the (player, created_at) index and not the player's whole history.
     */
    async capturedFishIds(input: {
      playerId: number;
      gameCode: string;
      sceneIndex: number;
      since: Date;
    }): Promise<string[]> {
      const rows = await db
        .select({ captured: sql<string[]>`${houseRoundsTable.detail} -> 'capturedFishIds'` })
        .from(houseRoundsTable)
        .where(
          and(
            eq(houseRoundsTable.playerId, input.playerId),
            gte(houseRoundsTable.createdAt, input.since),
            eq(houseRoundsTable.vendorCode, FISH_VENDOR_CODE),
            eq(houseRoundsTable.gameCode, input.gameCode),
            inArray(houseRoundsTable.status, [...CAPTURING_STATUSES]),
            sql`(${houseRoundsTable.detail} ->> 'sceneIndex')::int = ${input.sceneIndex}`,
          ),
        );
      return rows.flatMap((row) => (Array.isArray(row.captured) ? row.captured : []));
    },
  };
}
