// The winner board (SPEC.md §4, §9): the latest real wins, 2 per slide, autoplay every 3000 ms at
// 1000 ms speed, looping when there is more than one slide, 20 px apart.
import { useTranslation } from 'react-i18next';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
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
        <Swiper
          modules={[Autoplay]}
          direction="vertical"
          slidesPerView={1}
          spaceBetween={WINNER_SPACING_PX}
          speed={WINNER_SPEED_MS}
          loop={slides.length > 1}
          autoplay={{ delay: WINNER_AUTOPLAY_MS, disableOnInteraction: false }}
          className={styles.swiper}
        >
          {slides.map((slide) => (
            <SwiperSlide key={slide.map((winner) => winner.recordId).join('-')}>
              <ul className={styles.slide}>
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
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
