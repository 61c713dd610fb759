// Game categories, vendors and the vendor lanes of the lobby (SPEC.md §3 "Vendor data", §4, §9).
import { z } from 'zod';

export const lobbyPaths = {
  vendors: '/api/lobby/vendors',
  launch: '/api/lobby/launch',
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
  })
  .refine((body) => body.gameId !== undefined || body.vendorCode !== undefined, {
    message: 'validation.required',
    path: ['gameId'],
  });
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const launchValueSchema = z.object({
  /** Where the game runs: opened in the game popup (iframe), or a lottery page's frame. */
  url: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: gameTypeSchema,
});
export type LaunchValue = z.infer<typeof launchValueSchema>;
