// The house game server's own API (DESIGN.md "Game vendors"), spoken by the game pages it serves in
// the game popup, not by the member site: a one-time launch token becomes a game session whose bearer
// token every call carries. The platform's wallet sees only the signed seamless-wallet calls.
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './envelope';
import { amountSchema } from './money';

export const housePaths = {
  session: '/house/api/session',
  /** The member's balance as the platform reports it now (after a live hand is settled, say). */
  balance: '/house/api/balance',
  seeds: '/house/api/seeds',
  rotateSeeds: '/house/api/seeds/rotate',
  rounds: '/house/api/rounds',
  round: '/house/api/rounds/:roundId',
  verify: '/house/api/verify',
  slotsMachine: '/house/api/slots/machine',
  /** The operator's house-studio options (operator session, on the platform API). */
  operatorSettings: '/api/operator/house-settings',
  slotsSpin: '/house/api/slots/spin',
} as const;

/** The kinds of game the house serves, one studio (vendor code) or more per kind. */
export const HOUSE_GAME_KINDS = [
  'slots',
  'lottery',
  'baccarat',
  'cockfight',
  'sportsbook',
  'bingo',
  'fish',
  'scratch',
  'video-poker',
  'blackjack',
  'poker',
] as const;
export const houseGameKindSchema = z.enum(HOUSE_GAME_KINDS);
export type HouseGameKind = z.infer<typeof houseGameKindSchema>;

/** The game page's address for a kind: /house/<kind>/<gameCode>?launch=<token>. */
export const houseGamePagePath = (kind: HouseGameKind, gameCode: string) =>
  `/house/${kind}/${encodeURIComponent(gameCode)}`;

/** The public page that shows a round's seeds and recomputes it. */
export const houseVerifyPagePath = (roundId: string) => `/house/verify?round=${encodeURIComponent(roundId)}`;

export const houseSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(200) });

export const houseSessionValueSchema = z.object({
  sessionToken: z.string(),
  playerId: z.number().int(),
  vendorCode: z.string(),
  gameCode: z.string(),
  kind: houseGameKindSchema,
  language: z.string(),
  /** The member's balance when the game opened, a decimal string (play money in free play). */
  balance: z.string(),
  /** Free play: the balance is the house's play money, nothing is won or lost for real. */
  demo: z.boolean(),
});
export type HouseSessionValue = z.infer<typeof houseSessionValueSchema>;

export const houseBalanceValueSchema = z.object({ balance: z.string() });
export type HouseBalanceValue = z.infer<typeof houseBalanceValueSchema>;

/** A client seed: what the player types, 1 to 64 visible ASCII characters. */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.invalid')
  .regex(/^[\x21-\x7e]+$/, 'validation.invalid');

export const houseSeedsValueSchema = z.object({
  /** SHA-256 of the active server seed, shown before it is used. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nextNonce: z.number().int(),
  /** The seed pair just rotated out, revealed (only in the answer of a rotation). */
  revealed: z
    .object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      lastNonce: z.number(),
    })
    .nullable(),
});
export type HouseSeedsValue = z.infer<typeof houseSeedsValueSchema>;

export const setClientSeedRequestSchema = z.object({ clientSeed: clientSeedSchema });
export const rotateSeedsRequestSchema = z.object({ clientSeed: clientSeedSchema.optional() });

export const HOUSE_ROUND_STATUSES = ['pending', 'open', 'settled', 'refused', 'cancelled'] as const;

export const houseRoundItemSchema = z.object({
  roundId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  stake: z.string(),
  /** Null while the result is not known. */
  payout: z.string().nullable(),
  status: z.enum(HOUSE_ROUND_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The game's own description of the round (a spin's grid, a ticket's numbers, a hand's cards). */
  detail: z.record(z.string(), z.unknown()),
});
export type HouseRoundItem = z.infer<typeof houseRoundItemSchema>;

export const houseRoundsQuerySchema = pageQuerySchema;
export const houseRoundsValueSchema = pageSchema(houseRoundItemSchema);

/**
 * A round's provably fair record, public to anyone holding its round id: the inputs are revealed
 * once the server seed is retired (a spin's seed after rotation, a draw's or a hand's after it ran).
 */
export const houseFairnessValueSchema = z.object({
  roundId: z.string(),
  kind: houseGameKindSchema,
  vendorCode: z.string(),
  gameCode: z.string(),
  stake: z.string(),
  payout: z.string().nullable(),
  status: z.enum(HOUSE_ROUND_STATUSES),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  serverSeedHash: z.string(),
  /** Null until revealed. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  detail: z.record(z.string(), z.unknown()),
});
export type HouseFairnessValue = z.infer<typeof houseFairnessValueSchema>;

export const houseVerifyRequestSchema = z.object({
  kind: houseGameKindSchema,
  gameCode: z.string().trim().min(1).max(60),
  serverSeed: z.string().trim().min(1).max(200),
  clientSeed: z.string().trim().min(1).max(200),
  nonce: z.coerce.number().int().min(0).max(2_147_483_647),
});
export type HouseVerifyRequest = z.infer<typeof houseVerifyRequestSchema>;

export const houseVerifyValueSchema = z.object({
  serverSeedHash: z.string(),
  /** The outcome recomputed from the inputs alone, in the game's own terms. */
  outcome: z.record(z.string(), z.unknown()),
});
export type HouseVerifyValue = z.infer<typeof houseVerifyValueSchema>;

// Slots.

/** Bets a slot accepts: the total bet of a spin, spread over the 20 lines. */
export const SLOT_BETS = [
  '0.20',
  '0.40',
  '1.00',
  '2.00',
  '4.00',
  '10.00',
  '20.00',
  '50.00',
  '100.00',
] as const;

export const slotMachineValueSchema = z.object({
  gameCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  lines: z.array(z.array(z.number().int())),
  /** Symbol id → pays for 3, 4 and 5 in a line, in line bets. */
  paytable: z.record(z.string(), z.array(z.number())),
  /** Scatters anywhere → pay in total bets. */
  scatterPays: z.record(z.string(), z.number()),
  /** The exact theoretical return to player, in percent with 2 decimals. */
  rtpPercent: z.string(),
  bets: z.array(z.string()),
  /** Least time between two spins (operator option, 0 for none). */
  roundIntervalMs: z.number().int(),
  /** A starting grid to show before the first spin: rows of symbol ids. */
  idleGrid: z.array(z.array(z.string())),
});
export type SlotMachineValue = z.infer<typeof slotMachineValueSchema>;

export const slotSpinRequestSchema = z.object({
  bet: amountSchema.refine((bet) => (SLOT_BETS as readonly string[]).includes(bet), 'validation.invalid'),
});

export const slotSpinValueSchema = z.object({
  roundId: z.string(),
  grid: z.array(z.array(z.string())),
  stops: z.array(z.number().int()),
  lineWins: z.array(
    z.object({ line: z.number().int(), symbol: z.string(), count: z.number().int(), amount: z.string() }),
  ),
  scatter: z.object({ symbol: z.string(), count: z.number().int(), amount: z.string() }).nullable(),
  bet: z.string(),
  win: z.string(),
  /** The balance after the round was settled. */
  balance: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type SlotSpinValue = z.infer<typeof slotSpinValueSchema>;

/**
 * The house studio's operator options. slotRoundIntervalMs: the least time between two spins of one
 * player (UK RTS 14G asks for at least 5 s where it applies): 0 for none, else 5 to 60 seconds.
 * sportsbookInPlayBetting: whether the sportsbook takes bets on a match that has kicked off (off by
 * default: a started match's odds are shown live and price cash-outs, but it takes no new bets).
 */
export const houseSettingsSchema = z.object({
  slotRoundIntervalMs: z
    .number()
    .int()
    .refine((value) => value === 0 || (value >= 5_000 && value <= 60_000), 'validation.invalid'),
  sportsbookInPlayBetting: z.boolean(),
});
export type HouseSettings = z.infer<typeof houseSettingsSchema>;
/** A change to the options: only the options sent change. */
export const houseSettingsUpdateSchema = houseSettingsSchema.partial();
export type HouseSettingsUpdate = z.infer<typeof houseSettingsUpdateSchema>;
