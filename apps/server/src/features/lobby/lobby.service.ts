// The lobby's catalogue views: vendor lanes, game lists, the member's recent and favourite games,
// the winner board and the jackpot pool, and launching a game. Vendor lanes and the game catalogue
// change only when the operator edits them, so they are kept in memory for a short while (every API
// process its own copy) and the game lists are filtered and paged there: a page of a 10,000-game
// catalogue costs no query. Everything derived from the catalogue (a filter's games, an answered
// page) hangs off its snapshot, so an invalidation or a reload drops it all at once.
// `flush` (GET /api/lobby/vendors?flush=true) reloads both at once.
import { fromMinor } from '@playdeck/contract/money';
import {
  FAVOURITES_MAX,
  GAME_TYPES,
  HOT_LIMIT_MAX,
  type FavouriteIds,
  type FavouriteRequest,
  type FavouritesQuery,
  type FavouritesResponse,
  type FixturesQuery,
  type FixturesResponse,
  type PvpRoomsResponse,
  type GameItem,
  type GamesQuery,
  type GamesResponse,
  type GameType,
  type HotResponse,
  type JackpotResponse,
  type LaunchRequest,
  type LaunchValue,
  type RecentQuery,
  type RecentResponse,
  type VendorsResponse,
  type WinnersResponse,
} from '@playdeck/contract/lobby';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { fixtureBoard, type FixtureFeed } from './fixture-board';
import { pvpRoomBoard, type PvpRoomFeed } from './pvp-room-board';
import { buildLanes, prizeModeOf } from './lanes';
import { createLobbyRepository, type CatalogueRow, type ListedGameRow } from './lobby.repository';
import {
  buildSearchIndex,
  maskName,
  type CatalogueFilter,
  nameIn,
  offsetOf,
  searchCatalogue,
  searchNamesOf,
  type SearchIndex,
  totalPagesOf,
} from './lobby.rules';

const LANES_TTL_MS = 30_000;
const CATALOGUE_TTL_MS = 30_000;
/** Filtered lists kept per catalogue snapshot (a filter's pages are then slices of one list). */
const MATCHED_LISTS_MAX = 500;
/**
 * Answered pages kept per catalogue snapshot: the lobby's first pages and common searches are asked
 * again and again, and a kept page is answered without work. A page of 18 games takes about 11 KB
 * with its serialized form, so the pages of one snapshot stay under about 11 MB.
 */
const PAGES_MAX = 1_000;

export type LobbyService = ReturnType<typeof createLobbyService>;

/**
 * A vendor's launch API (DESIGN.md "Game vendors": `launch(member, game) → url`). The house vendor
 * answers in process; a third-party adapter would call the vendor over HTTP.
 */
export type VendorLauncher = (input: {
  playerId: number;
  vendorCode: string;
  gameCode: string;
  language: string;
  /** A place inside the game to open at (a sportsbook fixture), when the request names one. */
  focus?: string;
}) => Promise<{ url: string }>;

/** A vendor's free-play launch: the game's address in play money, for anyone (no account involved). */
export type DemoLauncher = (input: {
  vendorCode: string;
  gameCode: string;
  language: string;
}) => Promise<{ url: string }>;

/** A catalogue row as the lobby's lists answer it (SPEC.md §3 "Game"). */
export function toGameItem(row: ListedGameRow): GameItem {
  return {
    nodeId: row.id,
    gameName: row.name,
    gameCode: row.gameCode,
    iconUrl: row.iconUrl,
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    vendorIcon: row.vendorIcon,
    gameType: row.gameType as GameType,
    gameClassify: row.gameClassify,
    isHot: row.isHot,
    supportPlay: row.supportPlay,
    isGame: row.isVassalage ? 'VASSALAGE' : 'GAME',
  };
}

type ListFilterQuery = { gameType?: GameType; vassalage?: string };
type CatalogueGame = CatalogueRow & { searchNames: string[] };

/** The enabled catalogue as loaded once, and what has been derived from it since. */
type CatalogueSnapshot = {
  games: CatalogueGame[];
  /** Where each three-character piece of the names occurs (buildSearchIndex). */
  index: SearchIndex;
  loadedAt: number;
  /** A filter's games in lobby order, keyed by filterKeyOf. */
  matched: Map<string, CatalogueGame[]>;
  /** Answered pages, keyed by filter, page and language; the same object while the snapshot lives. */
  pages: Map<string, GamesResponse>;
};

/** Adds to a bounded map, forgetting its oldest entry when full; answers the value. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): T {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
  return value;
}

const filterKeyOf = (filter: CatalogueFilter) =>
  JSON.stringify([
    filter.gameType,
    filter.vendorCode,
    filter.gameClassify,
    filter.search?.trim().toLocaleLowerCase() || undefined,
    filter.hotOnly,
  ]);

export function createLobbyService(deps: {
  db: Database;
  /**
   * Where the lists that may lag a moment go (a member's recent games, the recent wins, the
   * jackpot pool): the read replica when there is one. The catalogue snapshot reloads from `db`,
   * since it reloads right after a change it must see, and so do the favourites a member just set.
   */
  reads?: Database;
  houseLauncher?: VendorLauncher;
  /** The house vendor's free play: a game's address for a new demo player holding play money. */
  houseDemoLauncher?: DemoLauncher;
  /** The house sportsbook's published fixtures (the sports pages' board). */
  houseFixtures?: FixtureFeed;
  /** The house card rooms' published tables (the /pvp page's room list). */
  housePvpRooms?: PvpRoomFeed;
  now?: () => Date;
}) {
  const repository = createLobbyRepository(deps.db);
  const laggingRepository = deps.reads ? createLobbyRepository(deps.reads) : repository;
  const now = deps.now ?? (() => new Date());
  let cached: { value: VendorsResponse; loadedAt: number } | undefined;
  let catalogue: CatalogueSnapshot | undefined;
  let catalogueLoading: Promise<CatalogueSnapshot> | undefined;
  /** Counts invalidations, so that a load started before one does not keep its stale rows. */
  let generation = 0;
  /** Changes whenever the kept lanes or catalogue snapshot are replaced or dropped. */
  let keptSerial = 0;

  /**
   * The snapshot's games that a filter keeps, remembered for the snapshot's life; a name search
   * reads them through the snapshot's search index.
   */
  function matchedGames(snapshot: CatalogueSnapshot, filter: CatalogueFilter): CatalogueGame[] {
    const key = filterKeyOf(filter);
    const known = snapshot.matched.get(key);
    if (known) return known;
    return remember(
      snapshot.matched,
      key,
      searchCatalogue(snapshot.games, snapshot.index, filter),
      MATCHED_LISTS_MAX,
    );
  }

  /** The catalogue in memory while it is fresh (answered without waiting, for the busiest calls). */
  function freshCatalogue(): CatalogueSnapshot | undefined {
    return catalogue && Date.now() - catalogue.loadedAt <= CATALOGUE_TTL_MS ? catalogue : undefined;
  }

  /** The enabled catalogue, from memory while fresh; concurrent callers share one reload. */
  async function catalogueSnapshot(): Promise<CatalogueSnapshot> {
    const fresh = freshCatalogue();
    if (fresh) return fresh;
    catalogueLoading ??= loadCatalogue();
    return catalogueLoading;
  }

  async function loadCatalogue(): Promise<CatalogueSnapshot> {
    const loadingGeneration = generation;
    try {
      const rows = await repository.listCatalogue();
      const games = rows.map((row) => ({ ...row, searchNames: searchNamesOf(row.name, row.nameVi) }));
      const snapshot: CatalogueSnapshot = {
        games,
        index: buildSearchIndex(games),
        loadedAt: Date.now(),
        matched: new Map(),
        pages: new Map(),
      };
      // A change made while this load was reading stays visible: the stale snapshot is not kept.
      if (loadingGeneration === generation) {
        catalogue = snapshot;
        keptSerial += 1;
      }
      return snapshot;
    } finally {
      // A load started after an invalidation is not this one's to forget.
      if (loadingGeneration === generation) catalogueLoading = undefined;
    }
  }

  async function loadVendors(): Promise<VendorsResponse> {
    const [vendors, classified] = await Promise.all([
      repository.listEnabledVendors(),
      repository.listVendorClassifies(),
    ]);
    const items = vendors
      .filter((vendor) => (GAME_TYPES as readonly string[]).includes(vendor.gameType))
      .map((vendor) => ({
        vassalage: vendor.code,
        displayName: vendor.displayName,
        gameType: vendor.gameType as GameType,
        lagerIcon: vendor.iconUrl,
        walletMode: vendor.walletMode === 'transfer' ? ('transfer' as const) : ('seamless' as const),
      }));
    const lanes = buildLanes(
      items,
      classified.flatMap((row) =>
        row.gameClassify ? [{ vassalage: row.vassalage, gameClassify: row.gameClassify }] : [],
      ),
    );
    return { lanes, prizeMode: prizeModeOf(lanes) };
  }

  /** Drops the lanes and the catalogue snapshot; the next call reads the database. */
  function invalidate() {
    generation += 1;
    keptSerial += 1;
    catalogueLoading = undefined;
    cached = undefined;
    catalogue = undefined;
  }

  async function vendors(options: { flush?: boolean } = {}): Promise<VendorsResponse> {
    if (options.flush) {
      catalogue = undefined;
      keptSerial += 1;
    }
    if (options.flush || !cached || Date.now() - cached.loadedAt > LANES_TTL_MS) {
      cached = { value: await loadVendors(), loadedAt: Date.now() };
      keptSerial += 1;
    }
    return cached.value;
  }

  /*
   * Versions of what is kept: a number that stays the same for as long as the answers stay the same
   * objects, undefined when what is kept must be read again. The routes keep the bytes of their
   * answers by address under it.
   */
  /** The lanes' version while they are kept and fresh. */
  function lanesVersion(): number | undefined {
    return cached !== undefined && Date.now() - cached.loadedAt <= LANES_TTL_MS ? keptSerial : undefined;
  }

  /** The game pages' version while the catalogue snapshot is kept and fresh. */
  function pagesVersion(): number | undefined {
    return freshCatalogue() ? keptSerial : undefined;
  }

  /**
   * Launches a game for a member: its vendor's launch answers the game's address, and the game moves
   * to the top of the member's recent games.
   * Errors: GAME_NOT_FOUND 404 (unknown or disabled game or vendor), VENDOR_UNAVAILABLE 503 (a vendor
   * with no launch adapter here).
   */
  async function launch(playerId: number, request: LaunchRequest, language: string): Promise<LaunchValue> {
    const game =
      request.gameId !== undefined
        ? await repository.findGameById(request.gameId)
        : request.gameCode !== undefined
          ? await repository.findGame(request.vendorCode!, request.gameCode)
          : await repository.firstGameOf(request.vendorCode!);
    const vendor = game && (await repository.findVendor(game.vendorCode));
    if (!game || !game.enabled || !vendor || !vendor.enabled) throw new AppError('GAME_NOT_FOUND', 404);
    const launcher = vendor.isHouse ? deps.houseLauncher : undefined;
    if (!launcher) throw new AppError('VENDOR_UNAVAILABLE', 503);
    const { url } = await launcher({
      playerId,
      vendorCode: vendor.code,
      gameCode: game.gameCode,
      language,
      ...(request.focus === undefined ? {} : { focus: request.focus }),
    });
    await repository.touchRecent(playerId, game.id, now());
    return { url, vendorCode: vendor.code, gameCode: game.gameCode, gameType: game.gameType as GameType };
  }

  /**
   * Free play (SPEC.md §2 the tile's free-trial button, §3 `supportPlay` 0): the game in play money,
   * for a visitor or a member alike, when the operator offers free play for it. No account is used,
   * so nothing reaches the wallet or the ledger, and the game is not added to the recent games.
   * Errors: GAME_NOT_FOUND 404 (unknown or switched off), FREE_PLAY_UNAVAILABLE 409 (the operator
   * does not offer free play for the game, or its vendor has none).
   */
  async function launchDemo(gameId: number, language: string): Promise<LaunchValue> {
    const game = await repository.findGameById(gameId);
    const vendor = game && (await repository.findVendor(game.vendorCode));
    if (!game || !game.enabled || !vendor || !vendor.enabled) throw new AppError('GAME_NOT_FOUND', 404);
    const launcher = vendor.isHouse ? deps.houseDemoLauncher : undefined;
    if (game.supportPlay !== 0 || !launcher) throw new AppError('FREE_PLAY_UNAVAILABLE', 409);
    const { url } = await launcher({ vendorCode: vendor.code, gameCode: game.gameCode, language });
    return { url, vendorCode: vendor.code, gameCode: game.gameCode, gameType: game.gameType as GameType };
  }

  /**
   * Checks that a query's vendor is an enabled one: from the cached lanes, or from the database for
   * a vendor newer than the cache. Errors: VENDOR_NOT_FOUND 404.
   */
  async function checkVendor(vassalage: string | undefined): Promise<void> {
    if (vassalage === undefined) return;
    const { lanes } = await vendors();
    if (lanes.some((lane) => lane.cards.some((card) => card.vassalage === vassalage))) return;
    const vendor = await repository.findVendor(vassalage);
    if (!vendor || !vendor.enabled) throw new AppError('VENDOR_NOT_FOUND', 404);
  }

  const namedIn = (language: string) => (row: CatalogueGame) =>
    toGameItem({ ...row, name: nameIn(row, language) });

  /**
   * One page of the catalogue (SPEC.md §7 "Game list"). A page once answered is the same object for
   * as long as its catalogue snapshot lives (callers must not change it), so that its serialized
   * form can be kept beside it. Errors: VENDOR_NOT_FOUND 404.
   */
  async function games(query: GamesQuery, language: string): Promise<GamesResponse> {
    const { gameType, vassalage, gameClassify, gameName, pageNo, pageSize } = query;
    if (vassalage !== undefined) await checkVendor(vassalage);
    const snapshot = freshCatalogue() ?? (await catalogueSnapshot());
    // Only Vietnamese names differ (nameIn); every other language reads the English ones. The two
    // free texts come last, the first with its length, so that no two queries share a key.
    const key = `${pageNo}|${pageSize}|${language === 'vi'}|${gameType}|${gameClassify}|${vassalage?.length}:${vassalage}|${gameName}`;
    const known = snapshot.pages.get(key);
    if (known) return known;
    const filter = { gameType, vendorCode: vassalage, gameClassify, search: gameName };
    const matched = matchedGames(snapshot, filter);
    const offset = offsetOf(pageNo, pageSize);
    // Frozen: a shared page changed by one caller would be wrong for all (and for its kept JSON).
    const page = Object.freeze({
      games: Object.freeze(matched.slice(offset, offset + pageSize).map(namedIn(language))),
      pageNo,
      pageSize,
      total: matched.length,
      totalPages: totalPagesOf(matched.length, pageSize),
    });
    return remember(snapshot.pages, key, page as GamesResponse, PAGES_MAX);
  }

  /** The hot games, at most HOT_LIMIT_MAX (SPEC.md §7 "Hot list"). Errors: VENDOR_NOT_FOUND 404. */
  async function hot(query: ListFilterQuery, language: string): Promise<HotResponse> {
    await checkVendor(query.vassalage);
    const matched = matchedGames(await catalogueSnapshot(), {
      gameType: query.gameType,
      vendorCode: query.vassalage,
      hotOnly: true,
    });
    return { list: matched.slice(0, HOT_LIMIT_MAX).map(namedIn(language)) };
  }

  /** The list filter of a member's list, after checking that its vendor exists. Errors: VENDOR_NOT_FOUND 404. */
  async function filterOf(query: ListFilterQuery) {
    await checkVendor(query.vassalage);
    return { gameType: query.gameType, vendorCode: query.vassalage };
  }

  /** The member's recently launched games, latest first. Errors: VENDOR_NOT_FOUND 404. */
  async function recent(
    memberAccountId: number,
    query: RecentQuery,
    language: string,
  ): Promise<RecentResponse> {
    const { page, pageSize } = query;
    const { rows, total } = await laggingRepository.listRecentGames(
      memberAccountId,
      await filterOf(query),
      language,
      {
        offset: offsetOf(page, pageSize),
        limit: pageSize,
      },
    );
    return { list: rows.map(toGameItem), page, pageSize, total, totalPages: totalPagesOf(total, pageSize) };
  }

  /** The member's favourite games, latest first (SPEC.md §3 "Favourite list"). Errors: VENDOR_NOT_FOUND 404. */
  async function favourites(
    memberAccountId: number,
    query: FavouritesQuery,
    language: string,
  ): Promise<FavouritesResponse> {
    const { pageNo, pageSize } = query;
    const { rows, total } = await repository.listFavouriteGames(
      memberAccountId,
      await filterOf(query),
      language,
      { offset: offsetOf(pageNo, pageSize), limit: pageSize },
    );
    return {
      content: rows.map(toGameItem),
      pageNum: pageNo,
      pageSize,
      total,
      totalPages: totalPagesOf(total, pageSize),
    };
  }

  async function favouriteIds(memberAccountId: number): Promise<FavouriteIds> {
    return { ids: await repository.favouriteIds(memberAccountId) };
  }

  /** The game a favourite request names, its vendor and type agreeing. Errors: GAME_NOT_FOUND 404. */
  async function favouriteGame(request: FavouriteRequest) {
    const game = await repository.findGameById(request.nodeId);
    if (!game || game.vendorCode !== request.vendor || game.gameType !== request.gameType) {
      throw new AppError('GAME_NOT_FOUND', 404);
    }
    return game;
  }

  /**
   * Marks a game as a favourite; again changes nothing. Answers the member's favourite ids.
   * Errors: GAME_NOT_FOUND 404 (unknown or disabled game, or vendor and type not its own),
   * FAVOURITES_FULL 409 (FAVOURITES_MAX reached).
   */
  async function addFavourite(memberAccountId: number, request: FavouriteRequest): Promise<FavouriteIds> {
    const game = await favouriteGame(request);
    if (!game.enabled) throw new AppError('GAME_NOT_FOUND', 404);
    const ids = await repository.favouriteIds(memberAccountId);
    if (ids.includes(game.id)) return { ids };
    if (ids.length >= FAVOURITES_MAX) throw new AppError('FAVOURITES_FULL', 409);
    await repository.addFavourite(memberAccountId, game.id);
    return favouriteIds(memberAccountId);
  }

  /**
   * Removes a favourite; removing one that is not there changes nothing. Answers the favourite ids.
   * Errors: GAME_NOT_FOUND 404 (unknown game, or vendor and type not its own).
   */
  async function removeFavourite(memberAccountId: number, request: FavouriteRequest): Promise<FavouriteIds> {
    const game = await favouriteGame(request);
    await repository.removeFavourite(memberAccountId, game.id);
    return favouriteIds(memberAccountId);
  }

  /** The latest real wins (payout above stake), names masked (SPEC.md §3 "Winner entry"). */
  async function winners(
    query: { gameCategory: 'ALL' | GameType; limitNum: number },
    language: string,
  ): Promise<WinnersResponse> {
    const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
    const rows = await laggingRepository.listRecentWins(language, category, query.limitNum);
    return {
      list: rows.map((row) => ({
        recordId: row.id,
        gameName: row.gameName,
        customerName: maskName(row.username),
        winAmount: fromMinor(row.payoutMinor),
        iconUrl: row.iconUrl,
      })),
    };
  }

  /**
   * The sports pages' fixture board: the fixtures the house sportsbook publishes for the category,
   * of the games the catalogue has switched on, by league and kick-off.
   */
  async function fixtures(query: FixturesQuery, language: string): Promise<FixturesResponse> {
    const snapshot = freshCatalogue() ?? (await catalogueSnapshot());
    const published = deps.houseFixtures ? await deps.houseFixtures(query.gameType) : [];
    return fixtureBoard(published, snapshot.games, language, now());
  }

  /**
   * The /pvp page's room list (SPEC.md §7 "pvp room list"): the card rooms the house publishes (stakes,
   * seats, who sits, bots labelled), of the games the catalogue has switched on.
   */
  async function pvpRooms(language: string): Promise<PvpRoomsResponse> {
    const snapshot = freshCatalogue() ?? (await catalogueSnapshot());
    const published = deps.housePvpRooms ? await deps.housePvpRooms() : [];
    return pvpRoomBoard(published, snapshot.games, language, now());
  }

  /** The jackpot pool: what the house vendors' stakes have fed into it. */
  async function jackpot(): Promise<JackpotResponse> {
    return { amount: fromMinor(await laggingRepository.jackpotPoolMinor()) };
  }

  return {
    invalidate,
    lanesVersion,
    pagesVersion,
    vendors,
    launch,
    launchDemo,
    games,
    hot,
    recent,
    favourites,
    favouriteIds,
    addFavourite,
    removeFavourite,
    winners,
    jackpot,
    fixtures,
    pvpRooms,
  };
}
