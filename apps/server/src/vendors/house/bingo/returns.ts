// The return to player of a bingo room: exact, as bigint fractions, from the chance that a card
// completes each pattern within the room's called balls, and measured, by paying provably fair cards
// on provably fair draws through the same code the rooms use. A card's prize never depends on other
// cards, so a room's return is one card's expected prize over its price.
import { cardOf, CENTRE_CELL, HIGHEST_NUMBER, NUMBERS_PER_CARD } from './cards';
import { drawOf } from './draw';
import { BINGO_LINES, BINGO_PATTERNS, type BingoPattern } from './patterns';
import { prizeOf } from './prizes';
import { PRIZE_SCALE, type BingoRoom } from './rooms';

/** An exact fraction (in lowest terms) with its value as a float. */
export type ExactFraction = { numerator: bigint; denominator: bigint; value: number };

/** The chance of each best pattern a card can end a round with: what it is paid for, or none. */
export type BestPatternChances = Record<BingoPattern | 'none', ExactFraction>;

/** The chances of the nested events the best patterns are told apart by. */
export type PatternChances = {
  atLeastOneLine: ExactFraction;
  atLeastTwoLines: ExactFraction;
  fullHouse: ExactFraction;
};

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

/** The binomial coefficient C(n, k), 0 when k is out of [0, n]. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let step = 0; step < Math.min(k, n - k); step++)
    result = (result * BigInt(n - step)) / BigInt(step + 1);
  return result;
}

function assertBallsCalled(ballsCalled: number): void {
  if (!Number.isInteger(ballsCalled) || ballsCalled < 0 || ballsCalled > HIGHEST_NUMBER)
    throw new RangeError(`ballsCalled must be an integer in [0, ${HIGHEST_NUMBER}], got ${ballsCalled}`);
}

/**
 * The number of the C(75, N) equally likely sets of called balls that hold a given set of u numbers:
 * the other N − u balls come from the other 75 − u numbers. Over C(75, N), the hypergeometric chance
 * that u given numbers are all among the first N balls of a shuffle.
 */
export function drawsHolding(numbers: number, ballsCalled: number): bigint {
  return choose(HIGHEST_NUMBER - numbers, ballsCalled - numbers);
}

/** A card's 24 numbered cells as bits 0–23 (the free centre has no bit: it holds no number). */
const bitOfCell = (cell: number): number => (cell < CENTRE_CELL ? cell : cell - 1);
const LINE_MASKS: readonly number[] = BINGO_LINES.map((line) =>
  line.cells.reduce((mask, cell) => (cell === CENTRE_CELL ? mask : mask | (1 << bitOfCell(cell))), 0),
);
const ALL_NUMBERS_MASK = (1 << NUMBERS_PER_CARD) - 1;

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * S_j for j = 0 … 12, each as a count of draws over C(75, N): the sum, over every set of j distinct
 * lines, of the chance that all their numbers are called, which is drawsHolding(u) for u the size
 * of the union of their numbers (the free centre is not a number, so lines through it bring four).
 */
export function lineSetSums(ballsCalled: number): bigint[] {
  assertBallsCalled(ballsCalled);
  const sums = new Array<bigint>(BINGO_LINES.length + 1).fill(0n);
  for (let subset = 0; subset < 1 << BINGO_LINES.length; subset++) {
    let union = 0;
    LINE_MASKS.forEach((mask, line) => {
      if (subset & (1 << line)) union |= mask;
    });
    const size = bitCount(subset);
    sums[size] = (sums[size] as bigint) + drawsHolding(bitCount(union), ballsCalled);
  }
  return sums;
}

/**
 * The chances of at least one line, at least two lines and a full house within N balls, by
 * inclusion–exclusion over the 2^12 sets of lines: P(≥ 1) = Σ_{j≥1} (−1)^(j+1) S_j and
 * P(≥ 2) = Σ_{j≥2} (−1)^j (j − 1) S_j; a full house is all 24 numbers called.
 */
export function exactPatternChances(ballsCalled: number): PatternChances {
  const sums = lineSetSums(ballsCalled);
  const draws = choose(HIGHEST_NUMBER, ballsCalled);
  let atLeastOne = 0n;
  let atLeastTwo = 0n;
  sums.forEach((sum, size) => {
    const sign = size % 2 === 1 ? 1n : -1n;
    if (size >= 1) atLeastOne += sign * sum;
    if (size >= 2) atLeastTwo -= sign * BigInt(size - 1) * sum;
  });
  return {
    atLeastOneLine: fraction(atLeastOne, draws),
    atLeastTwoLines: fraction(atLeastTwo, draws),
    fullHouse: fraction(drawsHolding(NUMBERS_PER_CARD, ballsCalled), draws),
  };
}

function subtract(a: ExactFraction, b: ExactFraction): ExactFraction {
  return fraction(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
}

/**
 * The chance of each best pattern: a full house; two lines but not a full house; exactly one line;
 * no line. The events are nested (a full house completes all 12 lines), so each is a difference.
 */
export function exactBestPatternChances(ballsCalled: number): BestPatternChances {
  const { atLeastOneLine, atLeastTwoLines, fullHouse } = exactPatternChances(ballsCalled);
  return {
    none: subtract(fraction(1n, 1n), atLeastOneLine),
    line: subtract(atLeastOneLine, atLeastTwoLines),
    'two-lines': subtract(atLeastTwoLines, fullHouse),
    'full-house': fullHouse,
  };
}

const BEST_PATTERN_ORDER = ['none', ...BINGO_PATTERNS] as const;

/**
 * How many sets of a card's numbers give each best pattern, by size: `counts[k][b]` is the number of
 * the C(24, k) sets of k of the card's numbers which, called, leave best pattern b (0 none, 1 line,
 * 2 two lines, 3 full house). The walk visits all 2^24 sets and counts the lines each completes; it
 * does not depend on the room, and takes under a second.
 */
export function markingCounts(): number[][] {
  const counts = Array.from({ length: NUMBERS_PER_CARD + 1 }, () => [0, 0, 0, 0]);
  const halfBits = (1 << (NUMBERS_PER_CARD / 2)) - 1;
  const halfCounts = Uint8Array.from({ length: halfBits + 1 }, (_, mask) => bitCount(mask));
  for (let called = 0; called <= ALL_NUMBERS_MASK; called++) {
    let lines = 0;
    for (const mask of LINE_MASKS) if ((called & mask) === mask) lines++;
    const best = called === ALL_NUMBERS_MASK ? 3 : Math.min(lines, 2);
    const size = (halfCounts[called & halfBits] as number) + (halfCounts[called >>> 12] as number);
    (counts[size] as number[])[best]! += 1;
  }
  return counts;
}

/**
 * The chances of each best pattern by another road than inclusion–exclusion, for the tests: every
 * set of k of the card's numbers is called by C(51, N − k) of the C(75, N) equally likely draws (the
 * other N − k balls come from the 51 numbers not on the card), so each best pattern's chance is
 * Σ_k counts[k][b] × C(51, N − k) / C(75, N), with `counts` from `markingCounts`.
 */
export function bestPatternChancesFromMarkings(counts: number[][], ballsCalled: number): BestPatternChances {
  assertBallsCalled(ballsCalled);
  const draws = choose(HIGHEST_NUMBER, ballsCalled);
  const otherNumbers = HIGHEST_NUMBER - NUMBERS_PER_CARD;
  const [none, line, twoLines, fullHouse] = BEST_PATTERN_ORDER.map((_, best) => {
    const ways = counts.reduce(
      (total, bySize, size) => total + BigInt(bySize[best] ?? 0) * choose(otherNumbers, ballsCalled - size),
      0n,
    );
    return fraction(ways, draws);
  }) as [ExactFraction, ExactFraction, ExactFraction, ExactFraction];
  return { none, line, 'two-lines': twoLines, 'full-house': fullHouse };
}

/** The exact return and spread of one card in a room, per 1 of card price. */
export type RoomReturn = {
  chances: BestPatternChances;
  /** Σ chance × multiple: the return to player. */
  rtp: ExactFraction;
  /** Σ chance × multiple²: with the return, the standard deviation of one card's return. */
  secondMoment: ExactFraction;
};

/** A room's exact return: each best pattern's chance times its prize, a multiple of the price. */
export function exactRoomReturn(room: BingoRoom): RoomReturn {
  const chances = exactBestPatternChances(room.ballsCalled);
  let rtp = fraction(0n, 1n);
  let secondMoment = fraction(0n, 1n);
  for (const pattern of BINGO_PATTERNS) {
    const { numerator, denominator } = chances[pattern];
    const multiple = BigInt(room.prizeHundredths[pattern]);
    const scale = BigInt(PRIZE_SCALE);
    rtp = add(rtp, fraction(numerator * multiple, denominator * scale));
    secondMoment = add(secondMoment, fraction(numerator * multiple * multiple, denominator * scale * scale));
  }
  return { chances, rtp, secondMoment };
}

function add(a: ExactFraction, b: ExactFraction): ExactFraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export type SimulatedReturn = {
  rounds: number;
  cards: number;
  /** Total prizes over total card prices. */
  value: number;
  /** The standard error of `value`, from the spread of the rounds' returns (cards of a round share a draw). */
  standardError: number;
  /** How many cards ended with each best pattern. */
  tiers: Record<BingoPattern | 'none', number>;
};

/** A simulation is a test's tool: at most this many cards, so a mistake cannot run for hours. */
const SIMULATED_CARDS_MAX = 10_000_000;

/**
 * The measured return of a room over `rounds` provably fair rounds (round numbers 0 … rounds − 1, one
 * round server seed, each round's public client seed) with `cardsPerRound` cards each, as one player
 * buys them: card i of round r is `cardOf(cardServerSeed, 'simulation', r × cardsPerRound + i)`.
 * Every card is paid by `prizeOf`.
 */
export function simulateReturn(
  room: BingoRoom,
  options: { rounds: number; cardsPerRound: number; roundServerSeed: string; cardServerSeed: string },
): SimulatedReturn {
  const { rounds, cardsPerRound, roundServerSeed, cardServerSeed } = options;
  if (
    !Number.isSafeInteger(rounds) ||
    rounds < 1 ||
    !Number.isSafeInteger(cardsPerRound) ||
    cardsPerRound < 1
  )
    throw new RangeError(
      `rounds and cardsPerRound must be positive integers, got ${rounds} and ${cardsPerRound}`,
    );
  if (rounds * cardsPerRound > SIMULATED_CARDS_MAX)
    throw new RangeError(`a simulation pays at most ${SIMULATED_CARDS_MAX} cards`);
  const tiers = { none: 0, line: 0, 'two-lines': 0, 'full-house': 0 };
  const roundPrice = Number(room.cardPriceMinor) * cardsPerRound;
  let sum = 0;
  let sumOfSquares = 0;
  for (let roundNumber = 0; roundNumber < rounds; roundNumber++) {
    const calledBalls = drawOf(roundServerSeed, room, roundNumber);
    let paidMinor = 0n;
    for (let card = 0; card < cardsPerRound; card++) {
      const nonce = roundNumber * cardsPerRound + card;
      const prize = prizeOf(room, cardOf(cardServerSeed, 'simulation', nonce), calledBalls);
      tiers[prize.tier] += 1;
      paidMinor += prize.amountMinor;
    }
    const roundReturn = Number(paidMinor) / roundPrice;
    sum += roundReturn;
    sumOfSquares += roundReturn * roundReturn;
  }
  const mean = sum / rounds;
  const variance = Math.max(0, sumOfSquares / rounds - mean * mean);
  return {
    rounds,
    cards: rounds * cardsPerRound,
    value: mean,
    standardError: Math.sqrt(variance / rounds),
    tiers,
  };
}
