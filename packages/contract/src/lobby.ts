// Game categories, vendors and the vendor lanes of the lobby (SPEC.md §3 "Vendor data", §4, §9).
import { z } from 'zod';
import { MESSAGE_LANGUAGES } from './messages';

export const lobbyPaths = {
  vendors: '/api/lobby/vendors',
  launch: '/api/lobby/launch',
  demo: '/api/lobby/demo',
  games: '/api/lobby/games',
  hot: '/api/lobby/hot',
  recent: '/api/lobby/recent',
  favourites: '/api/lobby/favourites',
  favouriteIds: '/api/lobby/favourites/ids',
  winners: '/api/lobby/winners',
  jackpot: '/api/lobby/jackpot',
  fixtures: '/api/lobby/fixtures',
  pvpRooms: '/api/lobby/pvp-rooms',
  operatorVendors: '/api/operator/vendors',
  operatorVendor: '/api/operator/vendors/:code',
  operatorGames: '/api/operator/games',
  operatorGame: '/api/operator/games/:id',
} as const;

export const GAME_TYPES = [
  'LIVE',
  'RNG',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'LOTT',
  'ELOTT',
  'PVP',
  'COCKFIGHT',
  'BINGO',
] as const;
export const gameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameTypeSchema>;

/** Navigation types: HOME, HOT and FAV come first, then the types derived from vendor data. */
export const NAVIGATION_FIXED_TYPES = ['HOME', 'HOT', 'FAV'] as const;
export type NavigationType = (typeof NAVIGATION_FIXED_TYPES)[number] | GameType | 'PROMO';

export const ESPORTS_VENDOR_CODES = ['AV', 'IMES', 'IA', 'AI', 'TF'] as const;
export const COCKFIGHT_VENDOR_CODES = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'] as const;

export const WALLET_MODES = ['seamless', 'transfer'] as const;

export const vendorItemSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: gameTypeSchema,
  lagerIcon: z.string(),
  walletMode: z.enum(WALLET_MODES),
});
export type VendorItem = z.infer<typeof vendorItemSchema>;

export const gameClassifySchema = z.object({ gameClassify: z.string(), vendors: z.array(vendorItemSchema) });

export const laneSchema = z.object({
  title: gameTypeSchema,
  cards: z.array(vendorItemSchema),
  gameClassify: z.array(gameClassifySchema),
});
export type Lane = z.infer<typeof laneSchema>;

export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;

export const vendorsQuerySchema = z.object({
  platform: z.string().max(40).optional(),
  /** Any value other than absent or "false" bypasses the server cache. */
  flush: z.enum(['true', 'false', '1', '0']).optional(),
});

export const vendorsResponseSchema = z.object({
  lanes: z.array(laneSchema),
  prizeMode: z.enum(PRIZE_MODES),
});
export type VendorsResponse = z.infer<typeof vendorsResponseSchema>;

/** Launch a game: by its id, or by vendor and game code (a vendor tile launches the vendor's lobby game). */
export const launchRequestSchema = z
  .object({
    gameId: z.number().int().min(1).optional(),
    vendorCode: z.string().trim().min(1).max(50).optional(),
    gameCode: z.string().trim().min(1).max(100).optional(),
    /**
     * A place inside the game to open at, for a vendor that has one: a sportsbook fixture's id (the
     * sports page's fixture board). The game opens at its start when it does not know the place.
     */
    focus: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,60}$/, 'validation.invalid')
      .optional(),
  })
  .refine((body) => body.gameId !== undefined || body.vendorCode !== undefined, {
    message: 'validation.required',
    path: ['gameId'],
  });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** Free play: a game by its id, in play money (no account needed). */
export const demoLaunchRequestSchema = z.object({ gameId: z.number().int().min(1) });
export type DemoLaunchRequest = z.infer<typeof demoLaunchRequestSchema>;

export const launchValueSchema = z.object({
  /** Where the game runs: opened in the game popup (iframe), or a lottery page's frame. */
  url: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
});
export type LaunchValue = z.infer<typeof launchValueSchema>;

// ---- Game lists (SPEC.md §3 "Game", §7 "Games", §9 "Lobby page size 18") ----

/** RNG sub-types (SPEC.md §3); BG (bingo) only where the second language is active. */
export const RNG_SUB_TYPES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** SPEC.md §9: the lobby's page size; home sections show 12 (5 for e-sports and cockfight). */
export const LOBBY_PAGE_SIZE = 18;
export const LOBBY_PAGE_SIZE_MAX = 100;
export const RECENT_PAGE_SIZE = 12;
/** SPEC.md §9: favourites are fetched on login as page 1 of size 999, so the cap allows that. */
export const FAVOURITES_PAGE_SIZE_MAX = 999;
export const FAVOURITES_MAX = 999;
export const HOT_LIMIT_MAX = 60;
export const WINNERS_LIMIT_DEFAULT = 20;
export const WINNERS_LIMIT_MAX = 50;
export const GAME_NAME_SEARCH_MAX = 50;

/** A game as the lobby lists it; `nodeId` is the game's id, `vassalage` its vendor code. */
export const gameItemSchema = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  gameCode: z.string(),
  iconUrl: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  vendorIcon: z.string(),
  gameType: gameTypeSchema,
  gameClassify: z.string().nullable(),
  /** 1 is hot. */
  isHot: z.number().int(),
  /** 0 means a free trial is offered (SPEC.md §3). */
  supportPlay: z.number().int(),
  /** VASSALAGE opens the vendor's game list in a popup instead of starting a game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
});
export type GameItem = z.infer<typeof gameItemSchema>;

const languageField = z.enum(MESSAGE_LANGUAGES).optional();
const optionalText = (max: number) => z.string().trim().max(max).optional();
/** Query flags SPEC.md §7 sends that this server does not need; accepted so that clients may send them. */
const clientFields = {
  clientType: optionalText(10),
  platform: optionalText(40),
  channel: optionalText(40),
  merchant: optionalText(40),
  language: languageField,
};
const vendorFilter = z
  .string()
  .trim()
  .max(50)
  .optional()
  .transform((value) => (value && value !== 'ALL' ? value : undefined));

export const gamesQuerySchema = z.object({
  ...clientFields,
  gameType: gameTypeSchema.optional(),
  /** A vendor code; absent or ALL lists every vendor. */
  vassalage: vendorFilter,
  gameClassify: z.enum(RNG_SUB_TYPES).optional(),
  /** Case-insensitive part of the game's name in either language, trimmed. */
  gameName: z
    .string()
    .trim()
    .max(GAME_NAME_SEARCH_MAX)
    .optional()
    .transform((value) => value || undefined),
  minBet: optionalText(20),
  minLineNum: optionalText(20),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOBBY_PAGE_SIZE_MAX).default(LOBBY_PAGE_SIZE),
});
export type GamesQuery = z.infer<typeof gamesQuerySchema>;

export const gamesResponseSchema = z.object({
  games: z.array(gameItemSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

export const hotQuerySchema = z.object({
  ...clientFields,
  merchantCode: optionalText(40),
  isPlatform: optionalText(4),
  gameType: gameTypeSchema.optional(),
  vassalage: vendorFilter,
});
export const hotResponseSchema = z.object({ list: z.array(gameItemSchema) });
export type HotResponse = z.infer<typeof hotResponseSchema>;

export const recentQuerySchema = z.object({
  ...clientFields,
  gameType: gameTypeSchema.optional(),
  vassalage: vendorFilter,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOBBY_PAGE_SIZE_MAX).default(RECENT_PAGE_SIZE),
});
export type RecentQuery = z.infer<typeof recentQuerySchema>;
export const recentResponseSchema = z.object({
  list: z.array(gameItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RecentResponse = z.infer<typeof recentResponseSchema>;

export const favouritesQuerySchema = z.object({
  ...clientFields,
  gameType: gameTypeSchema.optional(),
  vassalage: vendorFilter,
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(FAVOURITES_PAGE_SIZE_MAX).default(LOBBY_PAGE_SIZE),
});
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>;
/** SPEC.md §3 "Favourite list": content, pageNum, totalPages. */
export const favouritesResponseSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

export const favouriteIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** Add or remove a favourite: the game, and its vendor and type as the tile knows them. */
export const favouriteRequestSchema = z.object({
  nodeId: z.number().int().min(1),
  vendor: z.string().trim().min(1).max(50),
  gameType: gameTypeSchema,
});
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

export const winnersQuerySchema = z.object({
  gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
  language: languageField,
  limitNum: z.coerce.number().int().min(1).max(WINNERS_LIMIT_MAX).default(WINNERS_LIMIT_DEFAULT),
});
export const winnerSchema = z.object({
  recordId: z.number().int(),
  gameName: z.string(),
  /** The member's name, masked ("de**o"). */
  customerName: z.string(),
  /** What the round paid, a decimal string. */
  winAmount: z.string(),
  iconUrl: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersResponseSchema = z.object({ list: z.array(winnerSchema) });
export type WinnersResponse = z.infer<typeof winnersResponseSchema>;

/** The jackpot pool: the balance of the house vendors' jackpot accounts, a decimal string. */
export const jackpotResponseSchema = z.object({ amount: z.string() });
export type JackpotResponse = z.infer<typeof jackpotResponseSchema>;

// ---- The sports pages' fixture board (SPEC.md §2 "Game centre": /sports, /esports) ----

/** The categories whose vendors publish fixtures. */
export const FIXTURE_GAME_TYPES = ['SPORTS', 'ESPORTS'] as const;
export const fixturesQuerySchema = z.object({
  gameType: z.enum(FIXTURE_GAME_TYPES),
  language: languageField,
});
export type FixturesQuery = z.infer<typeof fixturesQuerySchema>;

/** A fixture as its vendor publishes it, names in the asked language; launched as its sport's game. */
export const boardFixtureSchema = z.object({
  fixtureId: z.string(),
  /** The sport's game in the catalogue (launched with the fixture as its focus). */
  gameId: z.number().int(),
  gameName: z.string(),
  home: z.string(),
  away: z.string(),
  kickOffAt: z.string(),
  phase: z.enum(['PRE_MATCH', 'IN_PLAY']),
  /** Goals, points, sets or maps in play; null before kick-off. */
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** The result market's odds now (home, draw where there is one, away); empty when suspended. */
  odds: z.array(z.object({ selection: z.enum(['HOME', 'DRAW', 'AWAY']), odds: z.string() })),
});
export type BoardFixture = z.infer<typeof boardFixtureSchema>;

export const fixtureLeagueSchema = z.object({
  vendorCode: z.string(),
  leagueCode: z.string(),
  leagueName: z.string(),
  /** In kick-off order. */
  fixtures: z.array(boardFixtureSchema),
});
export type FixtureLeague = z.infer<typeof fixtureLeagueSchema>;

export const fixturesResponseSchema = z.object({
  serverTime: z.string(),
  /** In the order of their first kick-off; only enabled vendors' enabled games. */
  leagues: z.array(fixtureLeagueSchema),
});
export type FixturesResponse = z.infer<typeof fixturesResponseSchema>;

// ---- The /pvp page's room list (SPEC.md §7 "pvp room list"): card tables with stakes and seats ----

export const pvpRoomsQuerySchema = z.object({ language: languageField });
export type PvpRoomsQuery = z.infer<typeof pvpRoomsQuerySchema>;

/** A seat of a room as its vendor publishes it: empty, a member, or a house bot (always labelled). */
export const pvpRoomSeatSchema = z.object({
  seat: z.number().int(),
  occupant: z.enum(['EMPTY', 'MEMBER', 'BOT']),
  /** The bot's or member's table name; null for an empty seat. */
  name: z.string().nullable(),
});
export type PvpRoomSeat = z.infer<typeof pvpRoomSeatSchema>;

/** A card room as its vendor publishes it, named in the asked language; launched as its game. */
export const pvpRoomSchema = z.object({
  /** The room's game in the catalogue. */
  gameId: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  /** The game played ("HOLDEM": no-limit Texas hold'em). */
  variant: z.string(),
  smallBlind: z.string(),
  bigBlind: z.string(),
  buyInMin: z.string(),
  buyInMax: z.string(),
  seatCount: z.number().int(),
  /** Members seated, and house bots seated (bots fill empty seats and are shown as bots). */
  membersSeated: z.number().int(),
  botsSeated: z.number().int(),
  seats: z.array(pvpRoomSeatSchema),
  /** A hand is being played now. */
  handInPlay: z.boolean(),
  /** A practice table: played in play money, open to visitors too (free play). */
  playMoney: z.boolean(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

export const pvpRoomsResponseSchema = z.object({
  serverTime: z.string(),
  /** Only enabled vendors' enabled games, in the order their vendors publish them. */
  rooms: z.array(pvpRoomSchema),
});
export type PvpRoomsResponse = z.infer<typeof pvpRoomsResponseSchema>;

// ---- The operator's catalogue desk: vendors and games switched on and off, hot, named, ordered ----

export const operatorVendorSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  iconUrl: z.string(),
  walletMode: z.enum(WALLET_MODES),
  isHouse: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  games: z.number().int(),
  enabledGames: z.number().int(),
});
export type OperatorVendor = z.infer<typeof operatorVendorSchema>;

/** A site path or an https address: what an icon or picture may point at. */
const pictureUrlSchema = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((url) => /^\/[^/]/.test(url) || /^https:\/\/[^\s]+$/.test(url), 'validation.invalidUrl');

const sortOrderSchema = z
  .number()
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(100_000, 'validation.invalid');

/** At least one field; an empty change is refused rather than answered as a success. */
const someField = (value: object) => Object.values(value).some((field) => field !== undefined);

export const vendorUpdateSchema = z
  .object({
    displayName: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong').optional(),
    iconUrl: pictureUrlSchema.optional(),
    enabled: z.boolean().optional(),
    sortOrder: sortOrderSchema.optional(),
  })
  .strict()
  .refine(someField, 'validation.nothingToChange');
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>;

export const vendorCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
export const gameIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const operatorGamesQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LOBBY_PAGE_SIZE_MAX).default(50),
  vendorCode: z.string().trim().min(1).max(40).optional(),
  gameType: gameTypeSchema.optional(),
  search: z.string().trim().max(GAME_NAME_SEARCH_MAX, 'validation.tooLong').optional(),
  enabled: z
    .enum(['true', 'false'], 'validation.invalidOption')
    .transform((value) => value === 'true')
    .optional(),
});
export type OperatorGamesQuery = z.input<typeof operatorGamesQuerySchema>;

export const operatorGameSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  name: z.string(),
  nameVi: z.string().nullable(),
  gameType: z.string(),
  gameClassify: z.string().nullable(),
  iconUrl: z.string(),
  isHot: z.number().int(),
  supportPlay: z.number().int(),
  isVassalage: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OperatorGame = z.infer<typeof operatorGameSchema>;

export const operatorGamesValueSchema = z.object({
  list: z.array(operatorGameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type OperatorGamesValue = z.infer<typeof operatorGamesValueSchema>;

export const gameUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong').optional(),
    /** Null: the English name stands in. */
    nameVi: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(80, 'validation.tooLong')
      .nullable()
      .optional(),
    iconUrl: pictureUrlSchema.optional(),
    /** 1 shows the hot badge and lists the game among the hot ones. */
    isHot: z.union([z.literal(0), z.literal(1)], 'validation.invalidOption').optional(),
    /** 0 offers the free-trial button (SPEC.md §3). */
    supportPlay: z.union([z.literal(0), z.literal(1)], 'validation.invalidOption').optional(),
    enabled: z.boolean().optional(),
    sortOrder: sortOrderSchema.optional(),
    /** A sub-type such as the RNG ones (SC, VP, JP, TG, AC, BG); null for none. */
    gameClassify: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,20}$/, 'validation.invalid')
      .nullable()
      .optional(),
  })
  .strict()
  .refine(someField, 'validation.nothingToChange');
export type GameUpdate = z.infer<typeof gameUpdateSchema>;
