// The house vendor's 75-ball bingo rooms (DESIGN.md "Game vendors"; issue 17 item 3): one shared
// round per room every few minutes. Cards are bought while the round is buying, with the game
// session's bearer token; then the room calls its balls one by one from the round's provably fair
// seed, and every card is paid its best pattern's published prize. A public WebSocket per room pushes
// each phase, each ball as it is called, the drawn round with its revealed seed and the settlement.
import { z } from 'zod';
import { HOUSE_ROUND_STATUSES } from './house';

export const bingoPaths = {
  room: '/house/api/bingo/room',
  cards: '/house/api/bingo/cards',
  /** WebSocket, `?room=<roomCode>`: public, the same for every watcher of a room. */
  stream: '/house/api/bingo/stream',
} as const;

/** The bus channel a room's live events travel on, from the dealing process to every socket. */
export const bingoChannelOf = (roomCode: string) => `bingo:${roomCode}`;

/** The patterns a card is paid for, from the lowest to the highest; a card is paid its best one. */
export const BINGO_PATTERNS = ['line', 'two-lines', 'full-house'] as const;
export const bingoPatternSchema = z.enum(BINGO_PATTERNS);
export type BingoPattern = z.infer<typeof bingoPatternSchema>;

/** What a card ends a round with: a pattern, or none. */
export const bingoTierSchema = z.enum(['none', ...BINGO_PATTERNS]);
export type BingoTier = z.infer<typeof bingoTierSchema>;

/** buying: cards are sold; drawing: the balls are called; result: the cards are paid. */
export const bingoPhaseSchema = z.enum(['buying', 'drawing', 'result']);
export type BingoPhase = z.infer<typeof bingoPhaseSchema>;

/** The most cards one request may ask for; the room's own limit per player and round is lower or equal. */
export const BINGO_CARDS_PER_REQUEST_MAX = 12;

/** One line of the prize table: what a pattern pays and how often a card ends a round with it. */
export const bingoPrizeSchema = z.object({
  pattern: bingoPatternSchema,
  /** The prize as a multiple of the card price ("1.5"). */
  multiplier: z.string(),
  /** The prize of one card, a decimal string. */
  prize: z.string(),
  /** A card ends a round with this as its best pattern once in this many rounds ("2.91"), exactly computed. */
  oneIn: z.string(),
});
export type BingoPrize = z.infer<typeof bingoPrizeSchema>;

export const bingoRoomInfoSchema = z.object({
  roomCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  /** The hall's colour, CSS hex. */
  colour: z.string(),
  cardPrice: z.string(),
  /** The most cards one player may buy for one round. */
  cardsPerPlayerMax: z.number().int(),
  /** How many of the 75 balls each round calls. */
  ballsCalled: z.number().int(),
  secondsBetweenBalls: z.number().int(),
  buyingSeconds: z.number().int(),
  resultSeconds: z.number().int(),
  roundSeconds: z.number().int(),
  prizes: z.array(bingoPrizeSchema),
  /** The exact return to player in percent with 2 decimals, from the room's balls and prizes. */
  rtpPercent: z.string(),
});
export type BingoRoomInfo = z.infer<typeof bingoRoomInfoSchema>;

export const bingoRoundSchema = z.object({
  roomCode: z.string(),
  roundNumber: z.number().int(),
  /** The phase on the server's clock when this was sent. */
  phase: bingoPhaseSchema,
  /** ISO times: cards go on sale, sales close (the drawing starts), the last ball, the next round. */
  opensAt: z.string(),
  closesAt: z.string(),
  drawnAt: z.string(),
  endsAt: z.string(),
  /** open: cards sold and balls being called; drawn: every ball out, seed revealed; settled: every card paid. */
  status: z.enum(['open', 'drawn', 'settled']),
  /** SHA-256 of the round's server seed, published before any card is sold. */
  serverSeedHash: z.string(),
  /** The public client seed `bingo:<room>:<round>`; the draw's nonce is always 0. */
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the round is drawn. */
  serverSeed: z.string().nullable(),
  /** The balls called so far, in order: never a ball before its time. */
  calledBalls: z.array(z.number().int()),
});
export type BingoRound = z.infer<typeof bingoRoundSchema>;

/** A card's result: its best pattern, the index of the ball that completed it, and the prize. */
export const bingoCardPrizeSchema = z.object({
  tier: bingoTierSchema,
  /** The position (from 0) in the called balls of the ball that completed the pattern; null for none. */
  ballIndex: z.number().int().nullable(),
  amount: z.string(),
});
export type BingoCardPrize = z.infer<typeof bingoCardPrizeSchema>;

export const bingoCardItemSchema = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  /** The card's place among the player's cards of the round, from 1. */
  cardNumber: z.number().int(),
  /** 25 numbers row by row, 0 for the free centre. */
  cells: z.array(z.number().int()),
  /** Which cells the balls called so far mark (the free centre always). */
  marks: z.array(z.boolean()),
  /** The lines complete so far (`row-1`…`row-5`, `column-b`…`column-o`, `diagonal-down`, `diagonal-up`). */
  lines: z.array(z.string()),
  price: z.string(),
  status: z.enum(HOUSE_ROUND_STATUSES),
  /** Known once the round is drawn. */
  prize: bingoCardPrizeSchema.nullable(),
  /** What the card was credited; null until it is. */
  payout: z.string().nullable(),
  placedAt: z.string(),
});
export type BingoCardItem = z.infer<typeof bingoCardItemSchema>;

export const bingoRoomValueSchema = z.object({
  room: bingoRoomInfoSchema,
  /** The server's clock when it answered, so the page counts down on the server's time. */
  serverTime: z.string(),
  round: bingoRoundSchema,
  /** The round before the current one, null on a new room. */
  lastRound: bingoRoundSchema.nullable(),
  /** The session's player's cards of the current round, in the order bought. */
  myCards: z.array(bingoCardItemSchema),
  /** The player's cards of the last round, to show how they came out. */
  lastCards: z.array(bingoCardItemSchema),
});
export type BingoRoomValue = z.infer<typeof bingoRoomValueSchema>;

/**
 * Buying cards for the current round. Sending the same requestId again answers the cards it bought
 * and buys nothing more.
 */
export const bingoBuyRequestSchema = z.object({
  count: z.number().int().min(1).max(BINGO_CARDS_PER_REQUEST_MAX),
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.invalid'),
});
export type BingoBuyRequest = z.infer<typeof bingoBuyRequestSchema>;

export const bingoBuyValueSchema = z.object({
  cards: z.array(bingoCardItemSchema),
  /** The balance after the cards were paid for. */
  balance: z.string(),
});
export type BingoBuyValue = z.infer<typeof bingoBuyValueSchema>;

export const bingoStreamQuerySchema = z.object({ room: z.string().trim().min(1).max(20) });

/**
 * What the stream pushes: `phase` when buying opens, the drawing starts or the result shows (and once
 * on connect), `ball` as each ball is called (with every ball so far, so a watcher that missed one
 * catches up), `drawn` with every ball and the revealed seed, `settled` once every card of the round
 * is paid (time to fetch cards and balances).
 */
export const bingoStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('phase'), serverTime: z.string(), round: bingoRoundSchema }),
  z.object({
    type: z.literal('ball'),
    serverTime: z.string(),
    roomCode: z.string(),
    roundNumber: z.number().int(),
    ballIndex: z.number().int(),
    ball: z.number().int(),
    calledBalls: z.array(z.number().int()),
  }),
  z.object({ type: z.literal('drawn'), serverTime: z.string(), round: bingoRoundSchema }),
  z.object({
    type: z.literal('settled'),
    serverTime: z.string(),
    roomCode: z.string(),
    roundNumber: z.number().int(),
  }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type BingoStreamMessage = z.infer<typeof bingoStreamMessageSchema>;
