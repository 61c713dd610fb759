// The return of every bet spot: exact, from the outcome weights and the prices of each fight card (a
// fight's chances are exact fractions, so nothing is enumerated but the cards), and measured, by
// deciding provably fair fights through the same code the arenas use.
import { createRandomStream } from '../slots/provably-fair';
import type { CockfightArena } from './arenas';
import { BET_SPOTS, fightPrices, PRICE_SCALE, settleBet, type BetSpot } from './bets';
import {
  decideFight,
  fightCard,
  fightClientSeed,
  outcomeWeights,
  pairingCycle,
  type FightCard,
} from './fight';

/** An exact fraction (in lowest terms) with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return { numerator: top, denominator: bottom, value: Number((top * scale) / bottom) / Number(scale) };
}

function add(a: ExactFraction, b: ExactFraction): ExactFraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/**
 * The exact return of each spot on one card (total returned per 1 staked): a side wins its price with
 * its chance and gets its stake back on a draw; the draw wins its price with the draw chance. Prices
 * are taken as exact hundredths; the cent floor of a single payout is left out, as it depends on the
 * stake (at most a cent less per bet).
 */
export function exactCardReturns(
  arena: CockfightArena,
  card: Pick<FightCard, 'meron' | 'wala'>,
): Record<BetSpot, ExactFraction> {
  const weights = outcomeWeights(arena, card);
  const prices = fightPrices(arena, card);
  const denominator = BigInt(weights.total * PRICE_SCALE);
  const pushOnDraw = BigInt(weights.draw * PRICE_SCALE);
  return {
    meron: fraction(BigInt(weights.meron) * BigInt(prices.meron) + pushOnDraw, denominator),
    wala: fraction(BigInt(weights.wala) * BigInt(prices.wala) + pushOnDraw, denominator),
    draw: fraction(BigInt(weights.draw) * BigInt(prices.draw), denominator),
  };
}

/**
 * The exact return of each spot in an arena over the long run: the arena pairs every two roosters once
 * per cycle of fights (fight.ts), so it is the mean of every card's return, each card counting once.
 */
export function exactArenaReturns(arena: CockfightArena): Record<BetSpot, ExactFraction> {
  const cycle = pairingCycle(arena);
  const zero = fraction(0n, 1n);
  const sums: Record<BetSpot, ExactFraction> = { meron: zero, wala: zero, draw: zero };
  for (let fightNumber = 0; fightNumber < cycle; fightNumber += 1) {
    const returns = exactCardReturns(arena, fightCard(arena, fightNumber));
    for (const spot of BET_SPOTS) sums[spot] = add(sums[spot], returns[spot]);
  }
  const mean = (sum: ExactFraction) => fraction(sum.numerator, sum.denominator * BigInt(cycle));
  return { meron: mean(sums.meron), wala: mean(sums.wala), draw: mean(sums.draw) };
}

/** The lowest and highest exact return of each spot over the arena's cards. */
export function cardReturnRange(arena: CockfightArena): Record<BetSpot, { lowest: number; highest: number }> {
  const all = Array.from({ length: pairingCycle(arena) }, (_, fightNumber) =>
    exactCardReturns(arena, fightCard(arena, fightNumber)),
  );
  const range = (spot: BetSpot) => {
    const values = all.map((returns) => returns[spot].value);
    return { lowest: Math.min(...values), highest: Math.max(...values) };
  };
  return { meron: range('meron'), wala: range('wala'), draw: range('draw') };
}

/**
 * The measured return of each spot over `fights` provably fair fights of an arena (fight numbers
 * 0 … fights − 1 with their own client seeds, one server seed, nonce 0), staking `stakeMinor` on every
 * spot of each fight at the fight's prices and settling with `settleBet`.
 */
export function simulateReturns(
  arena: CockfightArena,
  serverSeed: string,
  fights: number,
  stakeMinor = 100n,
): Record<BetSpot, number> {
  if (!Number.isSafeInteger(fights) || fights < 1)
    throw new RangeError(`fights must be a positive integer, got ${fights}`);
  const returned: Record<BetSpot, bigint> = { meron: 0n, wala: 0n, draw: 0n };
  for (let fightNumber = 0; fightNumber < fights; fightNumber += 1) {
    const card = fightCard(arena, fightNumber);
    const prices = fightPrices(arena, card);
    const stream = createRandomStream(serverSeed, fightClientSeed(arena.arenaCode, fightNumber), 0);
    const { outcome } = decideFight(arena, card, stream);
    for (const spot of BET_SPOTS) returned[spot] += settleBet(spot, stakeMinor, prices[spot], outcome);
  }
  const staked = stakeMinor * BigInt(fights);
  return {
    meron: fraction(returned.meron, staked).value,
    wala: fraction(returned.wala, staked).value,
    draw: fraction(returned.draw, staked).value,
  };
}
