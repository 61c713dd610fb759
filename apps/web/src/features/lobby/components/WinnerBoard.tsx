// The winner board (SPEC.md §4, §9): the latest real wins, 2 per slide, autoplay every 3000 ms at
// 1000 ms speed, looping when there is more than one slide, 20 px apart (ui/use-slide-rotation.ts moves
// the column; the page scrolls over it as over any other box).
import { useTranslation } from 'react-i18next';
import type { Winner } from '@playdeck/contract/lobby';
import { useSlideRotation } from '../../../ui/use-slide-rotation';
import { useWinners } from '../api/winners';
import { winnerSlides } from '../lobby-rules';
import styles from './WinnerBoard.module.css';

export const WINNER_AUTOPLAY_MS = 3_000;
export const WINNER_SPEED_MS = 1_000;
export const WINNER_SPACING_PX = 20;

export function WinnerBoard() {
  const { t } = useTranslation();
  const { data } = useWinners();
  const slides = winnerSlides(data?.list ?? []);
  return (
    <section className={styles.board} aria-labelledby="winner-board-title" data-testid="winner-board">
      <h2 id="winner-board-title" className={styles.title}>
        {t('lobby.winners')}
      </h2>
      {slides.length === 0 ? (
        <p className={styles.empty}>{t('lobby.noWinners')}</p>
      ) : (
        <WinnerSlides slides={slides} />
      )}
    </section>
  );
}

function WinnerSlides({ slides }: { slides: readonly (readonly Winner[])[] }) {
  const { trackRef, onScroll } = useSlideRotation({
    count: slides.length,
    delayMs: WINNER_AUTOPLAY_MS,
    speedMs: WINNER_SPEED_MS,
    axis: 'y',
  });
  const several = slides.length > 1;
  return (
    <div ref={trackRef} className={styles.track} onScroll={onScroll}>
      {slides.map((slide) => (
        <WinnerSlide key={slide.map((winner) => winner.recordId).join('-')} slide={slide} />
      ))}
      {several ? <WinnerSlide slide={slides[0]!} copy /> : null}
    </div>
  );
}

function WinnerSlide({ slide, copy = false }: { slide: readonly Winner[]; copy?: boolean }) {
  return (
    <ul className={styles.slide} aria-hidden={copy || undefined}>
      {slide.map((winner) => (
        <li key={winner.recordId} className={styles.winner}>
          {winner.iconUrl ? <img src={winner.iconUrl} alt="" className={styles.icon} /> : null}
          <span className={styles.who}>
            <strong>{winner.customerName}</strong>
            <span className={styles.game}>{winner.gameName}</span>
          </span>
          <span className={styles.amount}>+{winner.winAmount}</span>
        </li>
      ))}
    </ul>
  );
}
