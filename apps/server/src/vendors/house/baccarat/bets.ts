// The bet spots of a baccarat table, what each returns, and the stake limits. Payouts are bigint
// minor units; a return is the total handed back (stake included), so a loss returns 0.
import type { Card } from './cards';
import type { BaccaratRound } from './deal';
import type { BaccaratTable } from './tables';

export const BET_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BetSpot = (typeof BET_SPOTS)[number];

/** What a winning bet returns per unit staked, stake included, as an exact fraction. */
export type WinReturn = { numerator: bigint; denominator: bigint };

/**
 * Player pays 1:1, banker 0.95:1 (the 5 % commission that offsets the banker's drawing advantage),
 * tie 8:1, either pair 11:1. A pair is the side's first two cards of the same rank.
 */
export const WIN_RETURNS: Readonly<Record<BetSpot, WinReturn>> = {
  player: { numerator: 2n, denominator: 1n },
  banker: { numerator: 195n, denominator: 100n },
  tie: { numerator: 9n, denominator: 1n },
  playerPair: { numerator: 12n, denominator: 1n },
  bankerPair: { numerator: 12n, denominator: 1n },
};

export function isBetSpot(value: string): value is BetSpot {
  return (BET_SPOTS as readonly string[]).includes(value);
}

export function isPair(cards: readonly Card[]): boolean {
  const [first, second] = cards;
  return first !== undefined && second !== undefined && first.rank === second.rank;
}

/**
 * The total a bet returns after the round, in minor units: the win return (floored to the cent, so
 * the banker's commission never pays a fraction of a cent), the stake alone when a player or banker
 * bet meets a tie, and 0 on a loss. Throws RangeError on a stake that is not positive.
 */
export function settleBet(spot: BetSpot, stakeMinor: bigint, round: BaccaratRound): bigint {
  if (stakeMinor <= 0n) throw new RangeError(`stakeMinor must be positive, got ${stakeMinor}`);
  if ((spot === 'player' || spot === 'banker') && round.outcome === 'tie') return stakeMinor;
  return wins(spot, round) ? winReturn(spot, stakeMinor) : 0n;
}

function wins(spot: BetSpot, round: BaccaratRound): boolean {
  if (spot === 'playerPair') return isPair(round.playerCards);
  if (spot === 'bankerPair') return isPair(round.bankerCards);
  return round.outcome === spot;
}

function winReturn(spot: BetSpot, stakeMinor: bigint): bigint {
  const { numerator, denominator } = WIN_RETURNS[spot];
  // Bigint division truncates, which is the floor for a positive stake.
  return (stakeMinor * numerator) / denominator;
}

export type BetRefusal = 'unknown-spot' | 'below-minimum' | 'above-maximum';
export type BetValidation = { ok: true; spot: BetSpot } | { ok: false; reason: BetRefusal };

/** Whether a table takes this bet: a known spot and a stake within the table's per-bet limits. */
export function validateBet(table: BaccaratTable, spot: string, stakeMinor: bigint): BetValidation {
  if (!isBetSpot(spot)) return { ok: false, reason: 'unknown-spot' };
  if (stakeMinor < table.minStakeMinor) return { ok: false, reason: 'below-minimum' };
  if (stakeMinor > table.maxStakeMinor) return { ok: false, reason: 'above-maximum' };
  return { ok: true, spot };
}
