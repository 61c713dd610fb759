// The house's blackjack (issue 17 item 4, RNG sub-type TG), spoken by its game page with the game
// session's bearer token: the table (stake limits, rules, the exact house edge), the open round, a
// deal, the player's actions and the hint. A round's cards come from the player's provably fair seed
// pair and the nonce taken at the deal; the dealer's hole card is shown only once the round is over.
// Money is a decimal string with 2 places.
import { z } from 'zod';
import { positiveAmountSchema } from './money';
import { playingCardSchema } from './playing-cards';

export const blackjackPaths = {
  /** The session's table: stake limits, chips, payouts, the exact return. */
  table: '/house/api/blackjack/table',
  /** The player's open round at this table (null when there is none): a reopened page resumes it. */
  hand: '/house/api/blackjack/hand',
  deal: '/house/api/blackjack/deal',
  act: '/house/api/blackjack/act',
  /** The basic-strategy action for the hand in play. */
  hint: '/house/api/blackjack/hint',
} as const;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export const blackjackActionSchema = z.enum(BLACKJACK_ACTIONS);
export type BlackjackAction = z.infer<typeof blackjackActionSchema>;

export const blackjackTableValueSchema = z.object({
  gameCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  minStake: z.string(),
  maxStake: z.string(),
  /** Quick stakes for the page's chips, within the limits. */
  chips: z.array(z.string()),
  /** What a blackjack and a win pay, as odds ("3:2", "1:1"). */
  payouts: z.object({ blackjack: z.string(), win: z.string() }),
  /** The exact return to player and house edge under basic strategy, in percent (4 decimals). */
  returnPercent: z.string(),
  houseEdgePercent: z.string(),
});
export type BlackjackTableValue = z.infer<typeof blackjackTableValueSchema>;

export const blackjackCountSchema = z.object({
  total: z.number().int(),
  /** An ace counts 11 in the total. */
  soft: z.boolean(),
  bust: z.boolean(),
});

export const BLACKJACK_OUTCOMES = ['blackjack', 'win', 'push', 'loss'] as const;

export const blackjackPlayerHandSchema = z.object({
  cards: z.array(playingCardSchema),
  count: blackjackCountSchema,
  stake: z.string(),
  doubled: z.boolean(),
  fromSplit: z.boolean(),
  status: z.enum(['playing', 'stood', 'bust', 'blackjack']),
  /** Once the round is over: how the hand ended and what it returned (stake included). */
  outcome: z.enum(BLACKJACK_OUTCOMES).nullable(),
  returned: z.string().nullable(),
});
export type BlackjackPlayerHand = z.infer<typeof blackjackPlayerHandSchema>;

export const blackjackHandSchema = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  /** The opening bet, and everything at stake now (doubles and a split add to it). */
  stake: z.string(),
  totalStake: z.string(),
  phase: z.enum(['playing', 'finished']),
  /** The up card only while the round is in play; every card once it is over. */
  dealerCards: z.array(playingCardSchema),
  dealerCount: blackjackCountSchema,
  hands: z.array(blackjackPlayerHandSchema),
  /** The hand the player acts on (null once the player is done). */
  activeHand: z.number().int().nullable(),
  /** The actions open now and the stake each adds (double and split add one more stake). */
  actions: z.array(z.object({ action: blackjackActionSchema, additionalStake: z.string() })),
  /** What the round returned in all, stake included (null while in play). */
  payout: z.string().nullable(),
  /**
   * The house finished the round for the player (hitting or standing by the basic strategy's better
   * of the two), because its server seed was revealed (the seeds were rotated) while it was in play.
   */
  finishedByHouse: z.boolean(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type BlackjackHand = z.infer<typeof blackjackHandSchema>;

export const blackjackHandValueSchema = z.object({ hand: blackjackHandSchema.nullable() });
export type BlackjackHandValue = z.infer<typeof blackjackHandValueSchema>;

export const blackjackDealRequestSchema = z.object({ stake: positiveAmountSchema });
export type BlackjackDealRequest = z.infer<typeof blackjackDealRequestSchema>;

export const blackjackActRequestSchema = z.object({ action: blackjackActionSchema });
export type BlackjackActRequest = z.infer<typeof blackjackActRequestSchema>;

export const blackjackPlayValueSchema = z.object({
  hand: blackjackHandSchema,
  /** The balance after this step's money moved; null when it moved none (a hit or a stand in play). */
  balance: z.string().nullable(),
});
export type BlackjackPlayValue = z.infer<typeof blackjackPlayValueSchema>;

export const blackjackHintValueSchema = z.object({
  action: blackjackActionSchema,
  /** The expected value of each open action, in stakes of the hand in play. */
  values: z.partialRecord(blackjackActionSchema, z.number()),
});
export type BlackjackHintValue = z.infer<typeof blackjackHintValueSchema>;
