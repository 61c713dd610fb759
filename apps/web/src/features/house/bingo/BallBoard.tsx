// The caller: the latest ball large with its letter, how many of the round's balls are out, the last
// few before it, and the board of all 75 balls with the called ones lit. Only balls the server has
// called are shown: they arrive one by one over the room's stream.
import { useTranslation } from 'react-i18next';
import { boardRows, letterOf } from './bingo-view';
import styles from './BingoPage.module.css';

const RECENT_SHOWN = 5;

export function Ball({ ball, size = 'md' }: { ball: number; size?: 'sm' | 'md' | 'lg' }) {
  const letter = letterOf(ball);
  return (
    <span className={`${styles.ball} ${styles[`ball_${letter}`]} ${styles[`ball_${size}`]}`}>
      <small>{letter}</small>
      {ball}
    </span>
  );
}

export function BallBoard({
  calledBalls,
  ballsCalled,
  waiting,
}: {
  calledBalls: readonly number[];
  /** How many balls the round calls in all. */
  ballsCalled: number;
  /** Sales are still open: the first ball comes when they close. */
  waiting: boolean;
}) {
  const { t } = useTranslation();
  const called = new Set(calledBalls);
  const latest = calledBalls.at(-1);
  const recent = calledBalls.slice(-1 - RECENT_SHOWN, -1).reverse();
  return (
    <section className={styles.caller} aria-label={t('bingo.caller.title')}>
      <div className={styles.callerHead}>
        <div className={styles.latest} data-testid="latest-ball" aria-live="polite">
          {latest === undefined ? (
            <span className={styles.latestEmpty}>?</span>
          ) : (
            <span key={latest} className={styles.latestBall}>
              <Ball ball={latest} size="lg" />
            </span>
          )}
        </div>
        <div className={styles.callerFacts}>
          <strong data-testid="ball-count">
            {t('bingo.caller.count', { count: calledBalls.length, total: ballsCalled })}
          </strong>
          <span className={styles.muted}>
            {waiting
              ? t('bingo.caller.waiting')
              : latest === undefined
                ? t('bingo.caller.first')
                : t('bingo.caller.latest', { ball: `${letterOf(latest)} ${latest}` })}
          </span>
          {recent.length > 0 && (
            <ol className={styles.recent} aria-label={t('bingo.caller.recent')}>
              {recent.map((ball) => (
                <li key={ball}>
                  <Ball ball={ball} size="sm" />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <div
        className={styles.board}
        role="table"
        aria-label={t('bingo.caller.board')}
        data-testid="ball-board"
      >
        {boardRows().map(({ letter, balls }) => (
          <div key={letter} className={styles.boardRow} role="row">
            <span className={`${styles.boardLetter} ${styles[`ball_${letter}`]}`} role="rowheader">
              {letter}
            </span>
            {balls.map((ball) => (
              <span
                key={ball}
                role="cell"
                className={`${styles.boardBall} ${called.has(ball) ? `${styles.boardCalled} ${styles[`ball_${letter}`]}` : ''} ${ball === latest ? styles.boardLatest : ''}`}
                data-called={called.has(ball) || undefined}
              >
                {ball}
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
