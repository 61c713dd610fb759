// The expected return of every hold of a dealt hand, exactly, without walking the draws. For each
// subset X of 0–4 cards a table holds T(X), the sum of the pays of all five-card hands that contain
// X, built once by evaluating all C(52, 5) hands. Holding H and discarding D, the draws are the hands
// that contain H and no card of D, so by inclusion–exclusion their pays sum to
// Σ_{S ⊆ D} (−1)^|S| T(H ∪ S), and there are C(47, 5 − |H|) of them. Tables are indexed by the
// combinatorial number system: the subset c1 < c2 < … < ck has rank C(c1, 1) + C(c2, 2) + … + C(ck, k).
import { DECK_SIZE, positionOf, type Card } from './cards';
import { bitCount, categoryIndexOf, forEveryHand, HAND_CATEGORIES, HAND_SIZE } from './hands';
import { assertCoins, COINS_MAX, payOf } from './paytable';

/** Sums over the five-card hands that contain each subset of 0–4 cards, one array per subset size. */
export type PayoutSums = {
  /** Coins returned (for the table's bet) of each category, by category index. */
  pays: readonly number[];
  /** Σ pay, indexed [size][rank]. */
  paySums: readonly Float64Array[];
  /** Σ pay², for the variance of the return. */
  squareSums: readonly Float64Array[];
};

const BINOMIAL_K_MAX = HAND_SIZE;
// BINOMIAL[n][k] = C(n, k) for n ≤ 52 and k ≤ 5, by Pascal's rule.
const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [];
  for (let n = 0; n <= DECK_SIZE; n++)
    rows.push(
      Array.from({ length: BINOMIAL_K_MAX + 1 }, (_, k) =>
        k === 0 ? 1 : n === 0 ? 0 : (rows[n - 1]?.[k - 1] as number) + (rows[n - 1]?.[k] as number),
      ),
    );
  return rows;
})();

export function binomial(n: number, k: number): number {
  return BINOMIAL[n]?.[k] ?? 0;
}

/** The cards left in the deck after a deal: replacements come from these 47. */
export const UNDEALT_CARDS = DECK_SIZE - HAND_SIZE;
const HOLDS = 1 << HAND_SIZE;

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/** How many draws follow each hold: C(47, number of discards), by hold mask. */
export const DRAWS_BY_HOLD: readonly number[] = Array.from({ length: HOLDS }, (_, holdMask) =>
  binomial(UNDEALT_CARDS, HAND_SIZE - bitCount(holdMask)),
);

/**
 * The least common multiple of the draw counts (3 × 5 × 11 × 23 × 43 × 47 = 7,669,695): every
 * expected return times it is a whole number, so holds compare exactly and the return sums exactly.
 */
export const DRAWS_COMMON_MULTIPLE = DRAWS_BY_HOLD.reduce(
  (multiple, draws) => (multiple / greatestCommonDivisor(multiple, draws)) * draws,
  1,
);

/** L / C(47, discards) by hold mask: a hold's draw sum times it is its expected return times L. */
export const SCALE_BY_HOLD: readonly number[] = DRAWS_BY_HOLD.map((draws) => DRAWS_COMMON_MULTIPLE / draws);

const built = new Map<number, PayoutSums>();

/**
 * The subset sums for a bet of `coins` coins, built on first use (about a second: every one of the
 * 2,598,960 hands is evaluated once) and kept, since they never change.
 */
export function payoutSums(coins: number = COINS_MAX): PayoutSums {
  assertCoins(coins);
  let sums = built.get(coins);
  if (!sums) {
    sums = buildPayoutSums(coins);
    built.set(coins, sums);
  }
  return sums;
}

function buildPayoutSums(coins: number): PayoutSums {
  const pays = HAND_CATEGORIES.map((category) => payOf(category, coins));
  const sizes = Array.from({ length: HAND_SIZE }, (_, size) => binomial(DECK_SIZE, size));
  const paySums = sizes.map((length) => new Float64Array(length));
  const squareSums = sizes.map((length) => new Float64Array(length));
  const cards = [0, 0, 0, 0, 0];
  forEveryHand((a, b, c, d, e) => {
    const pay = pays[categoryIndexOf(a, b, c, d, e)] as number;
    if (pay === 0) return;
    cards[0] = a;
    cards[1] = b;
    cards[2] = c;
    cards[3] = d;
    cards[4] = e;
    // Every proper subset (mask 31, the hand itself, is its own pay and needs no table).
    for (let subset = 0; subset < HOLDS - 1; subset++) {
      let size = 0;
      let rank = 0;
      for (let index = 0; index < HAND_SIZE; index++)
        if (subset & (1 << index)) rank += binomial(cards[index] as number, ++size);
      const sums = paySums[size] as Float64Array;
      const squares = squareSums[size] as Float64Array;
      sums[rank] = (sums[rank] as number) + pay;
      squares[rank] = (squares[rank] as number) + pay * pay;
    }
  });
  return { pays, paySums, squareSums };
}

/**
 * For each hold mask of a dealt hand (deck positions in the dealt order), the sum over every draw of
 * `tables` (pays or squared pays), written to `out` (32 entries). `handValue` is the dealt hand's own
 * entry, T of the whole hand. First T(X) for every subset X of the hand, then the inclusion–exclusion
 * for every hold at once: a Möbius transform over supersets, one card at a time.
 */
export function drawSumsInto(
  positions: readonly number[],
  tables: readonly Float64Array[],
  handValue: number,
  out: Float64Array,
): void {
  // Subsets are ranked over the cards in ascending order; `order` lists dealt indices by position.
  const order = [0, 1, 2, 3, 4].sort(
    (left, right) => (positions[left] as number) - (positions[right] as number),
  );
  for (let subset = 0; subset < HOLDS - 1; subset++) {
    let size = 0;
    let rank = 0;
    for (const index of order)
      if (subset & (1 << index)) rank += binomial(positions[index] as number, ++size);
    out[subset] = (tables[size] as Float64Array)[rank] as number;
  }
  out[HOLDS - 1] = handValue;
  for (let card = 0; card < HAND_SIZE; card++)
    for (let subset = 0; subset < HOLDS; subset++)
      if (!(subset & (1 << card)))
        out[subset] = (out[subset] as number) - (out[subset | (1 << card)] as number);
}

/** The hold with the highest expected return; ties go to the lowest mask. */
export function bestHoldOf(drawSums: Float64Array): number {
  let best = 0;
  let bestScaled = -1;
  for (let holdMask = 0; holdMask < HOLDS; holdMask++) {
    // A draw sum is at most 4,000 per draw, so this whole number is at most 4,000 × 7,669,695 < 2^53
    // and the comparison is exact.
    const scaled = (drawSums[holdMask] as number) * (SCALE_BY_HOLD[holdMask] as number);
    if (scaled > bestScaled) [best, bestScaled] = [holdMask, scaled];
  }
  return best;
}

export type HoldAdvice = {
  /** Bit i holds card i. */
  holdMask: number;
  /** The expected coins returned by that hold (stake included). */
  expectedCoins: number;
};

/** The expected coins returned by each of the 32 holds of a dealt hand, indexed by hold mask. */
export function holdValues(hand: readonly Card[], coins: number = COINS_MAX): number[] {
  const drawSums = payDrawSums(hand, coins);
  return Array.from(drawSums, (sum, holdMask) => sum / (DRAWS_BY_HOLD[holdMask] as number));
}

/**
 * The hold with the highest expected return for this deal (the game's hint, and optimal play in the
 * exact return), with its expected coins. Throws RangeError unless the hand is five different cards.
 */
export function optimalHold(hand: readonly Card[], coins: number = COINS_MAX): HoldAdvice {
  const drawSums = payDrawSums(hand, coins);
  const holdMask = bestHoldOf(drawSums);
  return { holdMask, expectedCoins: (drawSums[holdMask] as number) / (DRAWS_BY_HOLD[holdMask] as number) };
}

function payDrawSums(hand: readonly Card[], coins: number): Float64Array {
  const positions = hand.map(positionOf);
  if (positions.length !== HAND_SIZE || new Set(positions).size !== HAND_SIZE)
    throw new RangeError(`a hand is five different cards, got ${hand.length} cards`);
  const sums = payoutSums(coins);
  const [a, b, c, d, e] = positions as [number, number, number, number, number];
  const drawSums = new Float64Array(HOLDS);
  drawSumsInto(positions, sums.paySums, sums.pays[categoryIndexOf(a, b, c, d, e)] as number, drawSums);
  return drawSums;
}
