// Raffle (issue 15 item 8; SPEC.md §7 "raffle promotion claim (POST)"): members receive tickets from
// promotions (reward RAFFLE_TICKETS); the operator schedules draws with their prizes; a ticket joins
// the first draw held after it was issued. Each draw is provably fair: the server seed's SHA-256 is
// published when the draw is created, the seed itself after the draw, and the winners follow from
// the seed and the ordered tickets by RAFFLE_ALGORITHM, so anyone can recompute them. A won prize
// is paid through the ledger when the member claims it.
import { z } from 'zod';
import { amountSchema } from './money';

/** How winners follow from the seed (shown on the page beside the revealed seed). */
export const RAFFLE_ALGORITHM =
  'Tickets are ordered by number. For prize rank r = 1, 2, …: h = HMAC-SHA256(key = seed, message = "drawId:r") as a 256-bit number; the winner is the ticket at index h mod (tickets left), which then leaves the list.';

export const RAFFLE_DRAW_STATUSES = ['OPEN', 'DRAWN'] as const;
export type RaffleDrawStatus = (typeof RAFFLE_DRAW_STATUSES)[number];

const drawTitle = z.string().trim().min(1, 'validation.required').max(80, 'validation.tooLong');

/** The operator's draw (create, and replace while it is open). */
export const raffleDrawInputSchema = z
  .object({
    title: z.object({ vi: drawTitle, en: drawTitle }).strict(),
    drawsAt: z.iso.datetime({ offset: true, message: 'validation.dateInvalid' }),
    /** The prizes by rank: prizes[0] for the first ticket drawn. 1 to 20 prizes. */
    prizes: z
      .array(amountSchema.refine((amount) => /[1-9]/.test(amount), 'validation.amountPositive'))
      .min(1, 'validation.required')
      .max(20, 'validation.tooBig'),
  })
  .strict();
export type RaffleDrawInput = z.input<typeof raffleDrawInputSchema>;

export const raffleWinnerSchema = z.object({
  rank: z.number().int(),
  ticketNo: z.number().int(),
  /** Masked username. */
  name: z.string(),
  amount: z.string(),
});

export const raffleDrawSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  drawsAt: z.string(),
  status: z.enum(RAFFLE_DRAW_STATUSES),
  prizes: z.array(z.string()),
  /** SHA-256 of the seed (hex), published from the start. */
  seedHash: z.string(),
  /** The seed (hex), once drawn. */
  seed: z.string().nullable(),
  /** Tickets in the draw (once drawn) or issued so far and waiting for it. */
  tickets: z.number().int(),
  winners: z.array(raffleWinnerSchema),
});
export type RaffleDraw = z.infer<typeof raffleDrawSchema>;

export const raffleWinSchema = z.object({
  id: z.number().int(),
  drawId: z.number().int(),
  drawTitle: z.string(),
  rank: z.number().int(),
  ticketNo: z.number().int(),
  amount: z.string(),
  status: z.enum(['UNCLAIMED', 'CLAIMED']),
  claimedAt: z.string().nullable(),
});
export type RaffleWin = z.infer<typeof raffleWinSchema>;

/** GET /api/raffle: the next and recent draws, the member's waiting tickets and prizes. */
export const raffleOverviewSchema = z.object({
  algorithm: z.string(),
  draws: z.array(raffleDrawSchema),
  /** The member's tickets waiting for the next draw (0 for a visitor). */
  myTickets: z.array(z.object({ ticketNo: z.number().int(), source: z.string(), createdAt: z.string() })),
  myWins: z.array(raffleWinSchema),
});
export type RaffleOverview = z.infer<typeof raffleOverviewSchema>;

export const raffleClaimSchema = z.object({ win: raffleWinSchema, balance: z.string() });

export const operatorRaffleDrawSchema = raffleDrawSchema.extend({
  titles: z.object({ vi: z.string(), en: z.string() }),
  /** Prizes claimed so far. */
  claimed: z.number().int(),
});
export type OperatorRaffleDraw = z.infer<typeof operatorRaffleDrawSchema>;
export const operatorRaffleDrawsSchema = z.object({ list: z.array(operatorRaffleDrawSchema) });

export const rafflePaths = {
  overview: '/api/raffle',
  claim: '/api/raffle/wins/:id/claim',
  operatorDraws: '/api/operator/raffle/draws',
  operatorDraw: '/api/operator/raffle/draws/:id',
} as const;
