// The house vendor's scratch cards (issue 17 item 4, RNG sub-type SC), spoken by the scratch page with
// the game session's bearer token. A card publishes its price and its prize table (each tier's
// symbol, multiple, prize and exact odds) with the exact return to player. A ticket is decided and
// paid when it is bought, as a paper ticket is printed before it is sold: the page then lets the
// player scratch off the foil to see what is already fixed.
import { z } from 'zod';

export const scratchPaths = {
  /** The session's card: price, symbols, the published prize table, the exact return. */
  card: '/house/api/scratch/card',
  /** Buy one ticket: the price debited and the prize credited at once, the ticket answered. */
  tickets: '/house/api/scratch/tickets',
} as const;

/** A ticket's grid: 3 × 3 cells, read row by row from the top left. */
export const SCRATCH_GRID_CELLS = 9;
/** Three of a prize's symbol on the grid win it. */
export const SCRATCH_MATCH_COUNT = 3;

const localNameSchema = z.object({ en: z.string(), vi: z.string() });

export const scratchSymbolSchema = z.object({
  code: z.string(),
  name: localNameSchema,
  /** The symbol's colour, CSS hex. */
  colour: z.string(),
});
export type ScratchSymbolValue = z.infer<typeof scratchSymbolSchema>;

export const scratchPrizeTierSchema = z.object({
  /** Three of this symbol win the tier. */
  symbolCode: z.string(),
  /** The prize as a multiple of the price. */
  multiple: z.number().int(),
  /** The prize in money: price × multiple. */
  prize: z.string(),
  /** The tier's share of every ticket: weight out of the card's totalWeight (exact odds). */
  weight: z.number().int(),
  /** totalWeight ÷ weight with 2 decimals: "1 in …". */
  oddsOneIn: z.string(),
});
export type ScratchPrizeTier = z.infer<typeof scratchPrizeTierSchema>;

export const scratchCardValueSchema = z.object({
  cardCode: z.string(),
  name: localNameSchema,
  /** The ticket price, decimal string. */
  price: z.string(),
  /** The card's colour (CSS hex), for its art. */
  colour: z.string(),
  symbols: z.array(scratchSymbolSchema),
  /** The published prize table, smallest prize first. */
  tiers: z.array(scratchPrizeTierSchema),
  /** The weight of a ticket without a prize. */
  noPrizeWeight: z.number().int(),
  /** Every tier's weight and the no-prize weight: a ticket draws one whole number below it. */
  totalWeight: z.number().int(),
  /** The exact theoretical return to player from the table, percent with 2 decimals. */
  rtpPercent: z.string(),
  /** The exact chance of any prize, percent with 2 decimals. */
  anyPrizePercent: z.string(),
  /** The least time between two tickets of one player (the operator's option, 0 for none). */
  roundIntervalMs: z.number().int(),
});
export type ScratchCardValue = z.infer<typeof scratchCardValueSchema>;

export const scratchBuyRequestSchema = z.object({
  /** The page's id of this purchase: sending it again answers the same ticket and moves nothing more. */
  requestId: z.uuid('validation.invalid'),
});
export type ScratchBuyRequest = z.infer<typeof scratchBuyRequestSchema>;

/** A ticket as the round's detail records it and the verifier recomputes it (the fields both name). */
export const scratchTicketOutcomeSchema = z.object({
  cardCode: z.string(),
  /** The index of the prize tier in the card's table, or null for no prize. */
  tierIndex: z.number().int().nullable(),
  /** The prize as a multiple of the price (0 without one). */
  multiple: z.number().int(),
  prize: z.string(),
  /** The symbol code of each of the 9 cells, row by row. */
  cells: z.array(z.string()),
  /** The three cells showing the prize's symbol, in increasing order (empty without a prize). */
  winningCells: z.array(z.number().int()),
});
export type ScratchTicketOutcome = z.infer<typeof scratchTicketOutcomeSchema>;

/** A ticket round's detail (house round `detail`). */
export const scratchRoundDetailSchema = scratchTicketOutcomeSchema.extend({
  game: z.string(),
  requestId: z.string(),
  price: z.string(),
});
export type ScratchRoundDetail = z.infer<typeof scratchRoundDetailSchema>;

export const scratchTicketValueSchema = scratchTicketOutcomeSchema.extend({
  requestId: z.string(),
  roundId: z.string(),
  price: z.string(),
  /** The balance after the ticket was paid. */
  balance: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type ScratchTicketValue = z.infer<typeof scratchTicketValueSchema>;
