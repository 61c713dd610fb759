// SQL for the game catalogue.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { gamesTable, vendorsTable } from './lobby.table';

export type GameRow = typeof gamesTable.$inferSelect;
export type VendorRow = typeof vendorsTable.$inferSelect;

export function createLobbyRepository(db: DatabaseOrTransaction) {
  return {
    async findVendor(code: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendorsTable).where(eq(vendorsTable.code, code));
      return row;
    },
    async findGameById(id: number): Promise<GameRow | undefined> {
      const [row] = await db.select().from(gamesTable).where(eq(gamesTable.id, id));
      return row;
    },
    async findGame(vendorCode: string, gameCode: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(gamesTable)
        .where(and(eq(gamesTable.vendorCode, vendorCode), eq(gamesTable.gameCode, gameCode)));
      return row;
    },
    /** The vendor's first enabled game: what a vendor tile launches. */
    async firstGameOf(vendorCode: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select()
        .from(gamesTable)
        .where(and(eq(gamesTable.vendorCode, vendorCode), eq(gamesTable.enabled, true)))
        .orderBy(asc(gamesTable.sortOrder), asc(gamesTable.id))
        .limit(1);
      return row;
    },
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
