// The return of Jacks or Better under optimal play: exact, by every deal's best hold over every draw,
// and measured, by playing provably fair hands with the hint. Deals are taken up to a change of suits
// (the paytable does not care which suit is which): 134,459 classes stand for all 2,598,960 deals.
import { DECK_SIZE, RANKS_PER_SUIT, SUITS_PER_DECK } from './cards';
import { deal, draw } from './deal';
import { categoryIndexOf, forEveryHand, HAND_SIZE } from './hands';
import {
  bestHoldOf,
  binomial,
  DRAWS_COMMON_MULTIPLE,
  drawSumsInto,
  optimalHold,
  payoutSums,
  SCALE_BY_HOLD,
} from './hold-values';
import { COINS_MAX, payOf } from './paytable';

/** An exact fraction (in lowest terms) with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

export type ExactReturn = ExactFraction & {
  /** The variance of the coins returned per coin bet, under the same play. */
  variance: number;
  /** Deals counted, up to suit changes (134,459), and the deals they stand for (2,598,960). */
  dealClasses: number;
  deals: number;
};

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(numerator: bigint, denominator: bigint): ExactFraction {
  const divisor = greatestCommonDivisor(numerator, denominator) || 1n;
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return { numerator: top, denominator: bottom, value: Number((top * scale) / bottom) / Number(scale) };
}

const FACTORIAL = [1, 1, 2, 6, 24];

/**
 * Calls `visit` with one deal of each class of deals that differ only by a change of suits, and the
 * number of deals in the class. A deal's suits are four sets of ranks; a change of suits permutes
 * the sets, so the class is the sets taken in order from the largest (as a bit set) down, and the deal
 * whose suits are already in that order stands for it. The class has 4! / Π (copies of a set)! deals:
 * equal sets (empty suits, say) swap without changing the deal.
 */
export function forEveryDealClass(visit: (positions: readonly number[], deals: number) => void): void {
  const ranksBySuit = [0, 0, 0, 0];
  const positions = [0, 0, 0, 0, 0];
  forEveryHand((a, b, c, d, e) => {
    positions[0] = a;
    positions[1] = b;
    positions[2] = c;
    positions[3] = d;
    positions[4] = e;
    ranksBySuit.fill(0);
    for (const position of positions) {
      const suit = Math.floor(position / RANKS_PER_SUIT);
      ranksBySuit[suit] = (ranksBySuit[suit] as number) | (1 << (position % RANKS_PER_SUIT));
    }
    let orderings = 1;
    let run = 1;
    for (let suit = 1; suit < SUITS_PER_DECK; suit++) {
      if ((ranksBySuit[suit] as number) > (ranksBySuit[suit - 1] as number)) return;
      run = ranksBySuit[suit] === ranksBySuit[suit - 1] ? run + 1 : 1;
      orderings *= run;
    }
    visit(positions, (FACTORIAL[SUITS_PER_DECK] as number) / orderings);
  });
}

const exactReturns = new Map<number, ExactReturn>();

/**
 * The exact return per coin bet under optimal play (the hold of highest expected return on every
 * deal), over every deal and every draw; computed once per coin count (a few seconds) and kept. At five
 * coins it is 99.5439 %, the published figure for full-pay Jacks or Better.
 */
export function exactReturn(coins: number = COINS_MAX): ExactReturn {
  let result = exactReturns.get(coins);
  if (!result) {
    result = computeExactReturn(coins);
    exactReturns.set(coins, result);
  }
  return result;
}

function computeExactReturn(coins: number): ExactReturn {
  const sums = payoutSums(coins);
  const paySums = new Float64Array(1 << HAND_SIZE);
  const squareSums = new Float64Array(1 << HAND_SIZE);
  // Σ deals × expected coins × L and Σ deals × expected squared coins × L, as whole numbers.
  let returned = 0n;
  let squared = 0n;
  let dealClasses = 0;
  let deals = 0;
  forEveryDealClass((positions, weight) => {
    const [a, b, c, d, e] = positions as [number, number, number, number, number];
    const pay = sums.pays[categoryIndexOf(a, b, c, d, e)] as number;
    drawSumsInto(positions, sums.paySums, pay, paySums);
    const hold = bestHoldOf(paySums);
    drawSumsInto(positions, sums.squareSums, pay * pay, squareSums);
    const scale = SCALE_BY_HOLD[hold] as number;
    returned += BigInt(weight) * BigInt((paySums[hold] as number) * scale);
    squared += BigInt(weight) * BigInt((squareSums[hold] as number) * scale);
    dealClasses += 1;
    deals += weight;
  });
  if (deals !== binomial(DECK_SIZE, HAND_SIZE)) throw new Error('the deal classes must cover every deal');
  const perDeal = BigInt(deals) * BigInt(DRAWS_COMMON_MULTIPLE);
  const meanCoins = fraction(returned, perDeal).value;
  const meanSquare = fraction(squared, perDeal).value;
  return {
    ...fraction(returned, perDeal * BigInt(coins)),
    variance: (meanSquare - meanCoins * meanCoins) / (coins * coins),
    dealClasses,
    deals,
  };
}

/** The exact return as a machine's glass shows it: a percentage to two decimals, "99.54". */
export function publishedReturnPercent(coins: number = COINS_MAX): string {
  const { numerator, denominator } = exactReturn(coins);
  // Hundredths of a percent, rounded half up.
  const hundredths = (numerator * 20_000n + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

export type SimulatedReturn = { hands: number; returned: number; winningHands: number };

/**
 * The measured return per coin bet of `hands` provably fair hands (nonces 0 … hands − 1 of the seeds),
 * each held as `optimalHold` advises and paid by the paytable, as a played hand would be.
 */
export function simulateReturn(
  serverSeed: string,
  clientSeed: string,
  hands: number,
  coins: number = COINS_MAX,
): SimulatedReturn {
  if (!Number.isSafeInteger(hands) || hands < 1)
    throw new RangeError(`hands must be a positive integer, got ${hands}`);
  let returnedCoins = 0;
  let winningHands = 0;
  for (let nonce = 0; nonce < hands; nonce++) {
    const dealt = deal(serverSeed, clientSeed, nonce);
    const final = draw(dealt, optimalHold(dealt.cards, coins).holdMask);
    const pay = payOf(final.category, coins);
    returnedCoins += pay;
    if (pay > 0) winningHands += 1;
  }
  return { hands, returned: returnedCoins / (hands * coins), winningHands };
}
