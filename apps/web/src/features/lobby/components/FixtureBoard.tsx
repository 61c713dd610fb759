// The sports pages' fixture board (SPEC.md §2 "Game centre" /sports and /esports): the fixtures the
// sports vendors publish, by league in kick-off order, each row with its kick-off in site time (or its
// live score) and its result odds. A row opens its sport's game at that fixture, in the game popup
// (a visitor is asked to sign in first, as for any game).
import { useTranslation } from 'react-i18next';
import type { BoardFixture, FixtureLeague } from '@playdeck/contract/lobby';
import { useSiteTime } from '../../../lib/site-time';
import { useFixtureBoard } from '../api/fixtures';
import { useLaunchGame } from '../hooks/useLaunchGame';
import styles from './FixtureBoard.module.css';

export function FixtureBoard({ gameType }: { gameType: 'SPORTS' | 'ESPORTS' }) {
  const { t } = useTranslation();
  const board = useFixtureBoard(gameType);
  const leagues = board.data?.leagues ?? [];
  return (
    <section className={styles.board} aria-labelledby="fixture-board-title" data-testid="fixture-board">
      <h2 id="fixture-board-title" className={styles.title}>
        {t('lobby.fixtures.title')}
      </h2>
      {board.isPending ? (
        <p className={styles.empty}>{t('lobby.fixtures.loading')}</p>
      ) : leagues.length === 0 ? (
        <p className={styles.empty}>{t(board.isError ? 'lobby.fixtures.failed' : 'lobby.fixtures.none')}</p>
      ) : (
        <div className={styles.leagues}>
          {leagues.map((league) => (
            <LeagueFixtures key={`${league.vendorCode}/${league.leagueCode}`} league={league} />
          ))}
        </div>
      )}
    </section>
  );
}

function LeagueFixtures({ league }: { league: FixtureLeague }) {
  return (
    <section className={styles.league} data-testid={`board-league-${league.leagueCode}`}>
      <h3 className={styles.leagueName}>{league.leagueName}</h3>
      <ul className={styles.rows}>
        {league.fixtures.map((fixture) => (
          <li key={fixture.fixtureId}>
            <FixtureRow fixture={fixture} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FixtureRow({ fixture }: { fixture: BoardFixture }) {
  const { t } = useTranslation();
  const { playAt } = useLaunchGame();
  const time = useSiteTime().formatter({
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const live = fixture.phase === 'IN_PLAY';
  const open = () => playAt({ gameId: fixture.gameId, focus: fixture.fixtureId }, fixture.gameName);
  return (
    <button
      type="button"
      className={styles.row}
      onClick={open}
      data-testid={`board-fixture-${fixture.fixtureId}`}
      aria-label={t('lobby.fixtures.open', {
        home: fixture.home,
        away: fixture.away,
        game: fixture.gameName,
      })}
    >
      <span className={styles.when}>
        {live ? (
          <strong className={styles.live}>{t('lobby.fixtures.live')}</strong>
        ) : (
          time.format(fixture.kickOffAt)
        )}
        <span className={styles.game}>{fixture.gameName}</span>
      </span>
      <span className={styles.teams}>
        <span>{fixture.home}</span>
        <span>{fixture.away}</span>
      </span>
      {fixture.score && (
        <span className={styles.score} data-testid="board-score">
          <span>{fixture.score.home}</span>
          <span>{fixture.score.away}</span>
        </span>
      )}
      <span className={styles.odds}>
        {fixture.odds.length === 0 ? (
          <span className={styles.suspended}>{t('lobby.fixtures.suspended')}</span>
        ) : (
          fixture.odds.map((option) => (
            <span key={option.selection} className={styles.price}>
              <span className={styles.selection}>{t(`lobby.fixtures.selection.${option.selection}`)}</span>
              <strong>{option.odds}</strong>
            </span>
          ))
        )}
      </span>
    </button>
  );
}
