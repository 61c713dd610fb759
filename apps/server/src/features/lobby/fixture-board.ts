// The sports pages' fixture board (SPEC.md §2 "Game centre" /sports and /esports): what the sports
// vendors publish of their schedules, kept to the games the catalogue has switched on, named in the
// visitor's language and grouped by league in kick-off order. A vendor publishes through a feed (the
// house sportsbook in process; a third-party adapter would read its vendor's odds feed), the board
// itself is a pure function of the feed and the catalogue.
import type { BoardFixture, FixtureLeague, FixturesResponse } from '@playdeck/contract/lobby';
import { nameIn } from './lobby.rules';

/** A name in each language the site speaks, as a vendor's feed gives it. */
export type FeedName = { en: string; vi: string };

/** A fixture as a sports vendor publishes it. */
export type PublishedFixture = {
  vendorCode: string;
  /** The catalogue game (the sport) the fixture is played in. */
  gameCode: string;
  fixtureId: string;
  leagueCode: string;
  leagueName: FeedName;
  home: FeedName;
  away: FeedName;
  kickOffAt: string;
  phase: BoardFixture['phase'];
  score: BoardFixture['score'];
  odds: BoardFixture['odds'];
};

/** A vendor's published fixtures of one category (SPORTS or ESPORTS). */
export type FixtureFeed = (gameType: 'SPORTS' | 'ESPORTS') => Promise<PublishedFixture[]>;

/** The catalogue's enabled games, as far as the board needs them. */
export type BoardGame = {
  id: number;
  vendorCode: string;
  gameCode: string;
  name: string;
  nameVi: string | null;
};

const localName = (name: FeedName, language: string) => (language === 'vi' ? name.vi : name.en);

/**
 * The board: every published fixture whose game is enabled, grouped by league (leagues in the order
 * of their first kick-off, fixtures by kick-off then id). A fixture of a switched-off game or vendor
 * is not listed, because it could not be launched.
 */
export function fixtureBoard(
  published: readonly PublishedFixture[],
  games: readonly BoardGame[],
  language: string,
  serverTime: Date,
): FixturesResponse {
  const gameOf = new Map(games.map((game) => [`${game.vendorCode}/${game.gameCode}`, game]));
  const ordered = [...published].sort(
    (first, second) =>
      first.kickOffAt.localeCompare(second.kickOffAt) || first.fixtureId.localeCompare(second.fixtureId),
  );
  const leagues = new Map<string, FixtureLeague>();
  for (const fixture of ordered) {
    const game = gameOf.get(`${fixture.vendorCode}/${fixture.gameCode}`);
    if (!game) continue;
    const key = `${fixture.vendorCode}/${fixture.leagueCode}`;
    let league = leagues.get(key);
    if (!league) {
      league = {
        vendorCode: fixture.vendorCode,
        leagueCode: fixture.leagueCode,
        leagueName: localName(fixture.leagueName, language),
        fixtures: [],
      };
      leagues.set(key, league);
    }
    league.fixtures.push({
      fixtureId: fixture.fixtureId,
      gameId: game.id,
      gameName: nameIn(game, language),
      home: localName(fixture.home, language),
      away: localName(fixture.away, language),
      kickOffAt: fixture.kickOffAt,
      phase: fixture.phase,
      score: fixture.score,
      odds: fixture.odds,
    });
  }
  return { serverTime: serverTime.toISOString(), leagues: [...leagues.values()] };
}
