// Proves the sportsbook's data holds together: seven sports (one of them virtual) in two categories, every league of a known sport with an even number of uniquely coded, rated teams named in both languages, clock sports with an average score and the rest without, line grids and kick-off windows that make sense, and the look-ups.
import { describe, expect, it } from 'vitest';
import { LEAGUES, SPORTS, SPORT_CODES, findLeague, leaguesOf, sportOf } from './teams';

describe('sports', () => {
  it('serves football, basketball, tennis and virtual football as SPORTS and three e-sports titles as ESPORTS', () => {
    expect(SPORTS.map((sport) => sport.sportCode)).toEqual([...SPORT_CODES]);
    expect(SPORTS.filter((sport) => sport.category === 'SPORTS').map((sport) => sport.sportCode)).toEqual([
      'FOOTBALL',
      'BASKETBALL',
      'TENNIS',
      'VFOOTBALL',
    ]);
    expect(SPORTS.filter((sport) => sport.category === 'ESPORTS').map((sport) => sport.sportCode)).toEqual([
      'LOL',
      'DOTA2',
      'CS2',
    ]);
    expect(SPORTS.map((sport) => sport.play.model)).toEqual([
      'GOALS',
      'POINTS',
      'GAMES',
      'GOALS',
      'MAPS',
      'MAPS',
      'MAPS',
    ]);
  });

  it('has line grids on quarters and kick-off windows inside the day', () => {
    for (const sport of SPORTS) {
      for (const grid of [sport.handicapLines, sport.totalLines]) {
        expect(grid.step).toBeGreaterThan(0);
        expect(Number.isInteger(grid.step * 4) && Number.isInteger(grid.offset * 4)).toBe(true);
      }
      expect(sport.name.en.length * sport.name.vi.length).toBeGreaterThan(0);
      if (sport.schedule.kind === 'ROUNDS') continue;
      const { firstMinute, lastMinute, stepMinutes } = sport.schedule;
      expect(firstMinute).toBeGreaterThanOrEqual(0);
      expect(lastMinute).toBeLessThan(24 * 60);
      expect(lastMinute).toBeGreaterThanOrEqual(firstMinute);
      expect(stepMinutes).toBeGreaterThan(0);
      expect(sport.secondMs).toBe(1000);
    }
  });

  it('plays virtual football fifty times faster, a round every 3 minutes with time to bet between', () => {
    const virtual = sportOf('VFOOTBALL');
    expect(virtual.play).toEqual(sportOf('FOOTBALL').play);
    expect(virtual.secondMs).toBe(20);
    expect(virtual.schedule).toEqual({ kind: 'ROUNDS', everySeconds: 180 });
    const play = virtual.play as Extract<typeof virtual.play, { model: 'GOALS' }>;
    const matchMs =
      (play.periods * play.periodSeconds + (play.periods - 1) * play.breakSeconds) * virtual.secondMs;
    expect(matchMs).toBe(126_000);
    expect(matchMs).toBeLessThan(180_000);
    // A round divides the day, so every site day has the same rounds from midnight.
    expect((24 * 3600) % 180).toBe(0);
  });

  it('finds a sport by code and refuses an unknown one', () => {
    expect(sportOf('TENNIS').unit).toEqual({ en: 'games', vi: 'game' });
    expect(() => sportOf('CRICKET' as never)).toThrow(/unknown sport/);
  });
});

describe('leagues and teams', () => {
  it('gives every sport at least one league, football at least three', () => {
    for (const sport of SPORTS)
      expect(LEAGUES.filter((league) => league.sportCode === sport.sportCode).length).toBeGreaterThanOrEqual(
        1,
      );
    expect(LEAGUES.filter((league) => league.sportCode === 'FOOTBALL').length).toBeGreaterThanOrEqual(3);
    expect(new Set(LEAGUES.map((league) => league.leagueCode)).size).toBe(LEAGUES.length);
  });

  it('has an even number of uniquely coded teams, each rated and named in English and Vietnamese', () => {
    for (const league of LEAGUES) {
      expect(league.teams.length % 2).toBe(0);
      expect(league.teams.length).toBeGreaterThanOrEqual(4);
      expect(new Set(league.teams.map((team) => team.teamCode)).size).toBe(league.teams.length);
      for (const team of league.teams) {
        expect(team.teamCode).toMatch(/^[A-Z]{3}$/);
        expect(Number.isInteger(team.rating) && team.rating >= 1000 && team.rating <= 2500).toBe(true);
        expect(team.name.en.length * team.name.vi.length).toBeGreaterThan(0);
      }
      expect(league.name.en).not.toBe('');
      expect(league.name.vi).not.toBe('');
    }
  });

  it('gives an average score to the clock sports only', () => {
    for (const league of LEAGUES) {
      const model = sportOf(league.sportCode).play.model;
      if (model === 'GOALS' || model === 'POINTS') expect(league.averageScore).toBeGreaterThan(0);
      else expect(league.averageScore).toBeNull();
    }
  });

  it('looks leagues up by code and by category', () => {
    expect(findLeague('FB-LOTUS')?.name).toEqual({ en: 'Lotus League', vi: 'Giải Hoa Sen' });
    expect(findLeague('NOPE')).toBeUndefined();
    expect(leaguesOf('ESPORTS').every((league) => ['LOL', 'DOTA2', 'CS2'].includes(league.sportCode))).toBe(
      true,
    );
    expect(leaguesOf('SPORTS').length + leaguesOf('ESPORTS').length).toBe(LEAGUES.length);
  });
});
