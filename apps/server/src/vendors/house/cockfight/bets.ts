// The bet spots of a fight, the price each pays and the stake limits. Meron and wala pay at odds set per
// fight from the roosters' ratings less the operator's commission; a draw pays 8:1 and returns meron
// and wala stakes. Prices are whole hundredths of the total returned per 1 staked (181 returns 1.81)
// so that the page shows exactly what is paid; payouts are bigint minor units, floored to the cent.
import { BASIS_POINTS, type CockfightArena } from './arenas';
import type { FightCard, FightOutcome } from './fight';

export const BET_SPOTS = ['meron', 'wala', 'draw'] as const;
export type BetSpot = (typeof BET_SPOTS)[number];

/** Hundredths in one unit of a price. */
export const PRICE_SCALE = 100;
/** A draw pays 8:1: it returns 9 per 1 staked. */
export const DRAW_PRICE_HUNDREDTHS = 9 * PRICE_SCALE;

/** What each spot of a fight returns per 1 staked, stake included, in hundredths. */
export type FightPrices = Record<BetSpot, number>;

export function isBetSpot(value: string): value is BetSpot {
  return (BET_SPOTS as readonly string[]).includes(value);
}

/**
 * A side's price: the fair return of a side whose stake comes back on a draw is
 * (rating + other rating) / rating, i.e. winnings of other / rating per 1 (the draw chance cancels
 * out); the operator keeps its commission of those winnings, and the price is floored to the hundredth.
 */
function sidePrice(arena: CockfightArena, rating: number, otherRating: number): number {
  const keptBasisPoints = BASIS_POINTS - arena.commissionBasisPoints;
  const numerator = PRICE_SCALE * (rating * BASIS_POINTS + otherRating * keptBasisPoints);
  return Math.floor(numerator / (rating * BASIS_POINTS));
}

/** The prices of a fight card in an arena. */
export function fightPrices(arena: CockfightArena, card: Pick<FightCard, 'meron' | 'wala'>): FightPrices {
  return {
    meron: sidePrice(arena, card.meron.rating, card.wala.rating),
    wala: sidePrice(arena, card.wala.rating, card.meron.rating),
    draw: DRAW_PRICE_HUNDREDTHS,
  };
}

/** A price as odds, the winnings per 1 staked: 181 → "0.81:1", 900 → "8:1". */
export function oddsOf(priceHundredths: number): string {
  const winnings = (priceHundredths - PRICE_SCALE) / PRICE_SCALE;
  return `${winnings}:1`;
}

/**
 * The total a bet returns after the fight, in minor units: the stake times the price taken (floored to
 * the cent) when its side wins, the stake alone when a meron or wala bet meets a draw, and 0 on a
 * loss. Throws RangeError on a stake or price that is not positive.
 */
export function settleBet(
  spot: BetSpot,
  stakeMinor: bigint,
  priceHundredths: number,
  outcome: FightOutcome,
): bigint {
  if (stakeMinor <= 0n) throw new RangeError(`stakeMinor must be positive, got ${stakeMinor}`);
  if (!Number.isSafeInteger(priceHundredths) || priceHundredths <= 0)
    throw new RangeError(`priceHundredths must be a positive integer, got ${priceHundredths}`);
  if (spot !== 'draw' && outcome === 'draw') return stakeMinor;
  if (spot !== outcome) return 0n;
  // Bigint division truncates, which is the floor for a positive stake.
  return (stakeMinor * BigInt(priceHundredths)) / BigInt(PRICE_SCALE);
}

export type BetRefusal = 'unknown-spot' | 'below-minimum' | 'above-maximum';
export type BetValidation = { ok: true; spot: BetSpot } | { ok: false; reason: BetRefusal };

/** Whether an arena takes this bet: a known spot and a stake within the arena's per-bet limits. */
export function validateBet(arena: CockfightArena, spot: string, stakeMinor: bigint): BetValidation {
  if (!isBetSpot(spot)) return { ok: false, reason: 'unknown-spot' };
  if (stakeMinor < arena.minStakeMinor) return { ok: false, reason: 'below-minimum' };
  if (stakeMinor > arena.maxStakeMinor) return { ok: false, reason: 'above-maximum' };
  return { ok: true, spot };
}
