// Proves the pricing: hand-computed odds rounded down with the proportional margin and their limits, fair probabilities of lines with pushes and halves, every market of a day's fixtures summing to 1 with an overround of 1 + margin within rounding, main lines nearest even money with their neighbours on the sport's grid, handicap symmetries, and prices that move with pre-match news and with the score in play.
import { describe, expect, it } from 'vitest';
import { fixturesFor } from './fixtures';
import { outcomeDistribution, startProgress, strengthOf } from './model';
import {
  ALTERNATE_LINES,
  distributionAt,
  fairProbability,
  lineMarkets,
  marketsFor,
  offeredOdds,
  overround,
  priceMarket,
  type Market,
  type OfferedSelection,
} from './odds';
import { ODDS_MIN_HUNDREDTHS, outcomeProbabilities } from './settlement';
import { simulateFixture } from './simulate';
import { fixtureBetween, TEST_KICK_OFF_AT, withRatings } from './sportsbook.test-helpers';
import { stateAt, type FixtureState } from './state';
import { sportOf } from './teams';

const MARGIN_PPM = 50_000;
const PRE_MATCH: FixtureState = { phase: 'PRE_MATCH', msToKickOff: 60_000, shift: { home: 0, away: 0 } };
const fairSum = (market: Market) =>
  market.selections.reduce((sum, selection) => sum + selection.fairProbability, 0);
const first = (market: Market) => market.selections[0] as OfferedSelection;

/** Σ 1/odds can exceed 1 + margin only by what rounding each odds down by < 0.01 added. */
function expectOverround(market: Market, marginPpm: number): void {
  const target = 1 + marginPpm / 1_000_000;
  const roundingMax = market.selections.reduce(
    (sum, selection) => sum + 100 / selection.oddsHundredths - 100 / (selection.oddsHundredths + 1),
    0,
  );
  expect(overround(market)).toBeGreaterThanOrEqual(target - 1e-12);
  expect(overround(market)).toBeLessThanOrEqual(target + roundingMax + 1e-12);
}

describe('odds from a probability', () => {
  it('offers 100 / (p × 1.05) hundredths, rounded down', () => {
    expect(offeredOdds(0.5, MARGIN_PPM)).toBe(190); // 1.9047…
    expect(offeredOdds(0.25, MARGIN_PPM)).toBe(380); // 3.8095…
    expect(offeredOdds(0.001, MARGIN_PPM)).toBe(95_238); // 952.38…
    // Without a margin the exact values stand: 2.00 and 3.00, not 1.99 and 2.99.
    expect(offeredOdds(0.5, 0)).toBe(200);
    expect(offeredOdds(1 / 3, 0)).toBe(300);
  });

  it('offers nothing under 1.01 or over 1000.00, or for a probability of 0', () => {
    expect(offeredOdds(0.95, MARGIN_PPM)).toBeNull(); // 1.0025…
    expect(offeredOdds(0.94, MARGIN_PPM)).toBe(101); // 1.0131…
    expect(offeredOdds(0.0005, MARGIN_PPM)).toBeNull(); // 1904.76…
    expect(offeredOdds(0, MARGIN_PPM)).toBeNull();
  });

  it('refuses a margin that is negative, fractional or above 25 %', () => {
    expect(() => offeredOdds(0.5, -1)).toThrow(/marginPpm/);
    expect(() => offeredOdds(0.5, 0.5)).toThrow(/marginPpm/);
    expect(() => offeredOdds(0.5, 250_001)).toThrow(/marginPpm/);
  });

  it('prices a line on its stake at risk: A / (A + B) with halves counted half', () => {
    expect(fairProbability({ WIN: 0.4, HALF_WIN: 0, PUSH: 0.2, HALF_LOSE: 0, LOSE: 0.4 })).toBe(0.5);
    // A = 0.3 + 0.2 / 2 = 0.4, B = 0.5: 0.4 / 0.9.
    expect(fairProbability({ WIN: 0.3, HALF_WIN: 0.2, PUSH: 0, HALF_LOSE: 0, LOSE: 0.5 })).toBeCloseTo(
      4 / 9,
      15,
    );
    expect(fairProbability({ WIN: 0, HALF_WIN: 0, PUSH: 1, HALF_LOSE: 0, LOSE: 0 })).toBeNull();
  });
});

describe('a football match priced by hand', () => {
  const distribution = outcomeDistribution(
    sportOf('FOOTBALL'),
    { model: 'GOALS', homeMean: 1.5, awayMean: 1.2 },
    startProgress(sportOf('FOOTBALL')),
  );

  it('gives draw-no-bet (handicap 0) the fair chances of the decided matches', () => {
    const market = priceMarket(distribution, 'HANDICAP', 0, MARGIN_PPM);
    const { HOME, AWAY } = distribution.winner;
    expect(market?.selections.map((selection) => selection.fairProbability)).toEqual([
      expect.closeTo(HOME / (HOME + AWAY), 14),
      expect.closeTo(AWAY / (HOME + AWAY), 14),
    ]);
    expect(market?.selections.map((selection) => selection.line)).toEqual([0, 0]);
    expect(market?.marketId).toBe('HANDICAP:0');
  });

  it('makes the two sides of a quarter line sum to 1 and gives the away side the opposite line', () => {
    const market = priceMarket(distribution, 'HANDICAP', -0.75, MARGIN_PPM);
    if (market === null) throw new Error('the market should be offered');
    expect(fairSum(market)).toBeCloseTo(1, 14);
    expect(market.selections.map((selection) => [selection.selection, selection.line])).toEqual([
      ['HOME', -0.75],
      ['AWAY', 0.75],
    ]);
    const home = outcomeProbabilities(distribution, 'HANDICAP', 'HOME', -0.75);
    expect(first(market).fairProbability).toBeCloseTo(
      (home.WIN + home.HALF_WIN / 2) / (home.WIN + home.HALF_WIN / 2 + home.LOSE + home.HALF_LOSE / 2),
      14,
    );
    expectOverround(market, MARGIN_PPM);
  });

  it('gives 1X2 the exact winner chances and an overround of 1.05 before rounding', () => {
    const market = priceMarket(distribution, 'MATCH_RESULT', null, MARGIN_PPM);
    if (market === null) throw new Error('the market should be offered');
    expect(market.selections.map((selection) => selection.fairProbability)).toEqual([
      expect.closeTo(distribution.winner.HOME, 14),
      expect.closeTo(distribution.winner.DRAW, 14),
      expect.closeTo(distribution.winner.AWAY, 14),
    ]);
    market.selections.forEach((selection) =>
      expect(selection.oddsHundredths).toBe(Math.floor(100 / (selection.fairProbability * 1.05))),
    );
    expectOverround(market, MARGIN_PPM);
  });

  it('leaves out a market any of whose selections cannot be offered', () => {
    // Under 7.5 goals is 99.5 % likely when 2.7 are expected: under 1.01 with the margin.
    expect(priceMarket(distribution, 'TOTAL', 7.5, MARGIN_PPM)).toBeNull();
    expect(priceMarket(distribution, 'TOTAL', 2.5, MARGIN_PPM)).not.toBeNull();
    expect(priceMarket(distribution, 'HANDICAP', -6, MARGIN_PPM)).toBeNull();
  });
});

describe('every market of a site day', () => {
  const fixtures = fixturesFor('2025-03-14');
  const priced = fixtures.map((fixture) => ({
    fixture,
    markets: marketsFor(fixture, PRE_MATCH, MARGIN_PPM),
  }));

  it('sums each market’s fair probabilities to 1, with an overround of 1 + margin within rounding', () => {
    for (const { markets } of priced)
      for (const market of markets) {
        expect(fairSum(market)).toBeCloseTo(1, 12);
        expectOverround(market, MARGIN_PPM);
        for (const selection of market.selections)
          expect(selection.oddsHundredths).toBeGreaterThanOrEqual(ODDS_MIN_HUNDREDTHS);
      }
  });

  it('offers the result market and one main handicap and total on the sport’s grid', () => {
    for (const { fixture, markets } of priced) {
      const sport = sportOf(fixture.sportCode);
      const resultKind = sport.play.model === 'GOALS' ? 'MATCH_RESULT' : 'MATCH_WINNER';
      expect(markets[0]?.kind).toBe(resultKind);
      for (const kind of ['HANDICAP', 'TOTAL'] as const) {
        const lines = markets.filter((market) => market.kind === kind);
        const grid = kind === 'HANDICAP' ? sport.handicapLines : sport.totalLines;
        expect(lines.filter((market) => market.main)).toHaveLength(1);
        expect(lines.length).toBeLessThanOrEqual(2 * ALTERNATE_LINES + 1);
        for (const market of lines)
          expect(Number.isInteger(((market.line ?? NaN) - grid.offset) / grid.step)).toBe(true);
        const sorted = lines.map((market) => market.line ?? NaN);
        expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      }
    }
  });

  it('chooses as main the line nearest even money among every line of the grid', () => {
    for (const { fixture } of priced) {
      const sport = sportOf(fixture.sportCode);
      const distribution = distributionAt(fixture, PRE_MATCH);
      for (const kind of ['HANDICAP', 'TOTAL'] as const) {
        const grid = kind === 'HANDICAP' ? sport.handicapLines : sport.totalLines;
        const main = lineMarkets(distribution, kind, grid, MARGIN_PPM).find((market) => market.main);
        if (main === undefined) continue;
        const distance = Math.abs(first(main).fairProbability - 0.5);
        // Every grid line from −60 to 300, priced directly.
        for (
          let step = Math.ceil((-60 - grid.offset) / grid.step);
          grid.offset + step * grid.step <= 300;
          step++
        ) {
          const line = grid.offset + step * grid.step;
          if (kind === 'TOTAL' && line <= 0) continue;
          const other = priceMarket(distribution, kind, line, MARGIN_PPM);
          if (other !== null)
            expect(Math.abs(first(other).fairProbability - 0.5)).toBeGreaterThanOrEqual(distance);
        }
      }
    }
  });
});

describe('symmetries', () => {
  it('prices a tennis match from either player’s side alike: HOME at a line is AWAY at it reversed', () => {
    const forward = fixtureBetween('TN-MEN', 'KTA', 'ORB');
    const reverse = fixtureBetween('TN-MEN', 'ORB', 'KTA');
    const forwardMarkets = marketsFor(forward, PRE_MATCH, MARGIN_PPM);
    const reverseDistribution = distributionAt(reverse, PRE_MATCH);
    for (const market of forwardMarkets.filter((candidate) => candidate.kind === 'HANDICAP')) {
      const mirrored = priceMarket(reverseDistribution, 'HANDICAP', -(market.line ?? 0), MARGIN_PPM);
      expect(mirrored?.selections[1]?.fairProbability).toBeCloseTo(first(market).fairProbability, 12);
      expect(mirrored?.selections[1]?.oddsHundredths).toBe(first(market).oddsHundredths);
    }
    const winner = (markets: Market[]) => markets.find((market) => market.kind === 'MATCH_WINNER');
    const reverseMarkets = marketsFor(reverse, PRE_MATCH, MARGIN_PPM);
    expect(winner(reverseMarkets)?.selections[0]?.oddsHundredths).toBe(
      winner(forwardMarkets)?.selections[1]?.oddsHundredths,
    );
  });

  it('gives evenly matched sides a main handicap of 0 (football) and equal prices on both sides', () => {
    // 1600 + 60 at home against 1660: no gap at all.
    const even = withRatings(fixtureBetween('FB-CROWN', 'NBU', 'LCF'), 1600, 1660);
    const markets = marketsFor(even, PRE_MATCH, MARGIN_PPM);
    const main = markets.find((market) => market.kind === 'HANDICAP' && market.main);
    expect(main?.line).toBe(0);
    expect(main?.selections[0]?.oddsHundredths).toBe(main?.selections[1]?.oddsHundredths);
    const quarter = markets.find((market) => market.marketId === 'HANDICAP:-0.25');
    const otherQuarter = markets.find((market) => market.marketId === 'HANDICAP:0.25');
    expect(quarter?.selections[0]?.oddsHundredths).toBe(otherQuarter?.selections[1]?.oddsHundredths);
  });
});

describe('prices that move', () => {
  it('move before kick-off with the news', () => {
    const fixture = fixtureBetween('FB-MONSOON', 'SEP', 'MNS');
    const gap = (seed: string) =>
      simulateFixture(fixture, seed).news.reduce((sum, item) => sum + item.homeShift - item.awayShift, 0);
    // The first of fixed seeds whose news moves the rating gap by 15 points or more.
    const seed = Array.from({ length: 100 }, (_, index) => `moving-news-${index}`).find(
      (candidate) => Math.abs(gap(candidate)) >= 15,
    );
    if (seed === undefined) throw new Error('no seed with news found');
    const timeline = simulateFixture(fixture, seed);
    const homeOdds = (now: number) =>
      first(marketsFor(fixture, stateAt(fixture, timeline, now), MARGIN_PPM)[0] as Market).oddsHundredths;
    const early = homeOdds(TEST_KICK_OFF_AT - 30 * 3_600_000);
    const late = homeOdds(TEST_KICK_OFF_AT - 60_000);
    if (gap(seed) > 0) expect(late).toBeLessThan(early);
    else expect(late).toBeGreaterThan(early);
    expect(homeOdds(TEST_KICK_OFF_AT - 25 * 3_600_000)).toBe(early);
  });

  it('move in play: a goal shortens the scorer, time running down shortens the leader', () => {
    const fixture = fixtureBetween('FB-LOTUS', 'DNW', 'HUR');
    const at = (home: number, away: number, secondsLeft: number): FixtureState => ({
      phase: 'IN_PLAY',
      shift: { home: 0, away: 0 },
      periodIndex: 0,
      onBreak: false,
      clockSeconds: 5400 - secondsLeft,
      score: { home, away },
      periods: [],
      progress: { model: 'GOALS', home, away, secondsLeft, overtime: 0 },
    });
    const homeOdds = (state: FixtureState) =>
      first(marketsFor(fixture, state, MARGIN_PPM)[0] as Market).oddsHundredths;
    expect(homeOdds(at(1, 0, 3600))).toBeLessThan(homeOdds(at(0, 0, 3600)));
    expect(homeOdds(at(1, 0, 600))).toBeLessThan(homeOdds(at(1, 0, 3600)));
    const total = (state: FixtureState) =>
      marketsFor(fixture, state, MARGIN_PPM).find((m) => m.kind === 'TOTAL' && m.main);
    expect(total(at(2, 1, 1800))?.line).toBeGreaterThan(3);
    expect(
      marketsFor(fixture, {
        phase: 'ENDED',
        shift: { home: 0, away: 0 },
        result: { status: 'CANCELLED' },
        periods: [],
      }),
    ).toEqual([]);
  });
});

describe('the kick-off state and the model agree', () => {
  it('prices from the distribution of the fixture’s own kick-off strength', () => {
    const fixture = fixtureBetween('BB-PACIFIC', 'CVS', 'PWK', TEST_KICK_OFF_AT);
    const sport = sportOf(fixture.sportCode);
    const state: FixtureState = { phase: 'PRE_MATCH', msToKickOff: 1, shift: { home: 7, away: -3 } };
    expect(distributionAt(fixture, state)).toEqual(
      outcomeDistribution(sport, strengthOf(fixture, { home: 7, away: -3 }), startProgress(sport)),
    );
  });
});
