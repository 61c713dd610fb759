// Proves the fixture board: published fixtures are grouped by vendor and league, leagues in the order of their first kick-off and fixtures by kick-off then id, named in the asked language, joined to their catalogue game; a fixture whose game the catalogue does not have enabled is left out.
import { describe, expect, it } from 'vitest';
import { fixtureBoard, type BoardGame, type PublishedFixture } from './fixture-board';

const name = (en: string, vi = `${en} (vi)`) => ({ en, vi });
const published = (
  fixtureId: string,
  leagueCode: string,
  kickOffAt: string,
  gameCode = 'FOOTBALL',
): PublishedFixture => ({
  vendorCode: 'PDSPORT',
  gameCode,
  fixtureId,
  leagueCode,
  leagueName: name(`League ${leagueCode}`),
  home: name(`Home ${fixtureId}`),
  away: name(`Away ${fixtureId}`),
  kickOffAt,
  phase: 'PRE_MATCH',
  score: null,
  odds: [
    { selection: 'HOME', odds: '1.90' },
    { selection: 'AWAY', odds: '1.90' },
  ],
});
const games: BoardGame[] = [
  { id: 7, vendorCode: 'PDSPORT', gameCode: 'FOOTBALL', name: 'Football', nameVi: 'Bóng đá' },
  { id: 8, vendorCode: 'PDSPORT', gameCode: 'TENNIS', name: 'Tennis', nameVi: null },
];
const at = new Date('2026-11-28T04:00:00Z');

describe('fixtureBoard', () => {
  it('groups by league in order of first kick-off, fixtures by kick-off then id', () => {
    const board = fixtureBoard(
      [
        published('B-2', 'B', '2026-11-28T09:00:00Z'),
        published('A-2', 'A', '2026-11-28T12:00:00Z'),
        published('B-1', 'B', '2026-11-28T09:00:00Z'),
        published('A-1', 'A', '2026-11-28T10:00:00Z', 'TENNIS'),
      ],
      games,
      'en',
      at,
    );
    expect(board.serverTime).toBe(at.toISOString());
    expect(board.leagues.map((league) => league.leagueCode)).toEqual(['B', 'A']);
    expect(board.leagues[0]!.fixtures.map((fixture) => fixture.fixtureId)).toEqual(['B-1', 'B-2']);
    expect(
      board.leagues[1]!.fixtures.map((fixture) => [fixture.fixtureId, fixture.gameId, fixture.gameName]),
    ).toEqual([
      ['A-1', 8, 'Tennis'],
      ['A-2', 7, 'Football'],
    ]);
  });

  it('names everything in the asked language, the game falling back to its English name', () => {
    const board = fixtureBoard(
      [
        published('A-1', 'A', '2026-11-28T10:00:00Z'),
        published('A-2', 'A', '2026-11-28T11:00:00Z', 'TENNIS'),
      ],
      games,
      'vi',
      at,
    );
    expect(board.leagues[0]).toMatchObject({ leagueName: 'League A (vi)' });
    expect(board.leagues[0]!.fixtures.map((fixture) => [fixture.home, fixture.gameName])).toEqual([
      ['Home A-1 (vi)', 'Bóng đá'],
      ['Home A-2 (vi)', 'Tennis'],
    ]);
  });

  it('leaves out fixtures of games the catalogue does not list, and empty leagues with them', () => {
    const board = fixtureBoard(
      [
        published('A-1', 'A', '2026-11-28T10:00:00Z', 'BASKETBALL'),
        published('B-1', 'B', '2026-11-28T11:00:00Z'),
      ],
      games,
      'en',
      at,
    );
    expect(board.leagues.map((league) => league.leagueCode)).toEqual(['B']);
    expect(fixtureBoard([], games, 'en', at).leagues).toEqual([]);
  });
});
