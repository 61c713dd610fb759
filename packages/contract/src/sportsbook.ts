// The house vendor's sportsbook (studios PDSPORT for sports and PDESPORT for e-sports; DESIGN.md
// "Game vendors"): each studio's "games" are its sports. The page lists a sport's fixtures of today
// and tomorrow with the markets offered now, takes singles and parlays with the game session's bearer
// token, lists the player's bets and cashes an open bet out at the value the house offers now.
// Odds are decimal strings with two places ("1.95"); money is a decimal string with two places.
import { z } from 'zod';
import { amountSchema } from './money';

export const sportsbookPaths = {
  fixtures: '/house/api/sportsbook/fixtures',
  bets: '/house/api/sportsbook/bets',
  cashOut: '/house/api/sportsbook/bets/:betId/cash-out',
  operatorFixtures: '/api/operator/sportsbook/fixtures',
  operatorCancel: '/api/operator/sportsbook/fixtures/:fixtureId/cancel',
} as const;

export const SPORTSBOOK_SPORTS = [
  'FOOTBALL',
  'BASKETBALL',
  'TENNIS',
  'VFOOTBALL',
  'LOL',
  'DOTA2',
  'CS2',
] as const;
export const sportsbookSportSchema = z.enum(SPORTSBOOK_SPORTS);
export type SportsbookSport = z.infer<typeof sportsbookSportSchema>;

export const SPORTSBOOK_MARKET_KINDS = ['MATCH_RESULT', 'MATCH_WINNER', 'HANDICAP', 'TOTAL'] as const;
export const SPORTSBOOK_SELECTIONS = ['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'] as const;
export const SPORTSBOOK_LEG_OUTCOMES = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
/**
 * OPEN: waiting for its fixtures; WON: returned more than the stake; PARTIAL: returned part of it (a
 * half-lost leg); PUSH: returned the stake; VOID: every leg void; LOST: returned nothing; CASHED_OUT:
 * closed early at the house's offer.
 */
export const SPORTSBOOK_BET_STATUSES = [
  'OPEN',
  'WON',
  'PARTIAL',
  'PUSH',
  'VOID',
  'LOST',
  'CASHED_OUT',
] as const;
export type SportsbookBetStatus = (typeof SPORTSBOOK_BET_STATUSES)[number];

/** Decimal odds with two places, at least 1.01. */
export const oddsSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,3}\.\d{2}$/, 'validation.invalid');

const localNameSchema = z.object({ en: z.string(), vi: z.string() });
const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

export const sportsbookTeamSchema = z.object({ teamCode: z.string(), name: localNameSchema });

/** PRE_MATCH: not started; IN_PLAY: score and clock; ENDED: the final score (result). */
export const sportsbookFixtureStateSchema = z.object({
  phase: z.enum(['PRE_MATCH', 'IN_PLAY', 'ENDED']),
  /** Goals, points, sets (tennis) or maps (e-sports); null before kick-off. */
  score: scoreSchema.nullable(),
  /** The index of the period in play (or just finished, on a break); null before kick-off. */
  periodIndex: z.number().int().nullable(),
  onBreak: z.boolean(),
  /** Whole seconds on the period's clock (football, basketball); null otherwise. */
  clockSeconds: z.number().int().nullable(),
  /** The final result once ended: the winner and each side's count in the sport's unit. */
  result: z
    .object({
      status: z.enum(['COMPLETED', 'CANCELLED']),
      winner: z.enum(['HOME', 'DRAW', 'AWAY']).nullable(),
      home: z.number().int().nullable(),
      away: z.number().int().nullable(),
    })
    .nullable(),
});
export type SportsbookFixtureState = z.infer<typeof sportsbookFixtureStateSchema>;

export const sportsbookSelectionSchema = z.object({
  selection: z.enum(SPORTSBOOK_SELECTIONS),
  /** The selection's own line: HOME −0.75 faces AWAY +0.75; null on the result markets. */
  line: z.number().nullable(),
  odds: z.string(),
});

export const sportsbookMarketSchema = z.object({
  /** `MATCH_RESULT`, `MATCH_WINNER`, `HANDICAP:-0.75`, `TOTAL:2.5`. */
  marketId: z.string(),
  kind: z.enum(SPORTSBOOK_MARKET_KINDS),
  /** The home side's handicap or the total; null on the result markets. */
  line: z.number().nullable(),
  main: z.boolean(),
  selections: z.array(sportsbookSelectionSchema),
});
export type SportsbookMarket = z.infer<typeof sportsbookMarketSchema>;

export const sportsbookFixtureSchema = z.object({
  fixtureId: z.string(),
  sport: sportsbookSportSchema,
  league: z.object({ leagueCode: z.string(), name: localNameSchema }),
  home: sportsbookTeamSchema,
  away: sportsbookTeamSchema,
  kickOffAt: z.string(),
  state: sportsbookFixtureStateSchema,
  /** SHA-256 of the fixture's server seed, published before any bet. */
  serverSeedHash: z.string(),
  /** `sportsbook:<fixtureId>`; the match is drawn with nonce 1. */
  clientSeed: z.string(),
  /** Revealed once the fixture is settled. */
  serverSeed: z.string().nullable(),
  /** What is offered now; empty once ended. */
  markets: z.array(sportsbookMarketSchema),
});
export type SportsbookFixture = z.infer<typeof sportsbookFixtureSchema>;

export const sportsbookFixturesQuerySchema = z.object({
  /** A sport of the session's studio; the session's own sport when absent. */
  sport: sportsbookSportSchema.optional(),
});

export const sportsbookFixturesValueSchema = z.object({
  serverTime: z.string(),
  sport: sportsbookSportSchema,
  /** The site days listed (today and tomorrow), `YYYY-MM-DD`. */
  days: z.array(z.string()),
  /** Whether a match that has kicked off takes bets (the operator's option); its odds show either way. */
  inPlayBetting: z.boolean(),
  /** Per bet: the least stake, and the most on each market kind (a parlay takes its legs' least). */
  limits: z.object({
    minStake: z.string(),
    maxStake: z.record(z.enum(SPORTSBOOK_MARKET_KINDS), z.string()),
    maxPayout: z.string(),
  }),
  fixtures: z.array(sportsbookFixtureSchema),
});
export type SportsbookFixturesValue = z.infer<typeof sportsbookFixturesValueSchema>;

export const SPORTSBOOK_PARLAY_LEGS_MAX = 10;

export const sportsbookLegRequestSchema = z.object({
  fixtureId: z.string().trim().min(1).max(60),
  marketId: z.string().trim().min(1).max(40),
  selection: z.string().trim().min(1).max(10),
  /** The odds the player saw. */
  odds: oddsSchema,
});

export const sportsbookBetRequestSchema = z.object({
  /** One leg is a single; 2 to 10 legs, each of its own fixture, a parlay. */
  legs: z.array(sportsbookLegRequestSchema).min(1).max(SPORTSBOOK_PARLAY_LEGS_MAX),
  stake: amountSchema,
  /** Take the bet at the current odds when they moved; otherwise a moved price is refused (ODDS_CHANGED). */
  acceptOddsChanges: z.boolean().default(false),
  /** The client's id of this bet: sending it again answers the same bet instead of placing another. */
  requestId: z.uuid(),
});
export type SportsbookBetRequest = z.infer<typeof sportsbookBetRequestSchema>;

export const sportsbookBetLegSchema = z.object({
  fixtureId: z.string(),
  sport: sportsbookSportSchema,
  home: localNameSchema,
  away: localNameSchema,
  kickOffAt: z.string(),
  marketId: z.string(),
  kind: z.enum(SPORTSBOOK_MARKET_KINDS),
  selection: z.enum(SPORTSBOOK_SELECTIONS),
  line: z.number().nullable(),
  /** The odds taken. */
  odds: z.string(),
  /** Null until the fixture is settled. */
  outcome: z.enum(SPORTSBOOK_LEG_OUTCOMES).nullable(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
});
export type SportsbookBetLeg = z.infer<typeof sportsbookBetLegSchema>;

export const sportsbookBetItemSchema = z.object({
  /** The bet's id, which is also its house round id. */
  betId: z.string(),
  legs: z.array(sportsbookBetLegSchema),
  stake: z.string(),
  /** The product of the legs' odds, floored to the hundredth. */
  totalOdds: z.string(),
  potentialPayout: z.string(),
  status: z.enum(SPORTSBOOK_BET_STATUSES),
  /** What was returned (the cash-out amount for a cashed-out bet); null while open. */
  payout: z.string().nullable(),
  /** What the house would pay to close the bet now; null when it cannot be cashed out. */
  cashOutOffer: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type SportsbookBetItem = z.infer<typeof sportsbookBetItemSchema>;

export const sportsbookBetValueSchema = z.object({
  bet: sportsbookBetItemSchema,
  /** The balance after the stake was taken. */
  balance: z.string(),
});
export type SportsbookBetValue = z.infer<typeof sportsbookBetValueSchema>;

/** The value of an ODDS_CHANGED refusal: the current odds of every leg whose price moved. */
export const sportsbookOddsChangedValueSchema = z.object({
  legs: z.array(
    z.object({ fixtureId: z.string(), marketId: z.string(), selection: z.string(), odds: z.string() }),
  ),
});
export type SportsbookOddsChangedValue = z.infer<typeof sportsbookOddsChangedValueSchema>;

export const sportsbookBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
});

export const sportsbookBetsValueSchema = z.object({
  serverTime: z.string(),
  /** Newest first, at most 100. */
  bets: z.array(sportsbookBetItemSchema),
});
export type SportsbookBetsValue = z.infer<typeof sportsbookBetsValueSchema>;

export const sportsbookCashOutParamsSchema = z.object({ betId: z.string().trim().min(1).max(100) });

/** The offer the player saw: the cash-out is refused (CASH_OUT_CHANGED) if the value is now lower. */
export const sportsbookCashOutRequestSchema = z.object({ offer: amountSchema });
export type SportsbookCashOutRequest = z.infer<typeof sportsbookCashOutRequestSchema>;

export const sportsbookCashOutValueSchema = z.object({
  bet: sportsbookBetItemSchema,
  /** What was paid: the current value, never below the offer. */
  paid: z.string(),
  balance: z.string().nullable(),
});
export type SportsbookCashOutValue = z.infer<typeof sportsbookCashOutValueSchema>;

/** The value of a CASH_OUT_CHANGED refusal: the offer now (null when the bet cannot be cashed out). */
export const sportsbookCashOutChangedValueSchema = z.object({ offer: z.string().nullable() });

// ---- A bet as its house round keeps it (the round's detail on the fairness page) ----

/** A leg as the house stores it on the bet and its round: odds in whole hundredths, times in ms. */
export const sportsbookStoredLegSchema = z.object({
  fixtureId: z.string(),
  sportCode: sportsbookSportSchema,
  leagueCode: z.string(),
  home: localNameSchema,
  away: localNameSchema,
  kickOffAt: z.number(),
  marketId: z.string(),
  kind: z.enum(SPORTSBOOK_MARKET_KINDS),
  selection: z.enum(SPORTSBOOK_SELECTIONS),
  line: z.number().nullable(),
  oddsHundredths: z.number().int(),
  /** Null until its fixture is settled (and on a bet closed before that: cashed out, or lost early). */
  outcome: z.enum(SPORTSBOOK_LEG_OUTCOMES).nullable(),
});
export type SportsbookStoredLeg = z.infer<typeof sportsbookStoredLegSchema>;

/** The detail of a sportsbook bet's house round: what was taken, and how it closed once it did. */
export const sportsbookRoundDetailSchema = z.object({
  legs: z.array(sportsbookStoredLegSchema).min(1),
  stake: z.string(),
  totalOdds: z.string(),
  status: z.enum(SPORTSBOOK_BET_STATUSES).optional(),
  payout: z.string().optional(),
  cashedOut: z.string().optional(),
});
export type SportsbookRoundDetail = z.infer<typeof sportsbookRoundDetailSchema>;

// ---- The operator's sportsbook desk: what each fixture has taken, and cancelling one ----

export const operatorSportsbookQuerySchema = z.object({ sport: sportsbookSportSchema.default('FOOTBALL') });

export const operatorSportsbookFixtureSchema = z.object({
  fixtureId: z.string(),
  sport: sportsbookSportSchema,
  league: localNameSchema,
  home: localNameSchema,
  away: localNameSchema,
  kickOffAt: z.string(),
  endsAt: z.string(),
  /** open: taking bets or in play; settled: result known; cancelled: every selection void. */
  status: z.enum(['open', 'settled', 'cancelled']),
  phase: z.enum(['PRE_MATCH', 'IN_PLAY', 'ENDED']),
  score: scoreSchema.nullable(),
  /** The cancellation's reason, as the operator wrote it. */
  cancelReason: z.string().nullable(),
  /** Open bets with a leg on the fixture, their stakes and what they would return if all won. */
  openBets: z.number().int(),
  openStake: z.string(),
  openPotentialPayout: z.string(),
});
export type OperatorSportsbookFixture = z.infer<typeof operatorSportsbookFixtureSchema>;

export const operatorSportsbookFixturesValueSchema = z.object({
  serverTime: z.string(),
  fixtures: z.array(operatorSportsbookFixtureSchema),
});
export type OperatorSportsbookFixturesValue = z.infer<typeof operatorSportsbookFixturesValueSchema>;

export const operatorCancelParamsSchema = z.object({ fixtureId: z.string().trim().min(1).max(60) });
export const FIXTURE_CANCEL_REASON_MAX = 200;
export const operatorCancelRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(FIXTURE_CANCEL_REASON_MAX, 'validation.tooLong'),
});
export type OperatorCancelRequest = z.infer<typeof operatorCancelRequestSchema>;

export const operatorCancelValueSchema = z.object({
  fixture: operatorSportsbookFixtureSchema,
  /** Bets closed at once because the fixture was their last open leg. */
  betsSettled: z.number().int(),
});
export type OperatorCancelValue = z.infer<typeof operatorCancelValueSchema>;
