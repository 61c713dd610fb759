// SQL for the game catalogue.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { gamesTable, vendorsTable } from './lobby.table';

export function createLobbyRepository(db: DatabaseOrTransaction) {
  return {
    listEnabledVendors: () =>
      db
        .select()
        .from(vendorsTable)
        .where(eq(vendorsTable.enabled, true))
        .orderBy(asc(vendorsTable.sortOrder), asc(vendorsTable.code)),
    listVendorClassifies: () =>
      db
        .selectDistinct({ vassalage: gamesTable.vendorCode, gameClassify: gamesTable.gameClassify })
        .from(gamesTable)
        .where(and(eq(gamesTable.enabled, true), isNotNull(gamesTable.gameClassify)))
        .orderBy(asc(gamesTable.gameClassify)),
  };
}
