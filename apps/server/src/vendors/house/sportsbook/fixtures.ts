// The house's fixture list. A league on a daily schedule plays one round a site day, each team once,
// at kick-offs inside its sport's window; a virtual league plays a round every few minutes, all day
// long, all its pairs kicking off together. The schedule is not a secret, so it comes from the provably fair stream
// of a fixed public seed: any process, at any time, computes the same fixtures for a day. What stays
// secret until a fixture is settled is its own server seed (simulate.ts), never the schedule.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import {
  findLeague,
  LEAGUES,
  sportOf,
  type League,
  type Sport,
  type SportCategory,
  type SportCode,
  type Team,
} from './teams';

/** The public server seed of the schedule. Changing it reshuffles every future day's fixtures. */
export const SCHEDULE_SEED = 'playdeck-sportsbook-schedule-v1';
/** The site's default time zone (DESIGN.md: GMT+8), in minutes east of UTC. */
export const SITE_TIME_ZONE_OFFSET_MINUTES = 8 * 60;

const SECOND_MS = 1000;
const MINUTE_MS = 60_000;
const DAY_SECONDS = 86_400;
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

const byKickOff = (first: Fixture, second: Fixture) =>
  first.kickOffAt - second.kickOffAt || first.fixtureId.localeCompare(second.fixtureId);

/** Whether a league plays on the daily schedule (a round a day) rather than in virtual rounds. */
export function isDailyLeague(league: League): boolean {
  return sportOf(league.sportCode).schedule.kind === 'DAILY';
}

/**
 * Every fixture of a site day of the leagues on the daily schedule, ordered by kick-off (then by id).
 * Each league's teams are shuffled by the schedule stream `schedule:<leagueCode>:<day>` (Fisher–Yates),
 * paired in that order, and each pair kicks off at a slot of its sport's window drawn from the same
 * stream. Virtual leagues' rounds are listed by `roundsBetween`.
 */
export function fixturesFor(day: string, timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES): Fixture[] {
  const dayStart = siteDayStart(day, timeZoneOffsetMinutes);
  const fixtures = LEAGUES.filter(isDailyLeague).flatMap((league) => dailyFixtures(league, day, dayStart));
  return fixtures.sort(byKickOff);
}

function dailyFixtures(league: League, day: string, dayStart: number): Fixture[] {
  const schedule = sportOf(league.sportCode).schedule;
  if (schedule.kind !== 'DAILY') throw new RangeError(`${league.leagueCode} plays in rounds`);
  const stream = createRandomStream(SCHEDULE_SEED, `schedule:${league.leagueCode}:${day}`, 0);
  const { firstMinute, lastMinute, stepMinutes } = schedule;
  const slots = Math.floor((lastMinute - firstMinute) / stepMinutes) + 1;
  return pairUp(league, day, 0, shuffled(league.teams, stream), () => {
    const minute = firstMinute + stepMinutes * stream.nextInt(slots);
    return dayStart + minute * MINUTE_MS;
  });
}

/** The rounds a virtual league plays in a site day. */
export function roundsPerDay(league: League): number {
  const schedule = sportOf(league.sportCode).schedule;
  if (schedule.kind !== 'ROUNDS') throw new RangeError(`${league.leagueCode} plays once a day`);
  return Math.floor(DAY_SECONDS / schedule.everySeconds);
}

/**
 * One round of a virtual league (`round` from 0 at the site day's midnight): its teams shuffled by the
 * schedule stream `schedule:<leagueCode>:<day>:<round>` and paired in that order, every pair kicking
 * off at the round's start. Fixture numbers run on through the day: round r's first is r × pairs + 1.
 */
export function roundFixtures(
  league: League,
  day: string,
  round: number,
  timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES,
): Fixture[] {
  const rounds = roundsPerDay(league);
  if (!Number.isInteger(round) || round < 0 || round >= rounds)
    throw new RangeError(`round must be a whole number in [0, ${rounds}), got ${round}`);
  const schedule = sportOf(league.sportCode).schedule as Extract<Sport['schedule'], { kind: 'ROUNDS' }>;
  const kickOffAt = siteDayStart(day, timeZoneOffsetMinutes) + round * schedule.everySeconds * SECOND_MS;
  const stream = createRandomStream(SCHEDULE_SEED, `schedule:${league.leagueCode}:${day}:${round}`, 0);
  const pairs = league.teams.length / 2;
  return pairUp(league, day, round * pairs, shuffled(league.teams, stream), () => kickOffAt);
}

/**
 * Every fixture of the virtual leagues kicking off from `fromMs` to `toMs` (inclusive), ordered by
 * kick-off. The span is bounded to two days, which is more than a listing ever asks for.
 */
export function roundsBetween(
  fromMs: number,
  toMs: number,
  timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES,
): Fixture[] {
  if (!(toMs >= fromMs) || toMs - fromMs > 2 * DAY_SECONDS * SECOND_MS)
    throw new RangeError('the span must run forwards and last at most two days');
  const fixtures: Fixture[] = [];
  for (const league of LEAGUES) {
    const schedule = sportOf(league.sportCode).schedule;
    if (schedule.kind !== 'ROUNDS') continue;
    const everyMs = schedule.everySeconds * SECOND_MS;
    // Round starts are whole multiples of the round's length from a site midnight, which is a whole
    // number of minutes from the epoch; the first start at or after fromMs is found from the day's.
    for (let day = siteDayOf(fromMs, timeZoneOffsetMinutes); ; day = nextDay(day)) {
      const dayStart = siteDayStart(day, timeZoneOffsetMinutes);
      if (dayStart > toMs) break;
      const first = Math.max(0, Math.ceil((fromMs - dayStart) / everyMs));
      const last = Math.min(roundsPerDay(league) - 1, Math.floor((toMs - dayStart) / everyMs));
      for (let round = first; round <= last; round++)
        fixtures.push(...roundFixtures(league, day, round, timeZoneOffsetMinutes));
    }
  }
  return fixtures.sort(byKickOff);
}

/** Pairs shuffled teams in order; fixture numbers follow `firstNumber` (0 gives 1, 2, …). */
function pairUp(
  league: League,
  day: string,
  firstNumber: number,
  teams: readonly Team[],
  kickOffOf: () => number,
): Fixture[] {
  const sport = sportOf(league.sportCode);
  const fixtures: Fixture[] = [];
  for (let pair = 0; pair + 1 < teams.length; pair += 2) {
    const fixtureId = `${league.leagueCode}-${day.replaceAll('-', '')}-${firstNumber + pair / 2 + 1}`;
    fixtures.push({
      fixtureId,
      sportCode: sport.sportCode,
      category: sport.category,
      leagueCode: league.leagueCode,
      home: teams[pair] as Team,
      away: teams[pair + 1] as Team,
      kickOffAt: kickOffOf(),
      clientSeed: `sportsbook:${fixtureId}`,
    });
  }
  return fixtures;
}

/** The site day (`YYYY-MM-DD`) of an instant in the given offset. */
export function siteDayOf(ms: number, timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES): string {
  return new Date(ms + timeZoneOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_SECONDS * SECOND_MS).toISOString().slice(0, 10);
}

function shuffled<T>(items: readonly T[], stream: RandomStream): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = stream.nextInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The fixture with this id, or undefined. The id names its league, its day and its number, so only
 * that league's day (or, for a virtual league, that one round) is computed.
 */
export function findFixture(
  fixtureId: string,
  timeZoneOffsetMinutes = SITE_TIME_ZONE_OFFSET_MINUTES,
): Fixture | undefined {
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-([1-9]\d{0,4})$/.exec(fixtureId);
  const league = match ? findLeague(match[1]!) : undefined;
  if (!match || !league) return undefined;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  try {
    const dayStart = siteDayStart(day, timeZoneOffsetMinutes);
    const candidates = isDailyLeague(league)
      ? dailyFixtures(league, day, dayStart)
      : roundFixtures(
          league,
          day,
          Math.floor((Number(match[5]) - 1) / (league.teams.length / 2)),
          timeZoneOffsetMinutes,
        );
    return candidates.find((fixture) => fixture.fixtureId === fixtureId);
  } catch {
    return undefined;
  }
}
