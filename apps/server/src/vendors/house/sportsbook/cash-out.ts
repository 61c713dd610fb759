// The value the house offers to close an open bet now. Fair value is what the bet is expected to
// return: its stake times the product, over its legs, of what each leg is expected to multiply it by
// (a settled leg's exact factor; an open leg's WIN × odds + HALF_WIN × (1 + odds)/2 + PUSH +
// HALF_LOSE × 1/2 from the model's current fair probabilities). For a plain single that is stake ×
// odds × the chance it still wins. The offer keeps a cash-out margin off the fair value while any
// leg is in doubt; once every leg is decided the offer is the payout itself, and 0 once it has lost.
//
// The legs of a parlay must come from different fixtures: the product of their chances assumes that
// they are independent (the game server refuses two legs of one fixture).
import type { Fixture } from './fixtures';
import { distributionAt, PPM } from './odds';
import {
  LEG_FACTOR_SCALE,
  ODDS_SCALE,
  PARLAY_LEGS_MAX,
  assertOdds,
  legFactor,
  outcomeProbabilities,
  payoutOf,
  settleSelection,
  type MarketKind,
  type OutcomeProbabilities,
  type PlayedOutcome,
  type SelectionCode,
  type SettledLeg,
} from './settlement';
import type { Timeline } from './simulate';
import { stateAt } from './state';

/** A leg as cash-out sees it: either settled, or open with the chance of each outcome now. */
export type CashOutLeg =
  | { oddsHundredths: number; outcome: SettledLeg['outcome'] }
  | { oddsHundredths: number; probabilities: OutcomeProbabilities };

/** A leg as it was placed: the market, the selection with its own line, and the odds taken. */
export type PlacedLeg = {
  kind: MarketKind;
  selection: SelectionCode;
  line: number | null;
  oddsHundredths: number;
};

export const DEFAULT_CASH_OUT_MARGIN_PPM = 50_000;
export const CASH_OUT_MARGIN_PPM_MAX = 500_000;
// A probability this close to 1 is a decided leg (a total already passed, a handicap out of reach).
const CERTAINTY = 1 - 1e-12;
// The fair value is a float; it becomes cents through this many parts of the stake (the float keeps
// about 16 digits, so billionths are exact for any factor below a million).
const VALUE_SCALE = 1_000_000_000;

/** A placed leg at `now`: settled from the result once its fixture has ended, else its chances now. */
export function cashOutLegAt(fixture: Fixture, timeline: Timeline, now: number, leg: PlacedLeg): CashOutLeg {
  const state = stateAt(fixture, timeline, now);
  if (state.phase === 'ENDED')
    return {
      oddsHundredths: leg.oddsHundredths,
      outcome: settleSelection(leg.kind, leg.selection, leg.line, state.result),
    };
  const distribution = distributionAt(fixture, state);
  return {
    oddsHundredths: leg.oddsHundredths,
    probabilities: outcomeProbabilities(distribution, leg.kind, leg.selection, leg.line),
  };
}

function assertChances(probabilities: OutcomeProbabilities): void {
  const values = Object.values(probabilities);
  const sum = values.reduce((total, value) => total + value, 0);
  if (values.some((value) => !(value >= 0)) || Math.abs(sum - 1) > 1e-9)
    throw new RangeError(`a leg's probabilities must be ≥ 0 and sum to 1, got ${values.join(', ')}`);
}

/** The leg's outcome when it is already certain (settled, or an open leg with one sure outcome). */
function decidedOutcome(leg: CashOutLeg): SettledLeg['outcome'] | null {
  if ('outcome' in leg) return leg.outcome;
  assertChances(leg.probabilities);
  const entries = Object.entries(leg.probabilities) as [PlayedOutcome, number][];
  const sure = entries.find(([, probability]) => probability >= CERTAINTY);
  return sure === undefined ? null : sure[0];
}

/** What an open leg is expected to multiply the stake by, from its chances and its odds. */
export function expectedLegFactor(oddsHundredths: number, probabilities: OutcomeProbabilities): number {
  assertOdds(oddsHundredths);
  assertChances(probabilities);
  const odds = oddsHundredths / ODDS_SCALE;
  const { WIN, HALF_WIN, PUSH, HALF_LOSE } = probabilities;
  return WIN * odds + HALF_WIN * ((1 + odds) / 2) + PUSH + HALF_LOSE / 2;
}

/** A leg's exact factor once decided, else its expected factor from its chances now. */
function legExpectation(leg: CashOutLeg, outcome: SettledLeg['outcome'] | null): number {
  assertOdds(leg.oddsHundredths);
  if (outcome !== null)
    return Number(legFactor({ oddsHundredths: leg.oddsHundredths, outcome })) / LEG_FACTOR_SCALE;
  if ('outcome' in leg) throw new RangeError('unreachable: a settled leg is decided');
  return expectedLegFactor(leg.oddsHundredths, leg.probabilities);
}

/**
 * The cash-out offer for a bet (a single is one leg), in minor units, rounded down: the payout when
 * every leg is decided, 0 when a leg has lost, else the fair value less `cashOutMarginPpm` parts per
 * million. Throws RangeError on a stake that is not positive, a leg count out of range, odds out of
 * range, probabilities that do not sum to 1, or a margin out of range.
 */
export function cashOutValue(
  stakeMinor: bigint,
  legs: readonly CashOutLeg[],
  cashOutMarginPpm = DEFAULT_CASH_OUT_MARGIN_PPM,
): bigint {
  if (stakeMinor <= 0n) throw new RangeError(`stakeMinor must be positive, got ${stakeMinor}`);
  if (legs.length === 0 || legs.length > PARLAY_LEGS_MAX)
    throw new RangeError(`a bet has 1 to ${PARLAY_LEGS_MAX} legs, got ${legs.length}`);
  if (
    !Number.isInteger(cashOutMarginPpm) ||
    cashOutMarginPpm < 0 ||
    cashOutMarginPpm > CASH_OUT_MARGIN_PPM_MAX
  )
    throw new RangeError(`cashOutMarginPpm must be a whole number in [0, ${CASH_OUT_MARGIN_PPM_MAX}]`);
  const decided = legs.map(decidedOutcome);
  if (decided.includes('LOSE')) return 0n;
  if (decided.every((outcome) => outcome !== null))
    return payoutOf(
      stakeMinor,
      legs.map((leg, index) => ({
        oddsHundredths: leg.oddsHundredths,
        outcome: decided[index] as SettledLeg['outcome'],
      })),
    );
  const factor = legs.reduce(
    (product, leg, index) => product * legExpectation(leg, decided[index] ?? null),
    1,
  );
  const offered = factor * (1 - cashOutMarginPpm / PPM);
  // Rounding to the nearest billionth first keeps float noise (0.8599999…) from costing a cent;
  // the bigint division then floors to the cent.
  return (stakeMinor * BigInt(Math.round(offered * VALUE_SCALE))) / BigInt(VALUE_SCALE);
}
