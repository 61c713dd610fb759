// Proves every bet type's exact return (98 % digit, 98 % or 98.134 % big/small, 98 % odd/even, 97 % last two and three, 94.5 % / 93.6 % lô, 95 % đề, 90 % 3 càng) lies in [90 %, 99 %], agrees with the payout rules enumerated over every outcome where that is small, and is measured within one point by settling tickets on provably fair draws.
import { describe, expect, it } from 'vitest';
import { payoutMinor, selectionsOf } from './bets';
import type { LotteryResult, VietnamResult } from './draw';
import {
  findLotteryGame,
  LOTTERY_GAMES,
  prizeNumberCount,
  type LotteryGame,
  type VietnamGame,
} from './games';
import { digitSumCounts, exactReturn, simulateReturn, type ExactReturn } from './returns';

const gameOf = (gameCode: string): LotteryGame => findLotteryGame(gameCode) as LotteryGame;
const FIVE_D = gameOf('SEA5D1');
const FOUR_D = gameOf('TH4D5');
const NORTH = gameOf('VNNORTH5') as VietnamGame;
const SOUTH = gameOf('VNSOUTH2') as VietnamGame;

const STAKE = 100n;

const expectFraction = (actual: ExactReturn, numerator: bigint, denominator: bigint) =>
  expect(actual.numerator * denominator).toBe(numerator * actual.denominator);

describe('exact returns', () => {
  it('lies in [90 %, 99 %] for every bet type of every game', () => {
    for (const game of LOTTERY_GAMES)
      for (const code of game.betTypes) {
        const { value } = exactReturn(game, code);
        expect(value, `${game.gameCode} ${code}`).toBeGreaterThanOrEqual(0.9);
        expect(value, `${game.gameCode} ${code}`).toBeLessThanOrEqual(0.99);
      }
  });

  it('is the probability of winning times the odds', () => {
    expectFraction(exactReturn(FIVE_D, 'digit-at-position'), 98n, 100n); // 1/10 × 9.8
    expectFraction(exactReturn(FIVE_D, 'big-small'), 98n, 100n); // 1/2 × 1.96, no tie with 5 digits
    expectFraction(exactReturn(FOUR_D, 'big-small'), 98_134n, 100_000n); // 4,665/10,000 × 1.96 + 670/10,000
    expectFraction(exactReturn(FOUR_D, 'odd-even'), 98n, 100n); // 1/2 × 1.96
    expectFraction(exactReturn(FIVE_D, 'last-two'), 97n, 100n); // 1/100 × 97
    expectFraction(exactReturn(FOUR_D, 'last-three'), 97n, 100n); // 1/1,000 × 970
    expectFraction(exactReturn(NORTH, 'lo'), 945n, 1000n); // 27/100 × 3.5
    expectFraction(exactReturn(SOUTH, 'lo'), 936n, 1000n); // 18/100 × 5.2
    expectFraction(exactReturn(gameOf('VNCENTRAL3'), 'lo'), 936n, 1000n);
    expectFraction(exactReturn(NORTH, 'de'), 95n, 100n); // 1/100 × 95
    expectFraction(exactReturn(SOUTH, 'three-cang'), 90n, 100n); // 1/1,000 × 900
  });

  it('counts digit sums exactly (670 of the 10,000 4D draws sum to 18)', () => {
    const fourD = digitSumCounts(4);
    expect(fourD.length).toBe(37);
    expect(fourD[18]).toBe(670n);
    expect(fourD.reduce((total, ways) => total + ways, 0n)).toBe(10_000n);
    expect(digitSumCounts(5).reduce((total, ways) => total + ways, 0n)).toBe(100_000n);
  });

  it('refuses a bet type the game does not offer', () => {
    expect(() => exactReturn(FIVE_D, 'lo')).toThrow(RangeError);
  });
});

/** Σ payout over every listed result for one selection, as a fraction of the stakes. */
function enumeratedReturn(
  game: LotteryGame,
  code: string,
  selection: string,
  results: Iterable<LotteryResult>,
) {
  let paid = 0n;
  let staked = 0n;
  for (const result of results) {
    paid += payoutMinor(game, code, selection, STAKE, result);
    staked += STAKE;
  }
  return { paid, staked };
}

/** Every one of the 10^digits equally likely 4D/5D draws. */
function* everyDigitsResult(digits: number): Generator<LotteryResult> {
  for (let value = 0; value < 10 ** digits; value++)
    yield { kind: 'digits', numbers: [...String(value).padStart(digits, '0')] };
}

describe('exact returns checked against the payout rules', () => {
  it('matches, for every selection, a walk over all 10,000 4D draws', () => {
    for (const code of ['digit-at-position', 'big-small', 'odd-even', 'last-two']) {
      const exact = exactReturn(FOUR_D, code);
      for (const selection of selectionsOf(FOUR_D, code)) {
        const { paid, staked } = enumeratedReturn(FOUR_D, code, selection, everyDigitsResult(4));
        expect(paid * exact.denominator, `${code} ${selection}`).toBe(exact.numerator * staked);
      }
    }
  });

  it('matches, for a spread of selections, a walk over every 4D draw for last three', () => {
    const exact = exactReturn(FOUR_D, 'last-three');
    for (let value = 0; value < 1000; value += 111) {
      const selection = String(value).padStart(3, '0');
      const { paid, staked } = enumeratedReturn(FOUR_D, 'last-three', selection, everyDigitsResult(4));
      expect(paid * exact.denominator, selection).toBe(exact.numerator * staked);
    }
  });

  it('matches a walk over all 100,000 5D draws for big / small and odd / even', () => {
    for (const code of ['big-small', 'odd-even']) {
      const exact = exactReturn(FIVE_D, code);
      for (const selection of selectionsOf(FIVE_D, code)) {
        const { paid, staked } = enumeratedReturn(FIVE_D, code, selection, everyDigitsResult(5));
        expect(paid * exact.denominator, `${code} ${selection}`).toBe(exact.numerator * staked);
      }
    }
  });

  it('matches a walk over every northern special prize for đề and 3 càng (only the special prize counts)', () => {
    const base: VietnamResult = {
      kind: 'vietnam',
      prizes: NORTH.prizes.map((tier) => ({
        prize: tier.prize,
        numbers: new Array(tier.count).fill('0'.repeat(tier.digits)),
      })),
    };
    function* everySpecialPrize(): Generator<LotteryResult> {
      for (let value = 0; value < 100_000; value++) {
        const special = { prize: 'special' as const, numbers: [String(value).padStart(5, '0')] };
        yield { kind: 'vietnam', prizes: [special, ...base.prizes.slice(1)] };
      }
    }
    for (const [code, selection] of [
      ['de', '07'],
      ['de', '00'],
      ['three-cang', '307'],
      ['three-cang', '000'],
    ] as const) {
      const exact = exactReturn(NORTH, code);
      const { paid, staked } = enumeratedReturn(NORTH, code, selection, everySpecialPrize());
      expect(paid * exact.denominator, `${code} ${selection}`).toBe(exact.numerator * staked);
    }
  });

  it('counts each drawn number once for lô, so a pick expects (numbers drawn) / 100 appearances', () => {
    for (const game of [NORTH, SOUTH]) {
      const slots = prizeNumberCount(game);
      const perHit = payoutMinor(game, 'lo', '07', STAKE, withEnding(game, -1));
      expect(perHit).toBe(0n);
      let total = 0n;
      for (let slot = 0; slot < slots; slot++)
        total += payoutMinor(game, 'lo', '07', STAKE, withEnding(game, slot));
      // Each slot ends in 07 with probability 1/100, so the return is Σ over slots of odds / 100.
      const exact = exactReturn(game, 'lo');
      expect(total * exact.denominator).toBe(exact.numerator * STAKE * 100n);
    }
  });
});

/** A result whose numbers all end in 99 except the number at `slot` (drawing order), ending in 07. */
function withEnding(game: VietnamGame, slot: number): LotteryResult {
  let index = 0;
  const prizes = game.prizes.map((tier) => ({
    prize: tier.prize,
    numbers: Array.from({ length: tier.count }, () =>
      (index++ === slot ? '07' : '99').padStart(tier.digits, '1'),
    ),
  }));
  return { kind: 'vietnam', prizes };
}

/**
 * Draw counts and books sized so that the standard error stays near 0.3 points: one ticket for the
 * two-way bets, and for the 1-in-100 and 1-in-1,000 bets a book over most selections, since a lone
 * ticket on a 970× bet would need tens of millions of draws to measure within a point.
 */
const SIMULATIONS: [gameCode: string, betTypeCode: string, draws: number, ticketsPerDraw: number][] = [
  ['SEA5D1', 'digit-at-position', 10_000, 25],
  ['SEA5D1', 'big-small', 80_000, 1],
  ['SEA5D1', 'odd-even', 80_000, 1],
  ['SEA5D1', 'last-two', 15_000, 90],
  ['SEA5D1', 'last-three', 5_000, 950],
  ['TH4D5', 'digit-at-position', 10_000, 20],
  ['TH4D5', 'big-small', 80_000, 1],
  ['TH4D5', 'odd-even', 80_000, 1],
  ['TH4D5', 'last-two', 15_000, 90],
  ['TH4D5', 'last-three', 5_000, 950],
  ['VNNORTH5', 'lo', 4_000, 50],
  ['VNNORTH5', 'de', 10_000, 90],
  ['VNNORTH5', 'three-cang', 5_000, 950],
  ['VNSOUTH2', 'lo', 4_000, 50],
  ['VNSOUTH2', 'de', 10_000, 90],
  ['VNSOUTH2', 'three-cang', 5_000, 950],
  ['VNCENTRAL3', 'lo', 4_000, 50],
];

describe('simulated returns over provably fair draws', () => {
  it.each(SIMULATIONS)(
    '%s %s lands within one point of the exact return',
    (gameCode, code, draws, tickets) => {
      const game = gameOf(gameCode);
      const simulated = simulateReturn(game, code, {
        draws,
        ticketsPerDraw: tickets,
        serverSeed: 'house-lottery-return-test',
      });
      // The tolerance is at least 2.5 standard errors, so passing is not luck of the seed.
      expect(simulated.standardError).toBeLessThan(0.004);
      expect(Math.abs(simulated.value - exactReturn(game, code).value)).toBeLessThan(0.01);
    },
  );

  it('refuses a book larger than the bet type has selections', () => {
    expect(() =>
      simulateReturn(FIVE_D, 'big-small', { draws: 1, ticketsPerDraw: 3, serverSeed: 's' }),
    ).toThrow(RangeError);
  });
});
