// Fixtures built by hand for the sportsbook's tests: two named teams of a league at a chosen time,
// so a test can reason about exact ratings instead of whatever the schedule pairs on some day.
import type { Fixture } from './fixtures';
import { findLeague, sportOf, type Team } from './teams';

/** 2025-03-14 12:00 UTC, a kick-off every test can count from. */
export const TEST_KICK_OFF_AT = Date.UTC(2025, 2, 14, 12, 0, 0);

/** A fixture between two teams of a league; throws when a code is unknown. */
export function fixtureBetween(
  leagueCode: string,
  homeCode: string,
  awayCode: string,
  kickOffAt = TEST_KICK_OFF_AT,
): Fixture {
  const league = findLeague(leagueCode);
  if (league === undefined) throw new Error(`no league ${leagueCode}`);
  const team = (code: string): Team => {
    const found = league.teams.find((candidate) => candidate.teamCode === code);
    if (found === undefined) throw new Error(`no team ${code} in ${leagueCode}`);
    return found;
  };
  const fixtureId = `${leagueCode}-20250314-9`;
  return {
    fixtureId,
    sportCode: league.sportCode,
    category: sportOf(league.sportCode).category,
    leagueCode,
    home: team(homeCode),
    away: team(awayCode),
    kickOffAt,
    clientSeed: `sportsbook:${fixtureId}`,
  };
}

/** The same fixture with the teams' ratings replaced, for tests that need exact differences. */
export function withRatings(fixture: Fixture, homeRating: number, awayRating: number): Fixture {
  return {
    ...fixture,
    home: { ...fixture.home, rating: homeRating },
    away: { ...fixture.away, rating: awayRating },
  };
}
