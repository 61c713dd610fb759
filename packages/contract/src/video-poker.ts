// The house's video poker (issue 17 item 4, RNG sub-type VP), spoken by its game page with the game
// session's bearer token: the machine (coins, coin values, paytable and its exact return), the open
// hand, a deal, the draw and the hint. A hand comes from the player's provably fair seed pair and the
// nonce taken at the deal; only the five dealt cards are shown until the draw. Money is a decimal
// string with 2 places.
import { z } from 'zod';
import { amountSchema } from './money';
import { playingCardSchema } from './playing-cards';

export const videoPokerPaths = {
  /** The session's machine: coins, coin values, paytable, exact return. */
  game: '/house/api/video-poker/game',
  /** The player's open hand of this game (null when there is none): a reopened page resumes it. */
  hand: '/house/api/video-poker/hand',
  deal: '/house/api/video-poker/deal',
  draw: '/house/api/video-poker/draw',
  /** The hold of highest expected return for the open hand. */
  hint: '/house/api/video-poker/hint',
} as const;

/** The hands of Jacks or Better, best first; the last two pay nothing. */
export const VIDEO_POKER_CATEGORIES = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
  'lowPair',
  'highCard',
] as const;
export const videoPokerCategorySchema = z.enum(VIDEO_POKER_CATEGORIES);
export type VideoPokerCategory = z.infer<typeof videoPokerCategorySchema>;

/** Cards in a hand, and so entries in a hold. */
export const VIDEO_POKER_HAND_SIZE = 5;

export const videoPokerGameValueSchema = z.object({
  gameCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  coinsMin: z.number().int(),
  coinsMax: z.number().int(),
  /** What one coin is worth, the choices of the machine (decimal strings). */
  coinValues: z.array(z.string()),
  /** The paying hands, best first: coins returned (stake included) for 1 … coinsMax coins. */
  paytable: z.array(
    z.object({ category: videoPokerCategorySchema, coinsReturned: z.array(z.number().int()) }),
  ),
  /**
   * The exact return to player under optimal holds, in percent with 2 decimals, for 1 … coinsMax
   * coins (computed by the engine over every deal and draw).
   */
  returnPercentByCoins: z.array(z.string()),
});
export type VideoPokerGameValue = z.infer<typeof videoPokerGameValueSchema>;

export const videoPokerHandSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  coins: z.number().int(),
  coinValue: z.string(),
  /** coins × coinValue. */
  bet: z.string(),
  /** dealt: waiting for the draw; drawn: over and paid. */
  phase: z.enum(['dealt', 'drawn']),
  /** The five cards dealt. */
  dealtCards: z.array(playingCardSchema),
  /** What the dealt hand already makes (the paytable row it would light). */
  dealtCategory: videoPokerCategorySchema,
  /** Which cards were held (null until the draw). */
  held: z.array(z.boolean()).nullable(),
  /** The final hand after the draw (null until then). */
  finalCards: z.array(playingCardSchema).nullable(),
  category: videoPokerCategorySchema.nullable(),
  /** What the hand returned, stake included (null until the draw). */
  payout: z.string().nullable(),
  /**
   * The house drew for the player with the hint's hold, because the hand's server seed was revealed
   * (the seeds were rotated) before the player drew: a known seed would have shown the draw.
   */
  drawnByHouse: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type VideoPokerHand = z.infer<typeof videoPokerHandSchema>;

export const videoPokerHandValueSchema = z.object({ hand: videoPokerHandSchema.nullable() });
export type VideoPokerHandValue = z.infer<typeof videoPokerHandValueSchema>;

export const videoPokerDealRequestSchema = z.object({
  coins: z.number().int().min(1).max(5),
  coinValue: amountSchema,
});
export type VideoPokerDealRequest = z.infer<typeof videoPokerDealRequestSchema>;

export const videoPokerDrawRequestSchema = z.object({
  /** One entry per card, in the order dealt: true holds the card, false replaces it. */
  held: z.array(z.boolean()).length(VIDEO_POKER_HAND_SIZE),
});
export type VideoPokerDrawRequest = z.infer<typeof videoPokerDrawRequestSchema>;

export const videoPokerPlayValueSchema = z.object({
  hand: videoPokerHandSchema,
  /** The balance after the stake (a deal) or the payout (a draw). */
  balance: z.string(),
});
export type VideoPokerPlayValue = z.infer<typeof videoPokerPlayValueSchema>;

export const videoPokerHintValueSchema = z.object({
  held: z.array(z.boolean()),
  /** The expected coins returned by that hold (stake included), and the same in money. */
  expectedCoins: z.number(),
  expectedReturn: z.string(),
});
export type VideoPokerHintValue = z.infer<typeof videoPokerHintValueSchema>;
