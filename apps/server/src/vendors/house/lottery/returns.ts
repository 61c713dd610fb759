// The return to player of each lottery bet type: exact, from the probability of each outcome, and
// measured, by settling tickets on provably fair draws with the real payout rules. Pure.
import { createRandomStream } from '../slots/provably-fair';
import { BASIS_POINTS, findBetType, payoutMinor, selectionsOf } from './bets';
import { drawClientSeed, drawResult } from './draw';
import { prizeNumberCount, type LotteryGame } from './games';

/** An exact return as a fraction of total stakes: numerator / denominator (bigints). */
export type ExactReturn = { numerator: bigint; denominator: bigint; value: number };

const toNumber = (numerator: bigint, denominator: bigint): number => {
  // Twelve exact decimal digits before the one rounding to a float.
  const scale = 10n ** 12n;
  return Number((numerator * scale) / denominator) / Number(scale);
};

const fraction = (numerator: bigint, denominator: bigint): ExactReturn => ({
  numerator,
  denominator,
  value: toNumber(numerator, denominator),
});

/** How many of the 10^digits equally likely draws have each digit sum (index = sum). */
export function digitSumCounts(digits: number): bigint[] {
  let counts = [1n];
  for (let position = 0; position < digits; position++) {
    const next = new Array<bigint>(counts.length + 9).fill(0n);
    counts.forEach((ways, sum) => {
      for (let digit = 0; digit <= 9; digit++) next[sum + digit] = (next[sum + digit] as bigint) + ways;
    });
    counts = next;
  }
  return counts;
}

/**
 * The exact return of a ticket on a selection chosen uniformly at random (every selection of these
 * bet types has the same return), with odds applied exactly (flooring a payout only ever costs a
 * stake that is not whole units less than one minor unit):
 * - one winning selection in `outcomes` equally likely ones (digit at position 1/10, last two and đề
 *   1/100, last three and 3 càng 1/1000): odds / outcomes;
 * - big / small: (P(big) + P(small)) / 2 × odds + P(tie), the tie refunding the stake, with the
 *   digit sum's distribution counted exactly; odd / even: (P(odd) + P(even)) / 2 × odds;
 * - lô: every drawn number's last two digits are uniform on 00–99, so a pick's expected number of
 *   appearances is (numbers drawn) / 100 and its return that times the odds (linearity).
 */
export function exactReturn(game: LotteryGame, betTypeCode: string): ExactReturn {
  const betType = findBetType(game, betTypeCode);
  if (!betType) throw new RangeError(`${game.gameCode} does not offer the bet type "${betTypeCode}"`);
  const odds = BigInt(betType.oddsBasisPoints);
  const basis = BigInt(BASIS_POINTS);
  switch (betType.code) {
    case 'digit-at-position':
      return fraction(odds, 10n * basis);
    case 'last-two':
    case 'de':
      return fraction(odds, 100n * basis);
    case 'last-three':
    case 'three-cang':
      return fraction(odds, 1000n * basis);
    case 'big-small':
      return bigSmallReturn(game, odds);
    case 'odd-even':
      return fraction(odds, 2n * basis);
    case 'lo':
      if (game.kind !== 'vietnam') throw new RangeError('Lô is a Vietnamese bet');
      return fraction(odds * BigInt(prizeNumberCount(game)), 100n * basis);
  }
}

function bigSmallReturn(game: LotteryGame, odds: bigint): ExactReturn {
  const counts = digitSumCounts(game.digits);
  const draws = 10n ** BigInt(game.digits);
  const twiceMidpoint = 9 * game.digits;
  const tie = counts.reduce((total, ways, sum) => (2 * sum === twiceMidpoint ? total + ways : total), 0n);
  // Big and small share the non-tied draws; the digit sum's symmetry (s ↔ 9d − s) halves them
  // evenly, so a uniformly chosen side and either side alone have the same return.
  const winning = (draws - tie) / 2n;
  const basis = BigInt(BASIS_POINTS);
  return fraction(winning * odds + tie * basis, draws * basis);
}

export type SimulatedReturn = {
  draws: number;
  tickets: number;
  value: number;
  /** The standard error of `value`, from the spread of the draws' returns. */
  standardError: number;
};

/** One unit (100 minor) per ticket, so every odds multiplies to whole minor units. */
const SIMULATION_STAKE_MINOR = 100n;

/**
 * The measured return of `ticketsPerDraw` tickets on each of `draws` provably fair draws (draw n
 * uses the public client seed of draw n). The tickets of a draw cover consecutive selections from
 * a start that a separate stream picks, so every selection is equally likely to be covered; a book
 * that covers many selections measures a 1-in-1,000 bet's return in thousands of draws where a
 * single ticket would need tens of millions.
 */
export function simulateReturn(
  game: LotteryGame,
  betTypeCode: string,
  options: { draws: number; ticketsPerDraw: number; serverSeed: string },
): SimulatedReturn {
  const selections = selectionsOf(game, betTypeCode);
  const { draws, ticketsPerDraw, serverSeed } = options;
  if (!Number.isInteger(ticketsPerDraw) || ticketsPerDraw < 1 || ticketsPerDraw > selections.length)
    throw new RangeError(`ticketsPerDraw must be 1 to ${selections.length}, got ${ticketsPerDraw}`);
  const bookStake = SIMULATION_STAKE_MINOR * BigInt(ticketsPerDraw);
  let sum = 0;
  let sumOfSquares = 0;
  for (let drawNumber = 1; drawNumber <= draws; drawNumber++) {
    const result = drawResult(game, serverSeed, drawClientSeed(game.gameCode, drawNumber));
    const start = createRandomStream(serverSeed, `tickets:${betTypeCode}`, drawNumber).nextInt(
      selections.length,
    );
    let paid = 0n;
    for (let ticket = 0; ticket < ticketsPerDraw; ticket++) {
      const selection = selections[(start + ticket) % selections.length] as string;
      paid += payoutMinor(game, betTypeCode, selection, SIMULATION_STAKE_MINOR, result);
    }
    const drawReturn = Number(paid) / Number(bookStake);
    sum += drawReturn;
    sumOfSquares += drawReturn * drawReturn;
  }
  const mean = sum / draws;
  const variance = Math.max(0, sumOfSquares / draws - mean * mean);
  return { draws, tickets: draws * ticketsPerDraw, value: mean, standardError: Math.sqrt(variance / draws) };
}
