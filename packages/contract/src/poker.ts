// The house vendor's hold'em card rooms (issue 17 item 2; DESIGN.md "Game vendors"): members play each
// other at a table in real time, empty seats filled by house bots shown as bots. A member sits down
// with the stack they bring to each hand, acts with the game session's bearer token, and watches the
// table over a WebSocket that sends each player their own view: their own two cards, the others' only
// when a showdown shows them. Every chip a member puts in is a debit of their round for the hand, and
// what they win is its credit.
import { z } from 'zod';
import { positiveAmountSchema } from './money';

export const pokerPaths = {
  /** The session's table: its seats and the hand in play (or the last one), as the player sees it. */
  table: '/house/api/poker/table',
  sit: '/house/api/poker/sit',
  leave: '/house/api/poker/leave',
  act: '/house/api/poker/act',
  /**
   * WebSocket, `?table=<tableCode>`: the first message authenticates (`{ type: 'auth', token }` with
   * the game session's token, or without one to watch), then every change arrives as that viewer's
   * table.
   */
  stream: '/house/api/poker/stream',
} as const;

/** The bus channel a table's changes travel on (only "changed, version n": never a card). */
export const pokerChannelOf = (tableCode: string) => `poker:${tableCode}`;

export const POKER_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export const POKER_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

export const pokerCardSchema = z.object({ rank: z.enum(POKER_RANKS), suit: z.enum(POKER_SUITS) });
export type PokerCard = z.infer<typeof pokerCardSchema>;
const holeCardsSchema = z.tuple([pokerCardSchema, pokerCardSchema]);

export const pokerTableInfoSchema = z.object({
  tableCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  /** The felt's colour, CSS hex. */
  colour: z.string(),
  smallBlind: z.string(),
  bigBlind: z.string(),
  /** The least and the most a player brings to a hand: the most is the most they can lose in one. */
  buyInMin: z.string(),
  buyInMax: z.string(),
  seatCount: z.number().int(),
  /** The time a player has to act before the dealer checks or folds for them. */
  actionSeconds: z.number().int(),
  /** The house's rake of each pot, in percent with 2 decimals, none when no flop is dealt. */
  rakePercent: z.string(),
  /** The most rake one hand pays. */
  rakeCap: z.string(),
});
export type PokerTableInfo = z.infer<typeof pokerTableInfoSchema>;

/** Who sits in a seat now (between hands too). A house bot is always shown as one. */
export const pokerSeatSchema = z.object({
  seat: z.number().int(),
  /** A member's table name (never their account), or the bot's name, which says it is a bot. */
  name: z.string(),
  isBot: z.boolean(),
  /** The viewer's own seat. */
  isYou: z.boolean(),
  /** The stack this player brings to each hand (a member's is capped by their balance then). */
  stack: z.string(),
  /** Left, or sitting the next hands out: dealt no cards. */
  sittingOut: z.boolean(),
  /** Seen lately: a member who is not has their turns checked or folded at once. */
  connected: z.boolean(),
});
export type PokerSeat = z.infer<typeof pokerSeatSchema>;

const amountRangeSchema = z.object({ min: z.string(), max: z.string() });

/** What the viewer may do now, only when it is their turn. Folding is always allowed. */
export const pokerLegalActionsSchema = z.object({
  toCall: z.string(),
  check: z.boolean(),
  call: z.object({ amount: z.string() }).nullable(),
  /** A bet's or a raise's street total ("raise to"), from min to max. */
  bet: amountRangeSchema.nullable(),
  raise: amountRangeSchema.nullable(),
  /** Everything behind: `amount` put in, `total` the street total it makes. */
  allIn: z.object({ amount: z.string(), total: z.string() }).nullable(),
});
export type PokerLegalActions = z.infer<typeof pokerLegalActionsSchema>;

export const POKER_SEAT_STATUSES = ['active', 'folded', 'all-in'] as const;
export const POKER_STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export const POKER_ACTION_TYPES = ['fold', 'check', 'call', 'bet', 'raise', 'all-in'] as const;
export const POKER_HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;

export const pokerHandSeatSchema = z.object({
  seat: z.number().int(),
  name: z.string(),
  isBot: z.boolean(),
  isYou: z.boolean(),
  startingStack: z.string(),
  /** Chips behind (after the hand: what the player ends with). */
  stack: z.string(),
  /** Everything put in this hand, and on the current street. */
  committed: z.string(),
  streetCommitted: z.string(),
  status: z.enum(POKER_SEAT_STATUSES),
  /** The viewer's own cards, or cards a showdown showed; null when hidden. */
  holeCards: holeCardsSchema.nullable(),
});
export type PokerHandSeat = z.infer<typeof pokerHandSeatSchema>;

export const pokerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('blind'),
    seat: z.number().int(),
    blind: z.enum(['small', 'big']),
    amount: z.string(),
  }),
  z.object({
    type: z.literal('action'),
    seat: z.number().int(),
    action: z.enum(POKER_ACTION_TYPES),
    /** Chips the action put in, and the seat's street total after it. */
    amount: z.string(),
    streetTotal: z.string(),
    /** Taken by the dealer when the player's time ran out or they had gone. */
    automatic: z.boolean(),
  }),
  z.object({
    type: z.literal('street'),
    street: z.enum(POKER_STREETS),
    cards: z.array(pokerCardSchema),
  }),
]);
export type PokerEvent = z.infer<typeof pokerEventSchema>;

export const pokerResultSchema = z.object({
  endedBy: z.enum(['fold', 'showdown']),
  rake: z.string(),
  /** The main pot first, then the side pots. */
  pots: z.array(
    z.object({
      amount: z.string(),
      rake: z.string(),
      eligibleSeats: z.array(z.number().int()),
      winnerSeats: z.array(z.number().int()),
      shares: z.array(z.object({ seat: z.number().int(), amount: z.string() })),
    }),
  ),
  /** A bet nobody called, given back. */
  returns: z.array(z.object({ seat: z.number().int(), amount: z.string() })),
  shownHands: z.array(
    z.object({
      seat: z.number().int(),
      holeCards: holeCardsSchema,
      category: z.enum(POKER_HAND_CATEGORIES),
      bestCards: z.array(pokerCardSchema),
    }),
  ),
  /** What each seat takes back: pot shares and returned bets. */
  winnings: z.array(z.object({ seat: z.number().int(), won: z.string() })),
});
export type PokerResult = z.infer<typeof pokerResultSchema>;

export const POKER_HAND_STATUSES = ['open', 'ended', 'settled'] as const;

/** One hand as one viewer may see it. */
export const pokerHandViewSchema = z.object({
  handNumber: z.number().int(),
  /** open: being played; ended: the result known, members being paid; settled: paid. */
  status: z.enum(POKER_HAND_STATUSES),
  /** Called off before a card was played (a blind could not be taken): every stake given back. */
  voided: z.boolean(),
  /** SHA-256 of the hand's server seed, shown from the deal; the seed itself once the hand ends. */
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  buttonSeat: z.number().int(),
  smallBlindSeat: z.number().int(),
  bigBlindSeat: z.number().int(),
  /** Clockwise from the button's left, the button last: the order the cards were dealt in. */
  dealOrder: z.array(z.number().int()),
  seats: z.array(pokerHandSeatSchema),
  street: z.enum(POKER_STREETS),
  board: z.array(pokerCardSchema),
  pot: z.string(),
  currentBet: z.string(),
  toActSeat: z.number().int().nullable(),
  /** When the seat to act began its turn and when the dealer acts for it (ISO). */
  turnStartedAt: z.string().nullable(),
  turnEndsAt: z.string().nullable(),
  /** What the viewer may do, when it is the viewer's turn. */
  legalActions: pokerLegalActionsSchema.nullable(),
  events: z.array(pokerEventSchema),
  result: pokerResultSchema.nullable(),
  /** The viewer's round of this hand (its fairness page), once they put a chip in. */
  myRoundId: z.string().nullable(),
});
export type PokerHandView = z.infer<typeof pokerHandViewSchema>;

export const pokerTableValueSchema = z.object({
  table: pokerTableInfoSchema,
  /** The server's clock when it answered, so the page runs the turn timer on the server's time. */
  serverTime: z.string(),
  /** The viewer's seat, null when they are not seated. */
  mySeat: z.number().int().nullable(),
  seats: z.array(pokerSeatSchema),
  /** The hand in play, or the last one played (its result and revealed seed), null before any. */
  hand: pokerHandViewSchema.nullable(),
});
export type PokerTableValue = z.infer<typeof pokerTableValueSchema>;

/**
 * Sit down: a seat (any free one when left out) and the stack brought to each hand, within the
 * table's buy-in range and the member's balance.
 */
export const pokerSitRequestSchema = z.object({
  seat: z
    .number()
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(9, 'validation.invalid')
    .optional(),
  stack: positiveAmountSchema,
});
export type PokerSitRequest = z.infer<typeof pokerSitRequestSchema>;

const totalActionSchema = z.object({
  type: z.enum(['bet', 'raise']),
  /** The street total the bet or raise makes ("raise to"). */
  total: positiveAmountSchema,
});
const plainActionSchema = z.object({ type: z.enum(['fold', 'check', 'call', 'all-in']) });

export const pokerActionSchema = z.union([plainActionSchema.strict(), totalActionSchema.strict()], {
  error: 'validation.invalidOption',
});
export type PokerActionRequest = z.infer<typeof pokerActionSchema>;

/** An action in the hand the player sees (a click meant for an earlier hand is refused). */
export const pokerActRequestSchema = z.object({
  handNumber: z.number().int('validation.invalid').min(1, 'validation.invalid'),
  action: pokerActionSchema,
});
export type PokerActRequest = z.infer<typeof pokerActRequestSchema>;

export const pokerStreamQuerySchema = z.object({ table: z.string().trim().min(1).max(20) });

/** The stream's first message: the game session's token, or none to watch as a spectator. */
export const pokerStreamAuthSchema = z.object({
  type: z.literal('auth'),
  token: z.string().max(200).optional(),
});

export const pokerStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('table'), value: pokerTableValueSchema }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type PokerStreamMessage = z.infer<typeof pokerStreamMessageSchema>;
