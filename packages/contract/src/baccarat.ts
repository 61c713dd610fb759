// The house vendor's live baccarat tables (DESIGN.md "Game vendors"): one shared hand per table every
// 30 s, bets taken in its first 20 s with the game session's bearer token, and a public WebSocket per
// table that pushes each phase change, the dealt cards and the settlement to every watcher.
import { z } from 'zod';
import { amountSchema } from './money';
import { HOUSE_ROUND_STATUSES } from './house';

export const baccaratPaths = {
  table: '/house/api/baccarat/table',
  bets: '/house/api/baccarat/bets',
  /** WebSocket, `?table=<tableCode>`: public, the same for every watcher of a table. */
  stream: '/house/api/baccarat/stream',
} as const;

/** The bus channel a table's live events travel on, from the dealing process to every socket. */
export const baccaratChannelOf = (tableCode: string) => `baccarat:${tableCode}`;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export const baccaratSpotSchema = z.enum(BACCARAT_SPOTS);
export type BaccaratSpot = z.infer<typeof baccaratSpotSchema>;

export const BACCARAT_OUTCOMES = ['player', 'banker', 'tie'] as const;
export const baccaratOutcomeSchema = z.enum(BACCARAT_OUTCOMES);
export type BaccaratOutcome = z.infer<typeof baccaratOutcomeSchema>;

/** betting: bets are taken; dealing: the cards are out and the result shows; closed: a past hand. */
export const baccaratPhaseSchema = z.enum(['betting', 'dealing', 'closed']);
export type BaccaratPhase = z.infer<typeof baccaratPhaseSchema>;

export const BACCARAT_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const BACCARAT_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

export const baccaratCardSchema = z.object({
  rank: z.enum(BACCARAT_RANKS),
  suit: z.enum(BACCARAT_SUITS),
  /** Baccarat value: ace 1, two to nine their pips, tens and faces 0. */
  value: z.number().int(),
});
export type BaccaratCard = z.infer<typeof baccaratCardSchema>;

/** A dealt hand: the same fields the verifier recomputes from the seeds. */
export const baccaratResultSchema = z.object({
  playerCards: z.array(baccaratCardSchema),
  bankerCards: z.array(baccaratCardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  outcome: baccaratOutcomeSchema,
  natural: z.boolean(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
});
export type BaccaratResult = z.infer<typeof baccaratResultSchema>;

export const baccaratHandSchema = z.object({
  tableCode: z.string(),
  roundNumber: z.number().int(),
  phase: baccaratPhaseSchema,
  /** ISO times: betting opens, betting closes (dealing starts), the next hand opens. */
  opensAt: z.string(),
  closesAt: z.string(),
  settlesAt: z.string(),
  status: z.enum(['open', 'dealt', 'settled']),
  /** SHA-256 of the hand's server seed, published before any bet. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the hand is dealt. */
  serverSeed: z.string().nullable(),
  result: baccaratResultSchema.nullable(),
});
export type BaccaratHand = z.infer<typeof baccaratHandSchema>;

/** One bead of the road: a past hand's outcome. */
export const baccaratRoadItemSchema = z.object({
  roundNumber: z.number().int(),
  outcome: baccaratOutcomeSchema,
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  playerPair: z.boolean(),
  bankerPair: z.boolean(),
  natural: z.boolean(),
});
export type BaccaratRoadItem = z.infer<typeof baccaratRoadItemSchema>;

export const baccaratBetItemSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  spot: baccaratSpotSchema,
  stake: z.string(),
  /** The total returned (stake included); null until the hand is settled. */
  payout: z.string().nullable(),
  status: z.enum(HOUSE_ROUND_STATUSES),
  placedAt: z.string(),
});
export type BaccaratBetItem = z.infer<typeof baccaratBetItemSchema>;

export const baccaratTableInfoSchema = z.object({
  tableCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  dealerName: z.string(),
  /** The felt colour, CSS hex. */
  colour: z.string(),
  /** Per bet, and the most one player may have on one spot of a hand. */
  minStake: z.string(),
  maxStake: z.string(),
  /** What each spot pays, as odds ("1:1", "0.95:1"…). */
  payouts: z.record(baccaratSpotSchema, z.string()),
  roundSeconds: z.number().int(),
  bettingSeconds: z.number().int(),
});
export type BaccaratTableInfo = z.infer<typeof baccaratTableInfoSchema>;

export const baccaratTableValueSchema = z.object({
  table: baccaratTableInfoSchema,
  /** The server's clock when it answered, so the page counts down on the server's time. */
  serverTime: z.string(),
  hand: baccaratHandSchema,
  /** The latest dealt hand (the current one once it is dealt), null on a new table. */
  lastHand: baccaratHandSchema.nullable(),
  /** The last 60 outcomes, oldest first. */
  road: z.array(baccaratRoadItemSchema),
  /** The session's player's bets on the current hand, oldest first. */
  myBets: z.array(baccaratBetItemSchema),
});
export type BaccaratTableValue = z.infer<typeof baccaratTableValueSchema>;

export const baccaratBetRequestSchema = z.object({ spot: baccaratSpotSchema, amount: amountSchema });
export type BaccaratBetRequest = z.infer<typeof baccaratBetRequestSchema>;

export const baccaratBetValueSchema = z.object({
  bet: baccaratBetItemSchema,
  /** The balance after the stake was taken. */
  balance: z.string(),
});
export type BaccaratBetValue = z.infer<typeof baccaratBetValueSchema>;

export const baccaratStreamQuerySchema = z.object({ table: z.string().trim().min(1).max(20) });

/**
 * What the stream pushes: `phase` when betting opens or closes (and once on connect), `dealt` with the
 * cards and the revealed seed, `settled` once every bet of the hand is paid (time to fetch balances).
 */
export const baccaratStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('phase'), serverTime: z.string(), hand: baccaratHandSchema }),
  z.object({ type: z.literal('dealt'), serverTime: z.string(), hand: baccaratHandSchema }),
  z.object({
    type: z.literal('settled'),
    serverTime: z.string(),
    tableCode: z.string(),
    roundNumber: z.number().int(),
  }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type BaccaratStreamMessage = z.infer<typeof baccaratStreamMessageSchema>;
