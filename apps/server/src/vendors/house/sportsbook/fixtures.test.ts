// Proves the fixture list: a site day always gives the same fixtures, every daily league plays each of its teams exactly once a day, a virtual league plays a round of all its teams every 3 minutes, kick-offs fall on the sport's window of the site day in its time zone, ids and client seeds follow the documented form, other days differ, and bad days are refused.
import { describe, expect, it } from 'vitest';
import {
  SITE_TIME_ZONE_OFFSET_MINUTES,
  findFixture,
  fixturesFor,
  isDailyLeague,
  roundFixtures,
  roundsBetween,
  roundsPerDay,
  siteDayOf,
  siteDayStart,
} from './fixtures';
import { LEAGUES, findLeague, sportOf } from './teams';

const DAY = '2025-03-14';
const MINUTE_MS = 60_000;

describe('the site day', () => {
  it('starts at midnight in the site time zone (GMT+8 by default)', () => {
    expect(SITE_TIME_ZONE_OFFSET_MINUTES).toBe(480);
    expect(siteDayStart(DAY)).toBe(Date.UTC(2025, 2, 13, 16, 0));
    expect(siteDayStart(DAY, 7 * 60)).toBe(Date.UTC(2025, 2, 13, 17, 0));
    expect(siteDayStart(DAY, 0)).toBe(Date.UTC(2025, 2, 14));
  });

  it('refuses days that are not YYYY-MM-DD or do not exist, and offsets out of range', () => {
    expect(() => siteDayStart('14/03/2025')).toThrow(/YYYY-MM-DD/);
    expect(() => siteDayStart('2025-02-30')).toThrow(/no such day/);
    expect(() => siteDayStart(DAY, 15 * 60)).toThrow(/offset/);
    expect(() => siteDayStart(DAY, 30.5)).toThrow(/offset/);
  });
});

describe('fixtures of a day', () => {
  const fixtures = fixturesFor(DAY);

  it('is the same list every time, and another list on another day', () => {
    expect(fixturesFor(DAY)).toEqual(fixtures);
    const tomorrow = fixturesFor('2025-03-15');
    expect(tomorrow.map((fixture) => fixture.fixtureId)).not.toEqual(
      fixtures.map((fixture) => fixture.fixtureId),
    );
    const pairs = (list: typeof fixtures) =>
      list.map((fixture) => `${fixture.home.teamCode}-${fixture.away.teamCode}`);
    expect(pairs(tomorrow)).not.toEqual(pairs(fixtures));
  });

  it('plays every team of every daily league exactly once', () => {
    const daily = LEAGUES.filter(isDailyLeague);
    expect(daily.length).toBe(LEAGUES.length - 1);
    expect(fixtures).toHaveLength(daily.reduce((sum, league) => sum + league.teams.length / 2, 0));
    for (const league of daily) {
      const own = fixtures.filter((fixture) => fixture.leagueCode === league.leagueCode);
      const playing = own.flatMap((fixture) => [fixture.home.teamCode, fixture.away.teamCode]).sort();
      expect(playing).toEqual(league.teams.map((team) => team.teamCode).sort());
      expect(own.every((fixture) => fixture.sportCode === league.sportCode)).toBe(true);
    }
  });

  it('kicks off on the sport’s window of the site day, in order', () => {
    const dayStart = siteDayStart(DAY);
    for (const fixture of fixtures) {
      const schedule = sportOf(fixture.sportCode).schedule;
      if (schedule.kind !== 'DAILY') throw new Error(`${fixture.fixtureId} is not on the daily schedule`);
      const { firstMinute, lastMinute, stepMinutes } = schedule;
      const minute = (fixture.kickOffAt - dayStart) / MINUTE_MS;
      expect(minute).toBeGreaterThanOrEqual(firstMinute);
      expect(minute).toBeLessThanOrEqual(lastMinute);
      expect((minute - firstMinute) % stepMinutes).toBe(0);
    }
    const times = fixtures.map((fixture) => fixture.kickOffAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const shifted = fixturesFor(DAY, 7 * 60);
    expect(shifted[0]?.kickOffAt).toBe((fixtures[0]?.kickOffAt ?? 0) + 60 * MINUTE_MS);
  });

  it('names fixtures <league>-<YYYYMMDD>-<n> with the client seed sportsbook:<id>, and finds them by id', () => {
    for (const fixture of fixtures) {
      expect(fixture.fixtureId).toMatch(new RegExp(`^${fixture.leagueCode}-20250314-[1-4]$`));
      expect(fixture.clientSeed).toBe(`sportsbook:${fixture.fixtureId}`);
      expect(fixture.category).toBe(sportOf(fixture.sportCode).category);
    }
    expect(new Set(fixtures.map((fixture) => fixture.fixtureId)).size).toBe(fixtures.length);
    const some = fixtures[7];
    expect(findFixture(some?.fixtureId ?? '')).toEqual(some);
    expect(findFixture('FB-LOTUS-20250230-1')).toBeUndefined();
    expect(findFixture('FB-LOTUS-20250314-9')).toBeUndefined();
    expect(findFixture('nonsense')).toBeUndefined();
  });
});

describe('virtual rounds', () => {
  const league = findLeague('VF-PREMIER')!;
  const dayStart = siteDayStart(DAY);

  it('plays 480 rounds a day, each pairing all eight teams and kicking off together every 3 minutes', () => {
    expect(roundsPerDay(league)).toBe(480);
    for (const round of [0, 1, 479]) {
      const fixtures = roundFixtures(league, DAY, round);
      expect(fixtures).toHaveLength(4);
      const playing = fixtures.flatMap((fixture) => [fixture.home.teamCode, fixture.away.teamCode]).sort();
      expect(playing).toEqual(league.teams.map((team) => team.teamCode).sort());
      expect(new Set(fixtures.map((fixture) => fixture.kickOffAt))).toEqual(
        new Set([dayStart + round * 180_000]),
      );
      expect(fixtures.map((fixture) => fixture.fixtureId)).toEqual(
        [1, 2, 3, 4].map((pair) => `VF-PREMIER-20250314-${round * 4 + pair}`),
      );
    }
    expect(roundFixtures(league, DAY, 5)).toEqual(roundFixtures(league, DAY, 5));
    expect(roundFixtures(league, DAY, 5).map((fixture) => fixture.home.teamCode)).not.toEqual(
      roundFixtures(league, DAY, 6).map((fixture) => fixture.home.teamCode),
    );
    expect(() => roundFixtures(league, DAY, 480)).toThrow(/round/);
    expect(() => roundFixtures(league, DAY, -1)).toThrow(/round/);
    expect(() => roundFixtures(findLeague('FB-LOTUS')!, DAY, 0)).toThrow(/once a day/);
  });

  it('lists the rounds kicking off in a span, across midnight, and finds any of them by id', () => {
    const lastOfDay = dayStart + 479 * 180_000;
    const listed = roundsBetween(lastOfDay - 1, lastOfDay + 180_000);
    expect(listed.map((fixture) => fixture.fixtureId)).toEqual([
      ...roundFixtures(league, DAY, 479).map((fixture) => fixture.fixtureId),
      ...roundFixtures(league, '2025-03-15', 0).map((fixture) => fixture.fixtureId),
    ]);
    expect(siteDayOf(lastOfDay + 180_000)).toBe('2025-03-15');
    expect(roundsBetween(dayStart + 1, dayStart + 179_999)).toEqual([]);
    expect(() => roundsBetween(dayStart, dayStart - 1)).toThrow(/forwards/);
    const some = roundFixtures(league, DAY, 123)[2]!;
    expect(findFixture(some.fixtureId)).toEqual(some);
    expect(findFixture('VF-PREMIER-20250314-1921')).toBeUndefined();
    expect(findFixture('NOPE-20250314-1')).toBeUndefined();
  });
});
