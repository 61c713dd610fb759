// Proves the house's margin: flat stakes on every selection of the main markets of a whole site day, settled on 100,012 simulated matches, keep within 0.5 percentage points of the configured 5 % (on the stake at risk and on all stakes), agree with the exact expectation of the same bets, and the whole provably fair path (news, kick-off prices, timeline) agrees too; the tallies are checked by hand.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixturesFor } from './fixtures';
import { MARKET_KINDS } from './settlement';
import {
  addBet,
  holdOf,
  marginOf,
  simulateFullPath,
  simulateMainMarkets,
  type BookTally,
  type ExactTally,
  type MarginReport,
} from './returns';

const MARGIN_PPM = 50_000;
const CONFIGURED = MARGIN_PPM / 1_000_000;
const HALF_POINT = 0.005;
const FIXTURES = fixturesFor('2025-03-14');
// 44 fixtures a day × 2,273 matches each: 100,012 simulated fixtures.
const MATCHES_PER_FIXTURE = 2_273;

describe('tallies', () => {
  it('keeps pushes and half results out of the stake at risk', () => {
    const tally: BookTally = { bets: 0, stakedMinor: 0n, returnedMinor: 0n, refundedMinor: 0n };
    addBet(tally, 100n, 190, 'WIN'); // returns 190
    addBet(tally, 100n, 190, 'LOSE'); // returns 0
    addBet(tally, 100n, 190, 'PUSH'); // returns 100, all of it refunded
    addBet(tally, 100n, 190, 'HALF_LOSE'); // returns 50, refunded
    addBet(tally, 100n, 190, 'HALF_WIN'); // returns 145: 50 refunded, 95 won
    expect(tally).toEqual({ bets: 5, stakedMinor: 500n, returnedMinor: 485n, refundedMinor: 200n });
    expect(marginOf(tally)).toBeCloseTo(15 / 300, 15);
    expect(holdOf(tally)).toBeCloseTo(15 / 500, 15);
  });
});

describe('the margin on the main markets', () => {
  let measured: MarginReport<BookTally>;
  let exact: MarginReport<ExactTally>;
  beforeAll(() => {
    ({ measured, exact } = simulateMainMarkets(FIXTURES, {
      serverSeed: 'sportsbook-margin',
      matchesPerFixture: MATCHES_PER_FIXTURE,
      marginPpm: MARGIN_PPM,
    }));
  });

  it('settles flat stakes on every main selection of 100,012 matches', () => {
    expect(FIXTURES.length * MATCHES_PER_FIXTURE).toBe(100_012);
    // Football has 3 + 2 + 2 main selections, every other sport 2 + 2 + 2.
    const football = FIXTURES.filter((fixture) => fixture.sportCode === 'FOOTBALL').length;
    expect(measured.ALL.bets).toBe((football * 7 + (FIXTURES.length - football) * 6) * MATCHES_PER_FIXTURE);
    expect(exact.ALL.bets).toBe(measured.ALL.bets);
  });

  it('keeps the measured margin within 0.5 points of the configured 5 %, per market and overall', () => {
    for (const kind of [...MARKET_KINDS, 'ALL'] as const) {
      expect(Math.abs(marginOf(measured[kind]) - CONFIGURED)).toBeLessThan(HALF_POINT);
      // On all stakes too, pushes included: the main lines are near even money, so pushes are rare.
      expect(Math.abs(holdOf(measured[kind]) - CONFIGURED)).toBeLessThan(HALF_POINT);
    }
  });

  it('has an exact margin of m / (1 + m) plus what rounding the odds down adds, near the configured one', () => {
    for (const kind of [...MARKET_KINDS, 'ALL'] as const) {
      expect(marginOf(exact[kind])).toBeGreaterThanOrEqual(CONFIGURED / (1 + CONFIGURED) - 1e-12);
      expect(Math.abs(marginOf(exact[kind]) - CONFIGURED)).toBeLessThan(HALF_POINT);
    }
  });

  it('measures what the exact probabilities expect, within four standard errors', () => {
    // Standard errors of each measured margin at this many matches, estimated from 24 independent
    // runs: a book on every selection of a near-even line hardly varies, a longshot's win does.
    const standardErrors = {
      MATCH_RESULT: 0.0014,
      MATCH_WINNER: 0.0011,
      HANDICAP: 0.0006,
      TOTAL: 0.0002,
      ALL: 0.0004,
    };
    for (const kind of [...MARKET_KINDS, 'ALL'] as const)
      expect(Math.abs(marginOf(measured[kind]) - marginOf(exact[kind]))).toBeLessThan(
        4 * standardErrors[kind],
      );
  });
});

describe('the whole provably fair path', () => {
  it('prices each timeline a minute before kick-off from its own news and settles it on its result', () => {
    const measured = simulateFullPath(FIXTURES, {
      serverSeed: 'sportsbook-full-path',
      matchesPerFixture: 25,
      marginPpm: MARGIN_PPM,
    });
    expect(measured.ALL.bets).toBeGreaterThan(6_000);
    // 1,100 matches: one standard error of the whole book is about 0.36 points; allow four.
    expect(Math.abs(marginOf(measured.ALL) - CONFIGURED)).toBeLessThan(0.015);
  });
});
