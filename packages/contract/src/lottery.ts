// The lottery calls. Two audiences: the house lottery's game page (its game session's bearer token,
// under /house/api/lottery) and the member site's public lottery calls (SPEC.md §7 "Lottery (all
// GET)", under /api/lottery), which show only what the house has published: games, schedules, and
// drawn results with their revealed seeds. Money is a decimal string; instants are ISO 8601 strings.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { HOUSE_ROUND_STATUSES } from './house';
import { amountSchema } from './money';

export const lotteryPaths = {
  // The house lottery's game page.
  houseState: '/house/api/lottery/state',
  houseTickets: '/house/api/lottery/tickets',
  houseResults: '/house/api/lottery/results',
  // The member site (public).
  games: '/api/lottery/games',
  results: '/api/lottery/results',
  openedNumbers: '/api/lottery/opened-numbers',
  vnMenu: '/api/lottery/vn-menu',
} as const;

/** A text in both interface languages (the games' data carries both). */
export const localNameSchema = z.object({ en: z.string(), vi: z.string() });
export type LocalName = z.infer<typeof localNameSchema>;

/** The lottery studios: one vendor code per game type (LOTT and ELOTT). */
export const LOTTERY_VENDOR_CODES = ['TCG_SEA', 'TCG_LOTTO_VN'] as const;
export const SEA_LOTTERY_VENDOR_CODE = 'TCG_SEA';
export const VN_LOTTERY_VENDOR_CODE = 'TCG_LOTTO_VN';

/**
 * Which games a lottery page lists (SPEC.md §3 prize modes): LOTT and ELOTT list every lottery game,
 * SEA the South-East Asian studio's, VN the Vietnamese studio's.
 */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'VN'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export const lotteryGameKindSchema = z.enum(['digits', 'vietnam']);

/** A game as the lobby and the game page show it. */
export const lotteryGameItemSchema = z.object({
  gameCode: z.string(),
  vendorCode: z.string(),
  gameType: z.enum(['LOTT', 'ELOTT']),
  kind: lotteryGameKindSchema,
  name: localNameSchema,
  region: localNameSchema,
  /** north, south or central for a Vietnamese game, sea for the others. */
  regionCode: z.string(),
  /** Digits of the main number: a 4D/5D number, or a Vietnamese draw's special prize. */
  digits: z.number().int(),
  drawIntervalSeconds: z.number().int(),
  closeBeforeDrawSeconds: z.number().int(),
  /** The next draw to happen. */
  nextDrawNumber: z.number().int(),
  nextDrawLabel: z.string(),
  nextDrawAt: z.string(),
  iconUrl: z.string(),
});
export type LotteryGameItem = z.infer<typeof lotteryGameItemSchema>;

export const lotteryPrizeResultSchema = z.object({
  prize: z.string(),
  name: localNameSchema,
  numbers: z.array(z.string()),
});

/** A drawn result, with the seeds that anyone can recompute it from. */
export const lotteryResultItemSchema = z.object({
  gameCode: z.string(),
  vendorCode: z.string(),
  drawNumber: z.number().int(),
  drawLabel: z.string(),
  drawAt: z.string(),
  /** The 4D/5D number, or the Vietnamese special prize. */
  winningNumber: z.string(),
  /** Every number drawn in drawing order: one for a 4D/5D game, 27 or 18 for a Vietnamese one. */
  numbers: z.array(z.string()),
  /** A Vietnamese draw's prizes, special prize first; empty for a 4D/5D game. */
  prizes: z.array(lotteryPrizeResultSchema),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type LotteryResultItem = z.infer<typeof lotteryResultItemSchema>;

/** The latest draw of a game as a lobby board shows it. */
export const openedNumbersItemSchema = z.object({
  gameCode: z.string(),
  vendorCode: z.string(),
  drawNumber: z.number().int(),
  drawLabel: z.string(),
  drawAt: z.string(),
  winningNumber: z.string(),
  /** The last two digits of every number drawn, in drawing order. */
  lastTwoDigits: z.array(z.string()),
  nextDrawAt: z.string(),
});
export type OpenedNumbersItem = z.infer<typeof openedNumbersItemSchema>;

// The member site's calls.

const gameCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid');

export const lotteryGamesQuerySchema = z.object({ prizeMode: z.enum(LOTTERY_PRIZE_MODES).default('LOTT') });
export const lotteryGamesValueSchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  list: z.array(lotteryGameItemSchema),
});
export type LotteryGamesValue = z.infer<typeof lotteryGamesValueSchema>;

export const LOTTERY_RESULTS_LIMIT_MAX = 50;
export const lotteryResultsQuerySchema = z.object({
  /** One game's results; every game's, newest first, when absent. */
  gameCode: gameCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_LIMIT_MAX).default(10),
});
export const lotteryResultsValueSchema = z.object({ list: z.array(lotteryResultItemSchema) });
export type LotteryResultsValue = z.infer<typeof lotteryResultsValueSchema>;

export const openedNumbersQuerySchema = z.object({
  /** One game's latest draw; the latest of every game when absent. */
  gameCode: gameCodeSchema.optional(),
});
export const openedNumbersValueSchema = z.object({ list: z.array(openedNumbersItemSchema) });
export type OpenedNumbersValue = z.infer<typeof openedNumbersValueSchema>;

/** SPEC.md §3 "Lottery menu entries: gameMenus": the Vietnamese lottery's regions and their games. */
export const vnMenuValueSchema = z.object({
  gameMenus: z.array(
    z.object({
      regionCode: z.string(),
      region: localNameSchema,
      games: z.array(lotteryGameItemSchema),
    }),
  ),
});
export type VnMenuValue = z.infer<typeof vnMenuValueSchema>;

// The house lottery's game page.

export const lotteryBetTypeSchema = z.object({
  code: z.string(),
  name: localNameSchema,
  selectionFormat: localNameSchema,
  /** An anchored regular expression (source) every valid selection matches. */
  selectionPattern: z.string(),
  selectionExample: z.string(),
  /** Named selections (big / small, odd / even); empty for number picks. */
  choices: z.array(z.object({ value: z.string(), name: localNameSchema })),
  /** Decimal odds, stake included ("9.8"). */
  odds: z.string(),
  /** Lô pays once per appearance of the number. */
  paysPerHit: z.boolean(),
  stakeMin: z.string(),
  stakeMax: z.string(),
});
export type LotteryBetType = z.infer<typeof lotteryBetTypeSchema>;

export const lotteryDrawSchema = z.object({
  drawNumber: z.number().int(),
  label: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** open while it takes tickets; closed in its last seconds, while it is drawn. */
  status: z.enum(['open', 'closed']),
  /** SHA-256 of the draw's server seed, published from the moment betting opens. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const lotteryStateValueSchema = z.object({
  game: lotteryGameItemSchema,
  /** A Vietnamese game's prize table (empty for a 4D/5D game). */
  prizes: z.array(
    z.object({ prize: z.string(), name: localNameSchema, count: z.number(), digits: z.number() }),
  ),
  betTypes: z.array(lotteryBetTypeSchema),
  draw: lotteryDrawSchema,
  /** The server's clock, so that the page counts down from the server's time, not the device's. */
  serverTime: z.string(),
  /** The member's balance as the wallet reports it; null when the wallet did not answer. */
  balance: z.string().nullable(),
});
export type LotteryStateValue = z.infer<typeof lotteryStateValueSchema>;

export const LOTTERY_SELECTION_LENGTH_MAX = 20;

export const lotteryTicketRequestSchema = z.object({
  betType: z.string().trim().min(1, 'validation.required').max(40),
  selection: z.string().trim().min(1, 'validation.required').max(LOTTERY_SELECTION_LENGTH_MAX),
  amount: amountSchema,
});
export type LotteryTicketRequest = z.infer<typeof lotteryTicketRequestSchema>;

export const lotteryTicketItemSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  drawNumber: z.number().int(),
  drawLabel: z.string(),
  drawAt: z.string(),
  betType: z.string(),
  selection: z.string(),
  stake: z.string(),
  odds: z.string(),
  /** Null until the draw settles the ticket ("0.00" for a loss). */
  payout: z.string().nullable(),
  /** The ticket's round: pending (debit unconfirmed), open (awaiting the draw), settled, cancelled. */
  status: z.enum(HOUSE_ROUND_STATUSES),
  /** The draw's winning number once drawn. */
  winningNumber: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryTicketItem = z.infer<typeof lotteryTicketItemSchema>;

export const lotteryTicketValueSchema = z.object({
  ticket: lotteryTicketItemSchema,
  /** The balance after the stake was taken. */
  balance: z.string(),
});
export type LotteryTicketValue = z.infer<typeof lotteryTicketValueSchema>;

export const lotteryTicketsQuerySchema = pageQuerySchema;
export const lotteryTicketsValueSchema = pageSchema(lotteryTicketItemSchema);
export type LotteryTicketsValue = z.infer<typeof lotteryTicketsValueSchema>;

export const houseLotteryResultsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_LIMIT_MAX).default(10),
});
