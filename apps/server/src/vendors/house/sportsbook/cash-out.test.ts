// Proves the cash-out offer by hand: the payout itself once every leg is decided (stake × odds for a won single), 0 once a leg has lost, stake × odds × chance less the cash-out margin while open (quarter lines and parlays with settled, void and open legs included), rising with the chance of winning, read from a real timeline before, during and after play, and the refusals.
import { describe, expect, it } from 'vitest';
import { cashOutLegAt, cashOutValue, expectedLegFactor, type CashOutLeg, type PlacedLeg } from './cash-out';
import { distributionAt } from './odds';
import {
  outcomeProbabilities,
  payoutOf,
  settleSelection,
  type OutcomeProbabilities,
  type SettledLeg,
} from './settlement';
import { simulateFixture } from './simulate';
import { fixtureBetween, TEST_KICK_OFF_AT } from './sportsbook.test-helpers';
import { stateAt } from './state';

const chances = (values: Partial<OutcomeProbabilities>): OutcomeProbabilities => ({
  WIN: 0,
  HALF_WIN: 0,
  PUSH: 0,
  HALF_LOSE: 0,
  LOSE: 0,
  ...values,
});
const open = (oddsHundredths: number, values: Partial<OutcomeProbabilities>): CashOutLeg => ({
  oddsHundredths,
  probabilities: chances(values),
});

describe('decided bets', () => {
  it('offers exactly stake × odds for a won single, and the exact payout of a decided parlay', () => {
    expect(cashOutValue(10_00n, [{ oddsHundredths: 195, outcome: 'WIN' }])).toBe(19_50n);
    // An open leg that can no longer fail (a total already passed) counts as decided.
    expect(cashOutValue(10_00n, [open(195, { WIN: 1 })])).toBe(19_50n);
    const decided: SettledLeg[] = [
      { oddsHundredths: 200, outcome: 'WIN' },
      { oddsHundredths: 180, outcome: 'HALF_WIN' },
      { oddsHundredths: 300, outcome: 'VOID' },
    ];
    expect(cashOutValue(10_00n, decided)).toBe(payoutOf(10_00n, decided));
    expect(cashOutValue(10_00n, decided)).toBe(28_00n);
  });

  it('offers 0 once any leg has lost, settled or certain', () => {
    expect(cashOutValue(10_00n, [{ oddsHundredths: 195, outcome: 'LOSE' }])).toBe(0n);
    expect(cashOutValue(10_00n, [open(300, { WIN: 0.9, LOSE: 0.1 }), open(195, { LOSE: 1 })])).toBe(0n);
  });
});

describe('open bets', () => {
  it('offers stake × odds × chance less the margin: 10.00 at 2.00 with a 60 % chance is 11.40', () => {
    expect(cashOutValue(10_00n, [open(200, { WIN: 0.6, LOSE: 0.4 })], 50_000)).toBe(11_40n);
    expect(cashOutValue(10_00n, [open(200, { WIN: 0.6, LOSE: 0.4 })], 0)).toBe(12_00n);
  });

  it('values a quarter line by its halves: 0.3 × 1.90 + 0.2 × 1.45 = 0.86, less 5 % is 8.17', () => {
    const leg = open(190, { WIN: 0.3, HALF_WIN: 0.2, LOSE: 0.5 });
    expect(expectedLegFactor(190, chances({ WIN: 0.3, HALF_WIN: 0.2, LOSE: 0.5 }))).toBeCloseTo(0.86, 15);
    expect(cashOutValue(10_00n, [leg], 50_000)).toBe(8_17n);
    // A push gives the stake back and a half loss half of it: 0.5 × 2 + 0.3 + 0.2 / 2 = 1.4.
    expect(cashOutValue(10_00n, [open(200, { WIN: 0.5, PUSH: 0.3, HALF_LOSE: 0.2 })], 0)).toBe(14_00n);
  });

  it('multiplies a parlay’s settled, void and open legs: 2.00 × 1.00 × (0.5 × 1.80) less 5 % is 17.10', () => {
    const legs: CashOutLeg[] = [
      { oddsHundredths: 200, outcome: 'WIN' },
      { oddsHundredths: 250, outcome: 'VOID' },
      open(180, { WIN: 0.5, LOSE: 0.5 }),
    ];
    expect(cashOutValue(10_00n, legs, 50_000)).toBe(17_10n);
  });

  it('rises with the chance of winning and never passes the payout', () => {
    let previous = -1n;
    for (let percent = 1; percent < 100; percent++) {
      const value = cashOutValue(10_00n, [open(250, { WIN: percent / 100, LOSE: 1 - percent / 100 })]);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThan(25_00n);
      previous = value;
    }
    expect(previous).toBeGreaterThan(cashOutValue(10_00n, [open(250, { WIN: 0.5, LOSE: 0.5 })]));
  });

  it('refuses a bad stake, leg count, odds, chances or margin', () => {
    const leg = open(200, { WIN: 0.5, LOSE: 0.5 });
    expect(() => cashOutValue(0n, [leg])).toThrow(/positive/);
    expect(() => cashOutValue(100n, [])).toThrow(/legs/);
    expect(() =>
      cashOutValue(
        100n,
        Array.from({ length: 21 }, () => leg),
      ),
    ).toThrow(/legs/);
    expect(() => cashOutValue(100n, [open(99, { WIN: 1 })])).toThrow(/odds must be/);
    expect(() => cashOutValue(100n, [open(200, { WIN: 0.5, LOSE: 0.4 })])).toThrow(/sum to 1/);
    expect(() => cashOutValue(100n, [open(200, { WIN: 1.5, LOSE: -0.5 })])).toThrow(/sum to 1/);
    expect(() => cashOutValue(100n, [leg], -1)).toThrow(/cashOutMarginPpm/);
    expect(() => cashOutValue(100n, [leg], 500_001)).toThrow(/cashOutMarginPpm/);
  });
});

describe('legs read from a timeline', () => {
  const fixture = fixtureBetween('FB-CROWN', 'KWR', 'HLT');
  const timeline = simulateFixture(fixture, 'cash-out');
  const placed: PlacedLeg = { kind: 'HANDICAP', selection: 'HOME', line: -0.75, oddsHundredths: 190 };

  it('takes an open leg’s chances from the model at that moment', () => {
    for (const now of [
      TEST_KICK_OFF_AT - 60_000,
      TEST_KICK_OFF_AT + 30 * 60_000,
      TEST_KICK_OFF_AT + 80 * 60_000,
    ]) {
      const state = stateAt(fixture, timeline, now);
      expect(cashOutLegAt(fixture, timeline, now, placed)).toEqual({
        oddsHundredths: 190,
        probabilities: outcomeProbabilities(distributionAt(fixture, state), 'HANDICAP', 'HOME', -0.75),
      });
    }
  });

  it('settles the leg from the result once the fixture has ended, and then offers the payout', () => {
    const leg = cashOutLegAt(fixture, timeline, timeline.endsAt, placed);
    const outcome = settleSelection('HANDICAP', 'HOME', -0.75, timeline.result);
    expect(leg).toEqual({ oddsHundredths: 190, outcome });
    expect(cashOutValue(10_00n, [leg])).toBe(payoutOf(10_00n, [{ oddsHundredths: 190, outcome }]));
  });
});
