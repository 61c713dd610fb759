// Proves the exact return of every spot: on one card by hand (Ô Tía 92 against Tía Chiến 58: meron 30537/31250, wala 727/750, draw 18/25), on every card within the commission's bound, and over each arena's pairing cycle (Saigon: meron 2.3068 %, wala 2.7407 %, draw 28 % edge); and that 200,000 provably fair fights land within sampling error of them.
import { describe, expect, it } from 'vitest';
import { COCKFIGHT_ARENAS, findCockfightArena } from './arenas';
import { BET_SPOTS, fightPrices } from './bets';
import { fightCard, outcomeWeights, pairingCycle } from './fight';
import {
  cardReturnRange,
  exactArenaReturns,
  exactCardReturns,
  fraction,
  simulateReturns,
} from './house-edge';

const saigon = findCockfightArena('CF01')!;
const mekong = findCockfightArena('CF02')!;
const edgePercent = (returned: number) => (1 - returned) * 100;

describe('exact house edge', () => {
  it('computes one card by hand: 92 against 58 at a 5 % commission and an 8 % draw chance', () => {
    const card = fightCard(saigon, 26);
    expect(card).toMatchObject({ meron: { rating: 92 }, wala: { rating: 58 } });
    const returns = exactCardReturns(saigon, card);
    // Meron: 0.564267 × 1.59 + 0.08 × 1 = 146,577,600 / 150,000,000.
    expect(returns.meron).toMatchObject({ numerator: 30_537n, denominator: 31_250n });
    // Wala: 0.355733 × 2.50 + 0.08 = 145,400,000 / 150,000,000.
    expect(returns.wala).toMatchObject({ numerator: 727n, denominator: 750n });
    // Draw: 0.08 × 9.
    expect(returns.draw).toMatchObject({ numerator: 18n, denominator: 25n });
    expect(edgePercent(returns.meron.value)).toBeCloseTo(2.2816, 4);
    expect(edgePercent(returns.wala.value)).toBeCloseTo(3.0667, 4);
    expect(edgePercent(returns.draw.value)).toBeCloseTo(28, 10);
  });

  it('keeps on every card the commission times the other side’s chance, plus at most the price’s floor', () => {
    for (const arena of COCKFIGHT_ARENAS) {
      const commission = arena.commissionBasisPoints / 10_000;
      for (let fightNumber = 0; fightNumber < pairingCycle(arena); fightNumber += 1) {
        const card = fightCard(arena, fightNumber);
        const weights = outcomeWeights(arena, card);
        const chance = { meron: weights.meron / weights.total, wala: weights.wala / weights.total };
        const returns = exactCardReturns(arena, card);
        for (const [side, other] of [
          ['meron', 'wala'],
          ['wala', 'meron'],
        ] as const) {
          // The unfloored price would return exactly 1 − commission × chance(other side).
          const unfloored = 1 - commission * chance[other];
          expect(returns[side].value).toBeLessThanOrEqual(unfloored + 1e-12);
          expect(returns[side].value).toBeGreaterThan(unfloored - 0.01 * chance[side]);
        }
        expect(returns.draw.value).toBe(0.72);
      }
    }
  });

  it('averages each arena’s cycle of cards: the published edges', () => {
    const saigonReturns = exactArenaReturns(saigon);
    expect(edgePercent(saigonReturns.meron.value)).toBeCloseTo(2.3068, 4);
    expect(edgePercent(saigonReturns.wala.value)).toBeCloseTo(2.7407, 4);
    expect(saigonReturns.draw).toMatchObject({ numerator: 18n, denominator: 25n });
    const mekongReturns = exactArenaReturns(mekong);
    expect(edgePercent(mekongReturns.meron.value)).toBeCloseTo(2.254, 4);
    expect(edgePercent(mekongReturns.wala.value)).toBeCloseTo(2.7055, 4);
    const range = cardReturnRange(saigon);
    expect(edgePercent(range.meron.highest)).toBeCloseTo(1.8911, 4);
    expect(edgePercent(range.meron.lowest)).toBeCloseTo(2.618, 4);
    expect(edgePercent(range.wala.highest)).toBeCloseTo(2.4721, 4);
    expect(edgePercent(range.wala.lowest)).toBeCloseTo(3.0667, 4);
  });

  it('reduces fractions to lowest terms and refuses a denominator that is not positive', () => {
    expect(fraction(146_577_600n, 150_000_000n)).toMatchObject({ numerator: 30_537n, denominator: 31_250n });
    expect(fraction(0n, 7n)).toMatchObject({ numerator: 0n, denominator: 1n, value: 0 });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });
});

describe('simulated provably fair fights', () => {
  it('measures every spot within sampling error of its exact return over 200,000 fights', () => {
    const fights = 200_000;
    const exact = exactArenaReturns(saigon);
    // Four standard errors of the mean return, from each spot's exact second moment over the cycle.
    const cycle = pairingCycle(saigon);
    const secondMoment = { meron: 0, wala: 0, draw: 0 };
    for (let fightNumber = 0; fightNumber < cycle; fightNumber += 1) {
      const card = fightCard(saigon, fightNumber);
      const weights = outcomeWeights(saigon, card);
      const prices = fightPrices(saigon, card);
      const drawChance = weights.draw / weights.total;
      secondMoment.meron +=
        ((weights.meron / weights.total) * (prices.meron / 100) ** 2 + drawChance) / cycle;
      secondMoment.wala += ((weights.wala / weights.total) * (prices.wala / 100) ** 2 + drawChance) / cycle;
      secondMoment.draw += (drawChance * 81) / cycle;
    }
    const measured = simulateReturns(saigon, 'cockfight simulation seed', fights);
    for (const spot of BET_SPOTS) {
      const deviation = Math.sqrt(secondMoment[spot] - exact[spot].value ** 2);
      const bound = 4 * (deviation / Math.sqrt(fights));
      expect(Math.abs(measured[spot] - exact[spot].value), spot).toBeLessThan(bound);
    }
    // Meron and wala within 1 point, as the README states.
    expect(Math.abs(measured.meron - exact.meron.value)).toBeLessThan(0.01);
    expect(Math.abs(measured.wala - exact.wala.value)).toBeLessThan(0.01);
  });
});
