// How a selection settles against a final result, what a single or a parlay pays, and the exact
// chance of each settlement from a model distribution. One function (`settleOnScore`) decides every
// case, for a real result and for each possible one, so the prices (odds.ts), the cash-out value
// (cash-out.ts) and the payout can never disagree about what a line means.
import type { MatchOutcome, OutcomeDistribution } from './model';

export const MARKET_KINDS = ['MATCH_RESULT', 'MATCH_WINNER', 'HANDICAP', 'TOTAL'] as const;
/**
 * - MATCH_RESULT: 1X2, home / draw / away at the end of regulation (football).
 * - MATCH_WINNER: two-way, overtime included (basketball), by sets (tennis), by maps (e-sports).
 * - HANDICAP: Asian handicap on the sport's unit (goals, points, games, maps; e-sports' map handicap).
 * - TOTAL: over/under on the sport's unit (total maps in e-sports).
 */
export type MarketKind = (typeof MARKET_KINDS)[number];
export type SelectionCode = 'HOME' | 'DRAW' | 'AWAY' | 'OVER' | 'UNDER';

export const SELECTIONS_OF: Readonly<Record<MarketKind, readonly SelectionCode[]>> = {
  MATCH_RESULT: ['HOME', 'DRAW', 'AWAY'],
  MATCH_WINNER: ['HOME', 'AWAY'],
  HANDICAP: ['HOME', 'AWAY'],
  TOTAL: ['OVER', 'UNDER'],
};

export const SETTLEMENT_OUTCOMES = ['WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID'] as const;
export type SettlementOutcome = (typeof SETTLEMENT_OUTCOMES)[number];
/** The outcomes a played match can give (VOID comes only from a cancelled fixture). */
export type PlayedOutcome = Exclude<SettlementOutcome, 'VOID'>;
/** The chance of each played outcome of one selection; they sum to 1. */
export type OutcomeProbabilities = Record<PlayedOutcome, number>;

/**
 * A fixture's final result: the winner (by sets in tennis) and each side's count in the sport's
 * unit (goals, points with overtime, games, maps). A cancelled fixture voids every selection; the
 * operator who cancelled it says why.
 */
export type FixtureResult =
  | { status: 'COMPLETED'; winner: MatchOutcome; home: number; away: number }
  | { status: 'CANCELLED'; reason?: string };

/** Decimal odds are whole hundredths: 1.95 is 195. */
export const ODDS_SCALE = 100;
export const ODDS_MIN_HUNDREDTHS = 101;
export const ODDS_MAX_HUNDREDTHS = 100_000;
/** The most legs a parlay may have; a limit keeps the payout's product small and the bet sane. */
export const PARLAY_LEGS_MAX = 20;
/** Every leg factor is an exact multiple of 1/200: a half win pays (1 + odds) / 2 in half hundredths. */
export const LEG_FACTOR_SCALE = 2 * ODDS_SCALE;
const LEG_SCALE = BigInt(LEG_FACTOR_SCALE);

/**
 * Checks that a selection belongs to its market and its line fits it: null for the result markets,
 * a multiple of 0.25 for handicaps and totals (a total's line is positive). Throws RangeError.
 */
export function assertSelection(kind: MarketKind, selection: SelectionCode, line: number | null): void {
  if (!SELECTIONS_OF[kind].includes(selection)) throw new RangeError(`${kind} has no selection ${selection}`);
  const lined = kind === 'HANDICAP' || kind === 'TOTAL';
  if (!lined) {
    if (line !== null) throw new RangeError(`${kind} takes no line, got ${line}`);
    return;
  }
  if (line === null || !Number.isFinite(line) || !Number.isInteger(line * 4))
    throw new RangeError(`${kind} needs a line in quarters, got ${line}`);
  if (kind === 'TOTAL' && line <= 0) throw new RangeError(`a total's line must be positive, got ${line}`);
}

/** Whether a line is a quarter line (x.25 or x.75), which splits the stake over the two lines beside it. */
export function isQuarterLine(line: number): boolean {
  return Math.abs((line * 4) % 2) === 1;
}

/**
 * How a selection settles against a result. A handicap `line` is the selection's own (home −0.75
 * is HOME at −0.75; its opponent is AWAY at +0.75); a total's line is the same for OVER and UNDER.
 * A quarter line settles as two half stakes on the lines 0.25 either side: win + push is HALF_WIN,
 * push + lose is HALF_LOSE. MATCH_WINNER on a drawn result pushes. Throws RangeError on a selection
 * that does not fit its market.
 */
export function settleSelection(
  kind: MarketKind,
  selection: SelectionCode,
  line: number | null,
  result: FixtureResult,
): SettlementOutcome {
  assertSelection(kind, selection, line);
  if (result.status === 'CANCELLED') return 'VOID';
  const { winner, home, away } = result;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0)
    throw new RangeError(`a result counts whole units, got ${home}–${away}`);
  return settleOnScore(kind, selection, line, winner, home - away, home + away);
}

function settleOnScore(
  kind: MarketKind,
  selection: SelectionCode,
  line: number | null,
  winner: MatchOutcome,
  margin: number,
  total: number,
): PlayedOutcome {
  switch (kind) {
    case 'MATCH_RESULT':
      return selection === winner ? 'WIN' : 'LOSE';
    case 'MATCH_WINNER':
      if (winner === 'DRAW') return 'PUSH';
      return selection === winner ? 'WIN' : 'LOSE';
    case 'HANDICAP':
      return settleLine((selection === 'HOME' ? margin : -margin) + (line as number), line as number);
    case 'TOTAL':
      return settleLine(
        selection === 'OVER' ? total - (line as number) : (line as number) - total,
        line as number,
      );
  }
}

/** `lead` is how far the selection beats its line (the margin with the handicap, or the total past it). */
function settleLine(lead: number, line: number): PlayedOutcome {
  if (!isQuarterLine(line)) return lead > 0 ? 'WIN' : lead < 0 ? 'LOSE' : 'PUSH';
  // The half on the selection's better side is lead + 0.25, the other lead − 0.25; a lead is never
  // within 0.25 of zero on a quarter line, so the halves never split into a win and a loss.
  const better = lead + 0.25;
  const worse = lead - 0.25;
  if (worse > 0) return 'WIN';
  if (better < 0) return 'LOSE';
  return worse === 0 ? 'HALF_WIN' : 'HALF_LOSE';
}

/** The exact chance of each outcome of a selection, from a model distribution of the final result. */
export function outcomeProbabilities(
  distribution: OutcomeDistribution,
  kind: MarketKind,
  selection: SelectionCode,
  line: number | null,
): OutcomeProbabilities {
  assertSelection(kind, selection, line);
  const chances: OutcomeProbabilities = { WIN: 0, HALF_WIN: 0, PUSH: 0, HALF_LOSE: 0, LOSE: 0 };
  if (kind === 'MATCH_RESULT' || kind === 'MATCH_WINNER') {
    for (const winner of ['HOME', 'DRAW', 'AWAY'] as const)
      chances[settleOnScore(kind, selection, line, winner, 0, 0)] += distribution.winner[winner];
    return chances;
  }
  const values = kind === 'HANDICAP' ? distribution.margin : distribution.total;
  for (const { value, probability } of values) {
    const [margin, total] = kind === 'HANDICAP' ? [value, 0] : [0, value];
    chances[settleOnScore(kind, selection, line, 'DRAW', margin, total)] += probability;
  }
  return chances;
}

/** A settled leg of a bet: the odds it was taken at and how it settled. */
export type SettledLeg = { oddsHundredths: number; outcome: SettlementOutcome };

export function assertOdds(oddsHundredths: number): void {
  if (
    !Number.isInteger(oddsHundredths) ||
    oddsHundredths < ODDS_MIN_HUNDREDTHS ||
    oddsHundredths > ODDS_MAX_HUNDREDTHS
  )
    throw new RangeError(
      `odds must be whole hundredths in [${ODDS_MIN_HUNDREDTHS}, ${ODDS_MAX_HUNDREDTHS}], got ${oddsHundredths}`,
    );
}

/** What one leg multiplies the stake by, in 1/200ths: a win the odds, a half win (1 + odds) / 2, … */
export function legFactor(leg: SettledLeg): bigint {
  const odds = BigInt(leg.oddsHundredths);
  const one = BigInt(ODDS_SCALE);
  switch (leg.outcome) {
    case 'WIN':
      return 2n * odds;
    case 'HALF_WIN':
      return one + odds;
    case 'PUSH':
    case 'VOID':
      return 2n * one;
    case 'HALF_LOSE':
      return one;
    case 'LOSE':
      return 0n;
  }
}

/**
 * The total a settled bet returns, stake included, in minor units: the stake times every leg's
 * factor (a single is a parlay of one leg), floored to the cent once. A void or push leg counts
 * 1.00, a half-won leg (1 + odds) / 2, a half-lost leg 0.5, a lost leg 0. Throws RangeError on a
 * stake that is not positive, on no legs or more than PARLAY_LEGS_MAX, and on odds out of range.
 */
export function payoutOf(stakeMinor: bigint, legs: readonly SettledLeg[]): bigint {
  if (stakeMinor <= 0n) throw new RangeError(`stakeMinor must be positive, got ${stakeMinor}`);
  if (legs.length === 0 || legs.length > PARLAY_LEGS_MAX)
    throw new RangeError(`a bet has 1 to ${PARLAY_LEGS_MAX} legs, got ${legs.length}`);
  let numerator = stakeMinor;
  let denominator = 1n;
  for (const leg of legs) {
    assertOdds(leg.oddsHundredths);
    numerator *= legFactor(leg);
    denominator *= LEG_SCALE;
  }
  // Bigint division truncates, which is the floor for a non-negative amount.
  return numerator / denominator;
}
