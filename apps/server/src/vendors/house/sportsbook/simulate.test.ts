// Proves the simulation: the same seeds always give the same timeline (and other seeds another), the news and the result are the documented reads of the provably fair stream, every sport's periods, clock and events add up to its result, overtime and sudden death are laid out when they happen, and simulated results follow the model's exact chances.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { fixturesFor } from './fixtures';
import {
  isSetOver,
  outcomeDistribution,
  startProgress,
  strengthOf,
  type MatchStrength,
  type ValueProbability,
} from './model';
import {
  MATCH_NONCE,
  NEWS_MINUTES_BEFORE,
  NEWS_NONCE,
  NEWS_STEP_MAX_RATING,
  drawMatch,
  layOutMatch,
  resultOf,
  shiftAt,
  simulateFixture,
  type Timeline,
} from './simulate';
import { fixtureBetween, TEST_KICK_OFF_AT, withRatings } from './sportsbook.test-helpers';
import { createSportsStream } from './stream';
import { sportOf } from './teams';

const MINUTE_MS = 60_000;
const FOOTBALL_FIXTURE = fixtureBetween('FB-LOTUS', 'HND', 'QNM');
const BASKETBALL_FIXTURE = fixtureBetween('BB-DELTA', 'HNH', 'HPA');
const TENNIS_FIXTURE = fixtureBetween('TN-MEN', 'AMR', 'NKV');
const DOTA_FIXTURE = fixtureBetween('DOTA2-ASIA', 'EBS', 'SHD');

function expectPeriodsAddUp(timeline: Timeline): void {
  const eventsHome = timeline.events.filter((event) => event.side === 'HOME');
  const points = (list: typeof timeline.events) => list.reduce((sum, event) => sum + event.points, 0);
  expect(points(eventsHome)).toBe(timeline.result.home);
  expect(points(timeline.events) - points(eventsHome)).toBe(timeline.result.away);
  expect(timeline.periods.reduce((sum, period) => sum + period.home, 0)).toBe(timeline.result.home);
  expect(timeline.periods.reduce((sum, period) => sum + period.away, 0)).toBe(timeline.result.away);
  // Plain checks in the loop, one assertion after it: a timeline holds hundreds of basketball points.
  const misplaced = timeline.events.filter((event, index) => {
    const period = timeline.periods[event.period];
    const previous = timeline.events[index - 1];
    return (
      period === undefined ||
      event.at <= period.startsAt ||
      event.at > period.endsAt ||
      (previous !== undefined && previous.at > event.at)
    );
  });
  expect(misplaced).toEqual([]);
  expect(timeline.periods[0]?.startsAt).toBe(timeline.kickOffAt);
  expect(timeline.endsAt).toBe(timeline.periods[timeline.periods.length - 1]?.endsAt);
}

describe('determinism and verification', () => {
  it('gives the same timeline for the same seeds, and another for another seed', () => {
    for (const fixture of [FOOTBALL_FIXTURE, BASKETBALL_FIXTURE, TENNIS_FIXTURE, DOTA_FIXTURE]) {
      expect(simulateFixture(fixture, 'seed-a')).toEqual(simulateFixture(fixture, 'seed-a'));
      const others = ['seed-b', 'seed-c', 'seed-d'].map((seed) => simulateFixture(fixture, seed));
      expect(
        others.some((other) => JSON.stringify(other) !== JSON.stringify(simulateFixture(fixture, 'seed-a'))),
      ).toBe(true);
    }
  });

  it('reads the news from nonce 0: each shift is nextInt(25) − 12, at the documented minutes', () => {
    const timeline = simulateFixture(FOOTBALL_FIXTURE, 'news-seed');
    const words = createRandomStream('news-seed', FOOTBALL_FIXTURE.clientSeed, NEWS_NONCE);
    expect(timeline.news).toHaveLength(NEWS_MINUTES_BEFORE.length);
    timeline.news.forEach((item, index) => {
      expect(item.at).toBe(TEST_KICK_OFF_AT - (NEWS_MINUTES_BEFORE[index] as number) * MINUTE_MS);
      expect(item.homeShift).toBe(words.nextInt(2 * NEWS_STEP_MAX_RATING + 1) - NEWS_STEP_MAX_RATING);
      expect(item.awayShift).toBe(words.nextInt(2 * NEWS_STEP_MAX_RATING + 1) - NEWS_STEP_MAX_RATING);
    });
  });

  it('draws the result first from nonce 1 at the kick-off strength, so results alone read the same numbers', () => {
    for (const fixture of fixturesFor('2025-03-14')) {
      const timeline = simulateFixture(fixture, 'prefix-seed');
      const strength = strengthOf(fixture, shiftAt(timeline.news, fixture.kickOffAt));
      const stream = createSportsStream('prefix-seed', fixture.clientSeed, MATCH_NONCE);
      expect(resultOf(drawMatch(sportOf(fixture.sportCode), strength, stream))).toEqual(timeline.result);
    }
  });
});

describe('timelines', () => {
  it('plays football in two 45-minute halves with a 15-minute break, every goal inside its half', () => {
    for (let seed = 0; seed < 20; seed++) {
      const timeline = simulateFixture(FOOTBALL_FIXTURE, `football-${seed}`);
      expectPeriodsAddUp(timeline);
      expect(timeline.periods.map((period) => period.kind)).toEqual(['HALF', 'HALF']);
      expect(timeline.periods[1]?.startsAt).toBe(TEST_KICK_OFF_AT + 60 * MINUTE_MS);
      expect(timeline.endsAt).toBe(TEST_KICK_OFF_AT + 105 * MINUTE_MS);
      const { home, away, winner } = timeline.result;
      expect(winner).toBe(home > away ? 'HOME' : home < away ? 'AWAY' : 'DRAW');
    }
  });

  it('plays basketball in 12-minute quarters, and overtime only after a level regulation', () => {
    const even = withRatings(BASKETBALL_FIXTURE, 1600, 1680);
    let overtimes = 0;
    for (let seed = 0; seed < 300; seed++) {
      const timeline = simulateFixture(even, `basketball-${seed}`);
      expectPeriodsAddUp(timeline);
      expect(timeline.result.winner).not.toBe('DRAW');
      const quarters = timeline.periods.slice(0, 4);
      expect(quarters.map((period) => period.kind)).toEqual(['QUARTER', 'QUARTER', 'QUARTER', 'QUARTER']);
      expect(quarters.every((period) => period.endsAt - period.startsAt === 12 * MINUTE_MS)).toBe(true);
      const regulation = quarters.reduce((sum, period) => sum + period.home - period.away, 0);
      const extra = timeline.periods.slice(4);
      expect(extra.length > 0).toBe(regulation === 0);
      if (extra.length === 0) continue;
      overtimes += 1;
      expect(extra[0]?.kind).toBe('OVERTIME');
      expect(extra[0]?.startsAt).toBe((quarters[3]?.endsAt ?? 0) + 2 * MINUTE_MS);
      expect((extra[0]?.endsAt ?? 0) - (extra[0]?.startsAt ?? 0)).toBe(5 * MINUTE_MS);
    }
    // About 3 % of even matches are level after 48 minutes.
    expect(overtimes).toBeGreaterThan(2);
    expect(overtimes).toBeLessThan(30);
  });

  it('lays out sudden death after the last level overtime, ending at the deciding point', () => {
    const sport = sportOf('BASKETBALL');
    // Teams that almost never score: every period ends 0–0 and the next point decides.
    const strength: MatchStrength = { model: 'POINTS', homeMean: 1e-9, awayMean: 1e-9 };
    const stream = createSportsStream('sudden', 'death', MATCH_NONCE);
    const draw = drawMatch(sport, strength, stream);
    expect(draw).toMatchObject({ model: 'POINTS', stages: [{ home: 0, away: 0 }, {}, {}, {}, {}] });
    const { periods, events } = layOutMatch(sport, draw, TEST_KICK_OFF_AT, stream);
    expect(periods.map((period) => period.kind)).toEqual([
      ...Array(4).fill('QUARTER'),
      ...Array(4).fill('OVERTIME'),
      'SUDDEN_DEATH',
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]?.at).toBe(periods[8]?.endsAt);
    expect(resultOf(draw)).toMatchObject({ home: events[0]?.side === 'HOME' ? 1 : 0 });
  });

  it('plays tennis game by game: real set scores, the winner with two sets, four minutes a game', () => {
    for (let seed = 0; seed < 30; seed++) {
      const timeline = simulateFixture(TENNIS_FIXTURE, `tennis-${seed}`);
      expectPeriodsAddUp(timeline);
      expect(timeline.periods.every((period) => period.kind === 'SET' && isSetOver(period))).toBe(true);
      const won = (side: 'HOME' | 'AWAY') =>
        timeline.periods.filter((set) => (set.home > set.away ? 'HOME' : 'AWAY') === side).length;
      expect(won(timeline.result.winner === 'HOME' ? 'HOME' : 'AWAY')).toBe(2);
      expect(timeline.periods.length).toBeLessThanOrEqual(3);
      for (const set of timeline.periods)
        expect(set.endsAt - set.startsAt).toBe((set.home + set.away) * 4 * MINUTE_MS);
    }
  });

  it('plays e-sports map by map until one side has two', () => {
    for (let seed = 0; seed < 30; seed++) {
      const timeline = simulateFixture(DOTA_FIXTURE, `dota-${seed}`);
      expectPeriodsAddUp(timeline);
      expect(timeline.periods.every((period) => period.kind === 'MAP')).toBe(true);
      expect(Math.max(timeline.result.home, timeline.result.away)).toBe(2);
      expect(timeline.periods.length).toBe(timeline.result.home + timeline.result.away);
      expect(timeline.endsAt - TEST_KICK_OFF_AT).toBe(
        (timeline.periods.length * 40 + (timeline.periods.length - 1) * 5) * MINUTE_MS,
      );
    }
  });
});

describe('simulated results follow the model', () => {
  const frequencies = (values: number[]) => {
    const counts = new Map<number, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const expectNear = (count: number, draws: number, probability: number) => {
    // Within four standard errors of the exact chance.
    const standardError = Math.sqrt((probability * (1 - probability)) / draws);
    expect(Math.abs(count / draws - probability)).toBeLessThan(4 * standardError + 1e-9);
  };

  it('draws football totals and tennis winners with the exact chances (20,000 matches each)', () => {
    const draws = 20_000;
    for (const fixture of [FOOTBALL_FIXTURE, TENNIS_FIXTURE]) {
      const sport = sportOf(fixture.sportCode);
      const strength = strengthOf(fixture);
      const exact = outcomeDistribution(sport, strength, startProgress(sport));
      const results = Array.from({ length: draws }, (_, match) =>
        resultOf(
          drawMatch(sport, strength, createSportsStream(`model-${match}`, fixture.clientSeed, MATCH_NONCE)),
        ),
      );
      const totals = frequencies(results.map((result) => result.home + result.away));
      for (const { value, probability } of exact.total.filter(
        (entry: ValueProbability) => entry.probability > 0.01,
      ))
        expectNear(totals.get(value) ?? 0, draws, probability);
      expectNear(results.filter((result) => result.winner === 'HOME').length, draws, exact.winner.HOME);
    }
  });

  it('spreads goals evenly over the clock: a half holds half of each side’s expected goals', () => {
    const matches = 3_000;
    let firstHalfHome = 0;
    let expected = 0;
    for (let seed = 0; seed < matches; seed++) {
      const timeline = simulateFixture(FOOTBALL_FIXTURE, `halves-${seed}`);
      firstHalfHome += timeline.periods[0]?.home ?? 0;
      const strength = strengthOf(FOOTBALL_FIXTURE, shiftAt(timeline.news, TEST_KICK_OFF_AT));
      expected += strength.model === 'GOALS' ? strength.homeMean / 2 : NaN;
    }
    // A Poisson count's variance is its mean: within four standard errors of the sum.
    expect(Math.abs(firstHalfHome - expected)).toBeLessThan(4 * Math.sqrt(expected));
  });
});

describe('virtual football', () => {
  it('plays the football model at fifty times the pace: the same result, its times a fiftieth', () => {
    const virtual = fixtureBetween('VF-PREMIER', 'PXU', 'LAG');
    const real = { ...virtual, sportCode: 'FOOTBALL' as const, category: 'SPORTS' as const };
    const fast = simulateFixture(virtual, 'virtual-seed');
    const slow = simulateFixture(real, 'virtual-seed');
    expect(fast.result).toEqual(slow.result);
    const relative = (timeline: Timeline, at: number) => at - timeline.kickOffAt;
    expect(fast.periods.map((period) => relative(fast, period.endsAt) * 50)).toEqual(
      slow.periods.map((period) => relative(slow, period.endsAt)),
    );
    expect(fast.events.map((event) => event.clockSeconds)).toEqual(
      slow.events.map((event) => event.clockSeconds),
    );
    expect(fast.endsAt - fast.kickOffAt).toBe(126_000);
    // The last news comes 15 match-minutes (18 real seconds) before kick-off.
    expect(fast.kickOffAt - fast.news.at(-1)!.at).toBe(15 * 60 * 20);
    expectPeriodsAddUp(fast);
  });
});
