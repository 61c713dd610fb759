// Proves every settlement case by hand (whole, half and quarter handicaps and totals: win, lose, push, half win, half lose; void; a draw in a two-way market), the exact payouts of singles and parlays with void, push, half-won and half-lost legs floored once, the chances of each outcome from a distribution, and every refusal.
import { describe, expect, it } from 'vitest';
import type { OutcomeDistribution } from './model';
import {
  isQuarterLine,
  outcomeProbabilities,
  payoutOf,
  settleSelection,
  type FixtureResult,
  type SettledLeg,
} from './settlement';

const score = (home: number, away: number): FixtureResult => ({
  status: 'COMPLETED',
  winner: home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW',
  home,
  away,
});
const CANCELLED: FixtureResult = { status: 'CANCELLED' };

describe('settling a handicap (the selection’s own line)', () => {
  // [line, home goals, away goals, how HOME settles]
  const cases = [
    [-0.5, 1, 0, 'WIN'],
    [-0.5, 1, 1, 'LOSE'],
    [0, 2, 1, 'WIN'],
    [0, 1, 1, 'PUSH'],
    [0, 0, 1, 'LOSE'],
    [-0.25, 1, 0, 'WIN'],
    [-0.25, 1, 1, 'HALF_LOSE'],
    [-0.25, 0, 1, 'LOSE'],
    [0.25, 1, 1, 'HALF_WIN'],
    [0.25, 0, 1, 'LOSE'],
    [-0.75, 2, 0, 'WIN'],
    [-0.75, 2, 1, 'HALF_WIN'],
    [-0.75, 1, 1, 'LOSE'],
    [0.75, 0, 1, 'HALF_LOSE'],
    [0.75, 0, 2, 'LOSE'],
    [0.75, 1, 1, 'WIN'],
    [-1, 3, 1, 'WIN'],
    [-1, 2, 1, 'PUSH'],
    [-1, 1, 1, 'LOSE'],
    [-1.25, 2, 1, 'HALF_LOSE'],
    [-1.75, 3, 1, 'HALF_WIN'],
    [-1.75, 4, 1, 'WIN'],
    [1.5, 0, 1, 'WIN'],
    [1.5, 0, 2, 'LOSE'],
  ] as const;

  it.each(cases)('HOME %s at %i–%i settles %s', (line, home, away, expected) => {
    expect(settleSelection('HANDICAP', 'HOME', line, score(home, away))).toBe(expected);
  });

  it('settles AWAY as the mirror of HOME: the opponent of HOME −0.75 is AWAY +0.75', () => {
    const mirror = {
      WIN: 'LOSE',
      LOSE: 'WIN',
      PUSH: 'PUSH',
      HALF_WIN: 'HALF_LOSE',
      HALF_LOSE: 'HALF_WIN',
    } as const;
    for (const [line, home, away, expected] of cases)
      expect(settleSelection('HANDICAP', 'AWAY', -line + 0, score(home, away))).toBe(mirror[expected]);
    expect(settleSelection('HANDICAP', 'AWAY', 0.75, score(2, 1))).toBe('HALF_LOSE');
  });
});

describe('settling a total', () => {
  const cases = [
    [2.5, 2, 1, 'WIN', 'LOSE'],
    [2.5, 1, 1, 'LOSE', 'WIN'],
    [2, 1, 1, 'PUSH', 'PUSH'],
    [2, 2, 1, 'WIN', 'LOSE'],
    [2.25, 1, 1, 'HALF_LOSE', 'HALF_WIN'],
    [2.25, 2, 1, 'WIN', 'LOSE'],
    [2.75, 2, 1, 'HALF_WIN', 'HALF_LOSE'],
    [2.75, 1, 1, 'LOSE', 'WIN'],
    [2.75, 3, 1, 'WIN', 'LOSE'],
    [0.5, 0, 0, 'LOSE', 'WIN'],
    [164.5, 85, 80, 'WIN', 'LOSE'],
  ] as const;

  it.each(cases)('line %s at %i–%i: OVER %s, UNDER %s', (line, home, away, over, under) => {
    expect(settleSelection('TOTAL', 'OVER', line, score(home, away))).toBe(over);
    expect(settleSelection('TOTAL', 'UNDER', line, score(home, away))).toBe(under);
  });
});

describe('settling the result markets and a cancelled fixture', () => {
  it('pays 1X2 on the final result', () => {
    expect(settleSelection('MATCH_RESULT', 'HOME', null, score(2, 1))).toBe('WIN');
    expect(settleSelection('MATCH_RESULT', 'DRAW', null, score(2, 1))).toBe('LOSE');
    expect(settleSelection('MATCH_RESULT', 'DRAW', null, score(1, 1))).toBe('WIN');
    expect(settleSelection('MATCH_RESULT', 'AWAY', null, score(0, 3))).toBe('WIN');
  });

  it('settles the winner by the result’s winner, not by the count (tennis: sets decide, games count)', () => {
    // The first-named player won more games (6–7, 6–0, 3–6: 15 to 13) but lost the match in sets.
    const tennis: FixtureResult = { status: 'COMPLETED', winner: 'AWAY', home: 15, away: 13 };
    expect(settleSelection('MATCH_WINNER', 'HOME', null, tennis)).toBe('LOSE');
    expect(settleSelection('MATCH_WINNER', 'AWAY', null, tennis)).toBe('WIN');
    expect(settleSelection('HANDICAP', 'HOME', -1.5, tennis)).toBe('WIN');
    expect(settleSelection('TOTAL', 'OVER', 27.5, tennis)).toBe('WIN');
  });

  it('pushes a two-way winner market on a draw, and voids everything on a cancelled fixture', () => {
    expect(settleSelection('MATCH_WINNER', 'HOME', null, score(1, 1))).toBe('PUSH');
    expect(settleSelection('MATCH_RESULT', 'DRAW', null, CANCELLED)).toBe('VOID');
    expect(settleSelection('HANDICAP', 'HOME', -0.75, CANCELLED)).toBe('VOID');
    expect(settleSelection('TOTAL', 'UNDER', 2.5, CANCELLED)).toBe('VOID');
  });

  it('refuses selections that do not fit their market', () => {
    expect(() => settleSelection('MATCH_WINNER', 'DRAW', null, score(1, 1))).toThrow(/no selection DRAW/);
    expect(() => settleSelection('TOTAL', 'HOME', 2.5, score(1, 1))).toThrow(/no selection HOME/);
    expect(() => settleSelection('MATCH_RESULT', 'HOME', 0.5, score(1, 1))).toThrow(/takes no line/);
    expect(() => settleSelection('HANDICAP', 'HOME', null, score(1, 1))).toThrow(/line in quarters/);
    expect(() => settleSelection('HANDICAP', 'HOME', 0.3, score(1, 1))).toThrow(/line in quarters/);
    expect(() => settleSelection('TOTAL', 'OVER', -1.5, score(1, 1))).toThrow(/positive/);
    expect(() => settleSelection('TOTAL', 'OVER', 2.5, score(1.5, 1))).toThrow(/whole units/);
    expect(() => settleSelection('TOTAL', 'OVER', 2.5, score(-1, 1))).toThrow(/whole units/);
  });

  it('tells quarter lines from whole and half lines, negative ones included', () => {
    expect([-1.75, -0.25, 0.25, 2.75].map(isQuarterLine)).toEqual([true, true, true, true]);
    expect([-1, -0.5, 0, 2.5, 3].map(isQuarterLine)).toEqual([false, false, false, false, false]);
  });
});

describe('payouts', () => {
  const leg = (oddsHundredths: number, outcome: SettledLeg['outcome']): SettledLeg => ({
    oddsHundredths,
    outcome,
  });

  it('pays a single: win odds × stake, half win (1 + odds) / 2, push and void the stake, half lose half', () => {
    expect(payoutOf(10_00n, [leg(195, 'WIN')])).toBe(19_50n);
    expect(payoutOf(10_00n, [leg(195, 'HALF_WIN')])).toBe(14_75n);
    expect(payoutOf(10_00n, [leg(195, 'PUSH')])).toBe(10_00n);
    expect(payoutOf(10_00n, [leg(195, 'VOID')])).toBe(10_00n);
    expect(payoutOf(10_00n, [leg(195, 'HALF_LOSE')])).toBe(5_00n);
    expect(payoutOf(10_00n, [leg(195, 'LOSE')])).toBe(0n);
  });

  it('floors to the cent: 3.33 at a half win of 1.95 returns 4.91 (4.91175)', () => {
    expect(payoutOf(3_33n, [leg(195, 'HALF_WIN')])).toBe(4_91n);
    expect(payoutOf(1n, [leg(199, 'WIN')])).toBe(1n);
    expect(payoutOf(3n, [leg(150, 'HALF_LOSE')])).toBe(1n);
  });

  it('counts a void leg of a parlay as 1.00: 2.00 × void 3.50 × 1.50 returns 3 × the stake', () => {
    expect(payoutOf(10_00n, [leg(200, 'WIN'), leg(350, 'VOID'), leg(150, 'WIN')])).toBe(30_00n);
    expect(payoutOf(10_00n, [leg(200, 'WIN'), leg(350, 'PUSH'), leg(150, 'WIN')])).toBe(30_00n);
  });

  it('counts a half-won leg as (1 + odds) / 2 and a half-lost leg as 0.5', () => {
    // 1.90 × (1 + 1.80) / 2 × 2.10 = 1.90 × 1.40 × 2.10 = 5.586
    expect(payoutOf(10_00n, [leg(190, 'WIN'), leg(180, 'HALF_WIN'), leg(210, 'WIN')])).toBe(55_86n);
    expect(payoutOf(10_00n, [leg(200, 'WIN'), leg(190, 'HALF_LOSE')])).toBe(10_00n);
    // A half win at odd hundredths: (1 + 1.95) / 2 = 1.475, × 2.00 = 2.95.
    expect(payoutOf(10_00n, [leg(195, 'HALF_WIN'), leg(200, 'WIN')])).toBe(29_50n);
  });

  it('loses a parlay with any lost leg, and a parlay of voids returns the stake', () => {
    expect(payoutOf(10_00n, [leg(200, 'WIN'), leg(150, 'LOSE'), leg(300, 'VOID')])).toBe(0n);
    expect(payoutOf(10_00n, [leg(200, 'VOID'), leg(150, 'VOID')])).toBe(10_00n);
  });

  it('floors once for the whole parlay, not leg by leg', () => {
    // 0.10 × 1.95 × 1.95 = 0.38025 → 0.38; flooring after each leg would give 0.19 × 1.95 = 0.37.
    expect(payoutOf(10n, [leg(195, 'WIN'), leg(195, 'WIN')])).toBe(38n);
  });

  it('refuses a stake that is not positive, no legs, too many legs, and odds out of range', () => {
    expect(() => payoutOf(0n, [leg(200, 'WIN')])).toThrow(/positive/);
    expect(() => payoutOf(-1n, [leg(200, 'WIN')])).toThrow(/positive/);
    expect(() => payoutOf(100n, [])).toThrow(/1 to 20 legs/);
    expect(() =>
      payoutOf(
        100n,
        Array.from({ length: 21 }, () => leg(150, 'WIN')),
      ),
    ).toThrow(/1 to 20 legs/);
    expect(() => payoutOf(100n, [leg(100, 'WIN')])).toThrow(/odds must be/);
    expect(() => payoutOf(100n, [leg(150.5, 'WIN')])).toThrow(/odds must be/);
    expect(() => payoutOf(100n, [leg(100_001, 'WIN')])).toThrow(/odds must be/);
  });
});

describe('the chances of each outcome from a distribution', () => {
  // Margins −1, 0, 1, 2 with chances 0.2, 0.3, 0.3, 0.2; totals 1, 2, 3 with 0.25, 0.5, 0.25.
  const distribution: OutcomeDistribution = {
    winner: { HOME: 0.5, DRAW: 0.3, AWAY: 0.2 },
    margin: [
      { value: -1, probability: 0.2 },
      { value: 0, probability: 0.3 },
      { value: 1, probability: 0.3 },
      { value: 2, probability: 0.2 },
    ],
    total: [
      { value: 1, probability: 0.25 },
      { value: 2, probability: 0.5 },
      { value: 3, probability: 0.25 },
    ],
  };

  it('splits a quarter handicap into its half outcomes', () => {
    expect(outcomeProbabilities(distribution, 'HANDICAP', 'HOME', -0.75)).toEqual({
      WIN: 0.2,
      HALF_WIN: 0.3,
      PUSH: 0,
      HALF_LOSE: 0,
      LOSE: 0.5,
    });
    // AWAY +0.25 wins outright on −1, half wins on a level score, loses on 1 or 2.
    const away = outcomeProbabilities(distribution, 'HANDICAP', 'AWAY', 0.25);
    expect(away).toEqual({ WIN: 0.2, HALF_WIN: 0.3, PUSH: 0, HALF_LOSE: 0, LOSE: 0.5 });
  });

  it('finds pushes on whole lines and reads the result markets from the winner', () => {
    expect(outcomeProbabilities(distribution, 'TOTAL', 'OVER', 2)).toEqual({
      WIN: 0.25,
      HALF_WIN: 0,
      PUSH: 0.5,
      HALF_LOSE: 0,
      LOSE: 0.25,
    });
    expect(outcomeProbabilities(distribution, 'MATCH_RESULT', 'DRAW', null)).toMatchObject({
      WIN: 0.3,
      LOSE: 0.7,
    });
    expect(outcomeProbabilities(distribution, 'MATCH_WINNER', 'AWAY', null)).toMatchObject({
      WIN: 0.2,
      PUSH: 0.3,
      LOSE: 0.5,
    });
  });
});
