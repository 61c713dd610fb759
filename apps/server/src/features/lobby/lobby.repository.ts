// SQL for the game catalogue and the member's recent and favourite games. Every list reads enabled
// games of enabled vendors only, in the operator's sort order; the member's lists are named in the
// reader's language (the English name stands in for a missing Vietnamese one).
import { and, asc, count, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { gameRoundsTable } from '../vendors/vendors.table';
import { ledgerAccountsTable } from '../wallet/wallet.table';
import { favouriteGamesTable, gamesTable, recentGamesTable, vendorsTable } from './lobby.table';

export type GameRow = typeof gamesTable.$inferSelect;
export type VendorRow = typeof vendorsTable.$inferSelect;

/** Which of a member's games (recent, favourites) a list shows. */
export type GameFilter = {
  gameType?: string;
  vendorCode?: string;
};

/** The most games the catalogue snapshot holds (about 300 bytes each in memory). */
export const CATALOGUE_GAMES_MAX = 100_000;

export type CatalogueRow = ListedGameRow & { nameVi: string | null };

export type ListedGameRow = {
  id: number;
  name: string;
  gameCode: string;
  iconUrl: string;
  vendorCode: string;
  vendorName: string;
  vendorIcon: string;
  gameType: string;
  gameClassify: string | null;
  isHot: number;
  supportPlay: number;
  isVassalage: boolean;
};

export type Paging = { offset: number; limit: number };

function nameIn(language: string): SQL<string> {
  return language === 'vi'
    ? sql<string>`coalesce(${gamesTable.nameVi}, ${gamesTable.name})`
    : sql<string>`${gamesTable.name}`;
}

function listedColumns(language: string) {
  return {
    id: gamesTable.id,
    name: nameIn(language),
    gameCode: gamesTable.gameCode,
    iconUrl: gamesTable.iconUrl,
    vendorCode: gamesTable.vendorCode,
    vendorName: vendorsTable.displayName,
    vendorIcon: vendorsTable.iconUrl,
    gameType: gamesTable.gameType,
    gameClassify: gamesTable.gameClassify,
    isHot: gamesTable.isHot,
    supportPlay: gamesTable.supportPlay,
    isVassalage: gamesTable.isVassalage,
  };
}

function conditionsOf(filter: GameFilter): SQL[] {
  const conditions: SQL[] = [eq(gamesTable.enabled, true), eq(vendorsTable.enabled, true)];
  if (filter.gameType) conditions.push(eq(gamesTable.gameType, filter.gameType));
  if (filter.vendorCode) conditions.push(eq(gamesTable.vendorCode, filter.vendorCode));
  return conditions;
}

export function createLobbyRepository(db: DatabaseOrTransaction) {
  /** A member's games through a link table (recent or favourites), newest link first. */
  async function listLinkedGames(
    link: typeof recentGamesTable | typeof favouriteGamesTable,
    linkedAt: typeof recentGamesTable.launchedAt | typeof favouriteGamesTable.createdAt,
    memberAccountId: number,
    filter: GameFilter,
    language: string,
    paging: Paging,
  ): Promise<{ rows: ListedGameRow[]; total: number }> {
    const where = and(eq(link.memberAccountId, memberAccountId), ...conditionsOf(filter));
    const [rows, [counted]] = await Promise.all([
      db
        .select(listedColumns(language))
        .from(link)
        .innerJoin(gamesTable, eq(gamesTable.id, link.gameId))
        .innerJoin(vendorsTable, eq(vendorsTable.code, gamesTable.vendorCode))
        .where(where)
        .orderBy(desc(linkedAt), desc(gamesTable.id))
        .offset(paging.offset)
        .limit(paging.limit),
      db
        .select({ total: count() })
        .from(link)
        .innerJoin(gamesTable, eq(gamesTable.id, link.gameId))
        .innerJoin(vendorsTable, eq(vendorsTable.code, gamesTable.vendorCode))
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

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
    /** Enabled vendors that have at least one enabled game: a vendor with nothing to play has no lane. */
    listEnabledVendors: () =>
      db
        .select()
        .from(vendorsTable)
        .where(
          and(
            eq(vendorsTable.enabled, true),
            sql`exists (select 1 from ${gamesTable} where ${gamesTable.vendorCode} = ${vendorsTable.code} and ${gamesTable.enabled})`,
          ),
        )
        .orderBy(asc(vendorsTable.sortOrder), asc(vendorsTable.code)),
    listVendorClassifies: () =>
      db
        .selectDistinct({ vassalage: gamesTable.vendorCode, gameClassify: gamesTable.gameClassify })
        .from(gamesTable)
        .where(and(eq(gamesTable.enabled, true), isNotNull(gamesTable.gameClassify)))
        .orderBy(asc(gamesTable.gameClassify)),

    /** One page of the catalogue and the count of every game the filter matches. */
    /** Every enabled game of an enabled vendor with both names, in lobby order (the catalogue snapshot). */
    listCatalogue: () =>
      db
        .select({
          id: gamesTable.id,
          name: gamesTable.name,
          nameVi: gamesTable.nameVi,
          gameCode: gamesTable.gameCode,
          iconUrl: gamesTable.iconUrl,
          vendorCode: gamesTable.vendorCode,
          vendorName: vendorsTable.displayName,
          vendorIcon: vendorsTable.iconUrl,
          gameType: gamesTable.gameType,
          gameClassify: gamesTable.gameClassify,
          isHot: gamesTable.isHot,
          supportPlay: gamesTable.supportPlay,
          isVassalage: gamesTable.isVassalage,
        })
        .from(gamesTable)
        .innerJoin(vendorsTable, eq(vendorsTable.code, gamesTable.vendorCode))
        .where(and(eq(gamesTable.enabled, true), eq(vendorsTable.enabled, true)))
        .orderBy(asc(vendorsTable.sortOrder), asc(gamesTable.sortOrder), asc(gamesTable.id))
        .limit(CATALOGUE_GAMES_MAX),

    listRecentGames: (memberAccountId: number, filter: GameFilter, language: string, paging: Paging) =>
      listLinkedGames(
        recentGamesTable,
        recentGamesTable.launchedAt,
        memberAccountId,
        filter,
        language,
        paging,
      ),
    listFavouriteGames: (memberAccountId: number, filter: GameFilter, language: string, paging: Paging) =>
      listLinkedGames(
        favouriteGamesTable,
        favouriteGamesTable.createdAt,
        memberAccountId,
        filter,
        language,
        paging,
      ),

    /** Records a launch: the member's row for the game moves to now. */
    touchRecent: (memberAccountId: number, gameId: number, at: Date) =>
      db
        .insert(recentGamesTable)
        .values({ memberAccountId, gameId, launchedAt: at })
        .onConflictDoUpdate({
          target: [recentGamesTable.memberAccountId, recentGamesTable.gameId],
          set: { launchedAt: at },
        }),

    async favouriteIds(memberAccountId: number): Promise<number[]> {
      const rows = await db
        .select({ gameId: favouriteGamesTable.gameId })
        .from(favouriteGamesTable)
        .where(eq(favouriteGamesTable.memberAccountId, memberAccountId))
        .orderBy(desc(favouriteGamesTable.createdAt), desc(favouriteGamesTable.gameId));
      return rows.map((row) => row.gameId);
    },
    addFavourite: (memberAccountId: number, gameId: number) =>
      db.insert(favouriteGamesTable).values({ memberAccountId, gameId }).onConflictDoNothing(),
    removeFavourite: (memberAccountId: number, gameId: number) =>
      db
        .delete(favouriteGamesTable)
        .where(
          and(
            eq(favouriteGamesTable.memberAccountId, memberAccountId),
            eq(favouriteGamesTable.gameId, gameId),
          ),
        ),

    /**
     * The latest settled rounds that paid more than their stake, newest first, with the member's
     * username and the game's name and icon (a game no longer in the catalogue keeps its code).
     */
    listRecentWins: (language: string, gameCategory: string | undefined, limit: number) =>
      db
        .select({
          id: gameRoundsTable.id,
          username: accountsTable.username,
          gameName: sql<string>`coalesce(${nameIn(language)}, ${gameRoundsTable.gameCode})`,
          iconUrl: sql<string>`coalesce(${gamesTable.iconUrl}, '')`,
          payoutMinor: gameRoundsTable.payoutMinor,
        })
        .from(gameRoundsTable)
        .innerJoin(accountsTable, eq(accountsTable.id, gameRoundsTable.memberAccountId))
        .leftJoin(
          gamesTable,
          and(
            eq(gamesTable.vendorCode, gameRoundsTable.vendorCode),
            eq(gamesTable.gameCode, gameRoundsTable.gameCode),
          ),
        )
        .where(
          and(
            eq(gameRoundsTable.status, 'settled'),
            isNotNull(gameRoundsTable.settledAt),
            gt(gameRoundsTable.payoutMinor, gameRoundsTable.stakeMinor),
            gameCategory ? eq(gameRoundsTable.gameCategory, gameCategory) : undefined,
          ),
        )
        .orderBy(desc(gameRoundsTable.settledAt), desc(gameRoundsTable.id))
        .limit(limit),

    /** The sum of the jackpot pools' balances, in minor units. */
    async jackpotPoolMinor(): Promise<bigint> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${ledgerAccountsTable.balanceMinor}), 0)::text` })
        .from(ledgerAccountsTable)
        .where(eq(ledgerAccountsTable.kind, 'jackpot'));
      return BigInt(row?.total ?? '0');
    },
  };
}
