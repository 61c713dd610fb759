// The house's fixture list: every league plays one round a site day, each team once, at kick-offs
// inside its sport's window. The schedule is not a secret, so it comes from the provably fair stream
// of a fixed public seed: any process, at any time, computes the same fixtures for a day. What stays
// secret until a fixture is settled is its own server seed (simulate.ts), never the schedule.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { LEAGUES, sportOf, type League, type SportCategory, type SportCode, type Team } from './teams';

/** The public server seed of the schedule. Changing it reshuffles every future day's fixtures. */
export const SCHEDULE_SEED = 'playdeck-sportsbook-schedule-v1';
/** The site's default time zone (DESIGN.md: GMT+8), in minutes east of UTC. */
export const SITE_TIME_ZONE_OFFSET_MINUTES = 8 * 60;

const MINUTE_MS = 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type Fixture = {
  /** `<leagueCode>-<YYYYMMDD>-<n>`, n from 1 in the league's pairing order. */
  fixtureId: string;
  sportCode: SportCode;
  category: SportCategory;
  leagueCode: string;
  /** The first-named side: the host in football and basketball, simply listed first elsewhere. */
  home: Team;
  away: Team;
  /** Milliseconds since the Unix epoch. */
  kickOffAt: number;
  /** The public client seed of the fixture's provably fair stream: `sportsbook:<fixtureId>`. */
  clientSeed: string;
};

/** Milliseconds since the Unix epoch of 00:00 of a site day (`YYYY-MM-DD`) in the given offset. */
export function siteDayStart(day: string, timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES): number {
  const match = DAY_PATTERN.exec(day);
  if (match === null) throw new RangeError(`day must be YYYY-MM-DD, got ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, date);
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== day) throw new RangeError(`no such day ${day}`);
  if (!Number.isInteger(timeZoneOffsetMinutes) || Math.abs(timeZoneOffsetMinutes) > 14 * 60)
    throw new RangeError(`timeZoneOffsetMinutes must be a whole offset, got ${timeZoneOffsetMinutes}`);
  return utcMidnight - timeZoneOffsetMinutes * MINUTE_MS;
}

/**
 * Every fixture of a site day, ordered by kick-off (then by id). Each league's teams are shuffled by
 * the schedule stream `schedule:<leagueCode>:<day>` (Fisher–Yates), paired in that order, and each
 * pair kicks off at a slot of its sport's window drawn from the same stream.
 */
export function fixturesFor(day: string, timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES): Fixture[] {
  const dayStart = siteDayStart(day, timeZoneOffsetMinutes);
  const fixtures = LEAGUES.flatMap((league) => leagueFixtures(league, day, dayStart));
  return fixtures.sort(
    (first, second) => first.kickOffAt - second.kickOffAt || first.fixtureId.localeCompare(second.fixtureId),
  );
}

function leagueFixtures(league: League, day: string, dayStart: number): Fixture[] {
  const sport = sportOf(league.sportCode);
  const stream = createRandomStream(SCHEDULE_SEED, `schedule:${league.leagueCode}:${day}`, 0);
  const teams = shuffled(league.teams, stream);
  const { firstMinute, lastMinute, stepMinutes } = sport.kickOffWindow;
  const slots = Math.floor((lastMinute - firstMinute) / stepMinutes) + 1;
  const fixtures: Fixture[] = [];
  for (let pair = 0; pair + 1 < teams.length; pair += 2) {
    const fixtureId = `${league.leagueCode}-${day.replaceAll('-', '')}-${pair / 2 + 1}`;
    const minute = firstMinute + stepMinutes * stream.nextInt(slots);
    fixtures.push({
      fixtureId,
      sportCode: sport.sportCode,
      category: sport.category,
      leagueCode: league.leagueCode,
      home: teams[pair] as Team,
      away: teams[pair + 1] as Team,
      kickOffAt: dayStart + minute * MINUTE_MS,
      clientSeed: `sportsbook:${fixtureId}`,
    });
  }
  return fixtures;
}

function shuffled<T>(items: readonly T[], stream: RandomStream): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = stream.nextInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** The fixture with this id among a day's fixtures, or undefined (the id names its day). */
export function findFixture(
  fixtureId: string,
  timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES,
): Fixture | undefined {
  const match = /-(\d{4})(\d{2})(\d{2})-\d+$/.exec(fixtureId);
  if (match === null) return undefined;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  try {
    return fixturesFor(day, timeZoneOffsetMinutes).find((fixture) => fixture.fixtureId === fixtureId);
  } catch {
    return undefined;
  }
}
