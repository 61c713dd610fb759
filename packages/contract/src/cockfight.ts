// The house vendor's cockfight arenas (DESIGN.md "Game vendors"): one shared fight per arena every
// 3 minutes, bets on meron, wala or a draw taken in its first 2 minutes with the game session's bearer
// token, and a public WebSocket per arena that pushes each phase change, the result with the revealed
// seed and the settlement to every watcher.
import { z } from 'zod';
import { amountSchema } from './money';
import { HOUSE_ROUND_STATUSES } from './house';

export const cockfightPaths = {
  arena: '/house/api/cockfight/arena',
  bets: '/house/api/cockfight/bets',
  /** WebSocket, `?arena=<arenaCode>`: public, the same for every watcher of an arena. */
  stream: '/house/api/cockfight/stream',
} as const;

/** The bus channel an arena's live events travel on, from the dealing process to every socket. */
export const cockfightChannelOf = (arenaCode: string) => `cockfight:${arenaCode}`;

/** Meron is the red corner (the higher rated rooster), wala the blue one. */
export const COCKFIGHT_SPOTS = ['meron', 'wala', 'draw'] as const;
export const cockfightSpotSchema = z.enum(COCKFIGHT_SPOTS);
export type CockfightSpot = z.infer<typeof cockfightSpotSchema>;

/** A fight ends with one of the spots: a rooster wins, or it is a draw. */
export const cockfightOutcomeSchema = cockfightSpotSchema;
export type CockfightOutcome = CockfightSpot;

/** betting: bets are taken; fighting: bets are closed, the result is not known; result: it is. */
export const cockfightPhaseSchema = z.enum(['betting', 'fighting', 'result', 'closed']);
export type CockfightPhase = z.infer<typeof cockfightPhaseSchema>;

export const cockfightRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
});
export type CockfightRecord = z.infer<typeof cockfightRecordSchema>;

export const cockfightRoosterSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Its fighting strength: a side wins a decisive fight with its share of the two ratings. */
  rating: z.number().int(),
  /** Plumage colour, CSS hex. */
  colour: z.string(),
  /** Its decided fights in this arena so far. */
  record: cockfightRecordSchema,
  /** Its chance of winning this fight, in percent with 2 decimals. */
  chancePercent: z.string(),
});
export type CockfightRooster = z.infer<typeof cockfightRoosterSchema>;

/** A rooster as a result names it: the same fields the verifier recomputes. */
const resultRoosterSchema = z.object({ code: z.string(), name: z.string(), rating: z.number().int() });

/** A decided fight, as the verifier recomputes it from the seeds. */
export const cockfightResultSchema = z.object({
  meron: resultRoosterSchema,
  wala: resultRoosterSchema,
  outcome: cockfightOutcomeSchema,
  /** The integer drawn uniformly from [0, rollRange): draw below its weight, then meron, then wala. */
  roll: z.number().int(),
  rollRange: z.number().int(),
});
export type CockfightResult = z.infer<typeof cockfightResultSchema>;

export const cockfightFightSchema = z.object({
  arenaCode: z.string(),
  fightNumber: z.number().int(),
  phase: cockfightPhaseSchema,
  /** ISO times: betting opens, betting closes (the fight starts), the result is decided, the next fight opens. */
  opensAt: z.string(),
  closesAt: z.string(),
  decidesAt: z.string(),
  settlesAt: z.string(),
  status: z.enum(['open', 'decided', 'settled']),
  meron: cockfightRoosterSchema,
  wala: cockfightRoosterSchema,
  /** What each spot pays on this fight, as odds ("0.81:1", "8:1"). */
  payouts: z.record(cockfightSpotSchema, z.string()),
  /** The chance of a draw, in percent with 2 decimals. */
  drawChancePercent: z.string(),
  /** SHA-256 of the fight's server seed, published before any bet. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** Revealed once the fight is decided. */
  serverSeed: z.string().nullable(),
  result: cockfightResultSchema.nullable(),
});
export type CockfightFight = z.infer<typeof cockfightFightSchema>;

/** One past fight of the arena's history. */
export const cockfightHistoryItemSchema = z.object({
  fightNumber: z.number().int(),
  outcome: cockfightOutcomeSchema,
  meronName: z.string(),
  walaName: z.string(),
});
export type CockfightHistoryItem = z.infer<typeof cockfightHistoryItemSchema>;

export const cockfightBetItemSchema = z.object({
  roundId: z.string(),
  fightNumber: z.number().int(),
  spot: cockfightSpotSchema,
  stake: z.string(),
  /** The odds the bet was taken at ("0.81:1"). */
  odds: z.string(),
  /** The total returned (stake included); null until the fight is settled. */
  payout: z.string().nullable(),
  status: z.enum(HOUSE_ROUND_STATUSES),
  placedAt: z.string(),
});
export type CockfightBetItem = z.infer<typeof cockfightBetItemSchema>;

export const cockfightArenaInfoSchema = z.object({
  arenaCode: z.string(),
  name: z.object({ en: z.string(), vi: z.string() }),
  /** The pit's colour, CSS hex. */
  colour: z.string(),
  /** Per bet, and the most one player may have on one spot of a fight. */
  minStake: z.string(),
  maxStake: z.string(),
  /** The operator's commission on meron and wala winnings, in percent with 2 decimals. */
  commissionPercent: z.string(),
  fightSeconds: z.number().int(),
  bettingSeconds: z.number().int(),
  fightingSeconds: z.number().int(),
});
export type CockfightArenaInfo = z.infer<typeof cockfightArenaInfoSchema>;

export const cockfightArenaValueSchema = z.object({
  arena: cockfightArenaInfoSchema,
  /** The server's clock when it answered, so the page counts down on the server's time. */
  serverTime: z.string(),
  fight: cockfightFightSchema,
  /** The latest decided fight (the current one once it is decided), null on a new arena. */
  lastFight: cockfightFightSchema.nullable(),
  /** The last 60 results, oldest first. */
  history: z.array(cockfightHistoryItemSchema),
  /** The session's player's bets on the current fight, oldest first. */
  myBets: z.array(cockfightBetItemSchema),
});
export type CockfightArenaValue = z.infer<typeof cockfightArenaValueSchema>;

/**
 * A bet: the spot is checked by the arena itself (SELECTION_INVALID for one it does not offer), so the
 * player hears the game's own refusal rather than a form error.
 */
export const cockfightBetRequestSchema = z.object({
  spot: z.string().trim().min(1).max(20),
  amount: amountSchema,
});
export type CockfightBetRequest = z.infer<typeof cockfightBetRequestSchema>;

export const cockfightBetValueSchema = z.object({
  bet: cockfightBetItemSchema,
  /** The balance after the stake was taken. */
  balance: z.string(),
});
export type CockfightBetValue = z.infer<typeof cockfightBetValueSchema>;

export const cockfightStreamQuerySchema = z.object({ arena: z.string().trim().min(1).max(20) });

/**
 * What the stream pushes: `phase` when betting opens, the fight starts or the result shows (and once
 * on connect), `decided` with the result and the revealed seed, `settled` once every bet of the fight
 * is paid (time to fetch balances).
 */
export const cockfightStreamMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('phase'), serverTime: z.string(), fight: cockfightFightSchema }),
  z.object({ type: z.literal('decided'), serverTime: z.string(), fight: cockfightFightSchema }),
  z.object({
    type: z.literal('settled'),
    serverTime: z.string(),
    arenaCode: z.string(),
    fightNumber: z.number().int(),
  }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type CockfightStreamMessage = z.infer<typeof cockfightStreamMessageSchema>;
