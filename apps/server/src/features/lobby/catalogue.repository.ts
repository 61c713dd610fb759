// SQL of the operator's catalogue desk: every vendor with its game counts, and every game (enabled
// or not) filtered and paged, and the changes the operator makes to them.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { gamesTable, vendorsTable } from './lobby.table';

export type GameFilterForOperator = {
  vendorCode?: string;
  gameType?: string;
  search?: string;
  enabled?: boolean;
};

/** LIKE's wildcards typed by the operator match themselves. */
const literalLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function gamesWhere(filter: GameFilterForOperator): SQL | undefined {
  return and(
    filter.vendorCode ? eq(gamesTable.vendorCode, filter.vendorCode) : undefined,
    filter.gameType ? eq(gamesTable.gameType, filter.gameType) : undefined,
    filter.enabled === undefined ? undefined : eq(gamesTable.enabled, filter.enabled),
    filter.search
      ? or(
          ilike(gamesTable.name, literalLike(filter.search)),
          ilike(gamesTable.nameVi, literalLike(filter.search)),
          ilike(gamesTable.gameCode, literalLike(filter.search)),
        )
      : undefined,
  );
}

export function createCatalogueRepository(db: DatabaseOrTransaction) {
  return {
    listVendors: () =>
      db
        .select({
          code: vendorsTable.code,
          displayName: vendorsTable.displayName,
          gameType: vendorsTable.gameType,
          iconUrl: vendorsTable.iconUrl,
          walletMode: vendorsTable.walletMode,
          isHouse: vendorsTable.isHouse,
          enabled: vendorsTable.enabled,
          sortOrder: vendorsTable.sortOrder,
          games: sql<number>`count(${gamesTable.id})::int`,
          enabledGames: sql<number>`count(${gamesTable.id}) filter (where ${gamesTable.enabled})::int`,
        })
        .from(vendorsTable)
        .leftJoin(gamesTable, eq(gamesTable.vendorCode, vendorsTable.code))
        .groupBy(vendorsTable.code)
        .orderBy(asc(vendorsTable.sortOrder), asc(vendorsTable.code)),
    /** The vendor's row, locked until the transaction ends (a change reads it as it was). */
    async findVendor(code: string) {
      const [row] = await db.select().from(vendorsTable).where(eq(vendorsTable.code, code)).for('update');
      return row;
    },
    /** The game's row, locked until the transaction ends. */
    async findGame(id: number) {
      const [row] = await db.select().from(gamesTable).where(eq(gamesTable.id, id)).for('update');
      return row;
    },
    async updateVendor(code: string, change: Partial<typeof vendorsTable.$inferInsert>) {
      const [updated] = await db
        .update(vendorsTable)
        .set(change)
        .where(eq(vendorsTable.code, code))
        .returning({ code: vendorsTable.code });
      return updated !== undefined;
    },
    async listGames(filter: GameFilterForOperator, offset: number, limit: number) {
      const where = gamesWhere(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(gamesTable)
          .where(where)
          .orderBy(asc(gamesTable.vendorCode), asc(gamesTable.sortOrder), asc(gamesTable.id))
          .offset(offset)
          .limit(limit),
        db.select({ count: count() }).from(gamesTable).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
    async updateGame(id: number, change: Partial<typeof gamesTable.$inferInsert>) {
      const [updated] = await db.update(gamesTable).set(change).where(eq(gamesTable.id, id)).returning();
      return updated ?? null;
    },
  };
}
