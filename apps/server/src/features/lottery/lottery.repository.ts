// Which lottery games the platform's catalogue offers: a game the operator disables (or whose
// vendor is disabled) leaves the lottery pages too.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../plugins/database';
import { gamesTable, vendorsTable } from '../lobby/lobby.table';

export function createLotteryRepository(db: Database) {
  return {
    /** `vendorCode:gameCode` of every enabled game of these vendors whose vendor is enabled too. */
    async enabledGameKeys(vendorCodes: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ vendorCode: gamesTable.vendorCode, gameCode: gamesTable.gameCode })
        .from(gamesTable)
        .innerJoin(vendorsTable, eq(vendorsTable.code, gamesTable.vendorCode))
        .where(
          and(
            inArray(gamesTable.vendorCode, [...vendorCodes]),
            eq(gamesTable.enabled, true),
            eq(vendorsTable.enabled, true),
          ),
        );
      return new Set(rows.map((row) => `${row.vendorCode}:${row.gameCode}`));
    },
  };
}
