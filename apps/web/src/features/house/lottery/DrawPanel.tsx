// The draw taking tickets: its label, a countdown to the close and to the draw on the server's
// clock, how far the betting window has run, the server seed hash published before any ticket, and
// the last result.
import { useTranslation } from 'react-i18next';
import type { LotteryDraw, LotteryResultItem } from '@playdeck/contract/lottery';
import { formatCountdown } from '../../../lib/countdown';
import { classNames } from '../../../ui/class-names';
import { DigitBalls } from '../../../ui/DigitBalls';
import { bettingProgress, type DrawPhase } from './selections';
import styles from './LotteryPage.module.css';
import { useSiteTime } from '../../../lib/site-time';

export function DrawPanel({
  draw,
  phase,
  serverNowMs,
  lastResult,
}: {
  draw: LotteryDraw;
  phase: DrawPhase;
  serverNowMs: number;
  lastResult: LotteryResultItem | undefined;
}) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ timeStyle: 'medium' });
  const toClose = Date.parse(draw.closesAt) - serverNowMs;
  const toDraw = Date.parse(draw.drawAt) - serverNowMs;
  return (
    <section className={classNames(styles.card, styles.drawCard)} aria-labelledby="lottery-draw-title">
      <div className={styles.drawHead}>
        <h2 id="lottery-draw-title" className={styles.cardTitle}>
          {t('lottery.draw', { label: draw.label })}
        </h2>
        <span className={classNames(styles.phase, styles[`phase-${phase}`])} data-testid="lottery-phase">
          {t(`lottery.phase.${phase}`)}
        </span>
      </div>
      <div className={styles.clocks}>
        <div className={styles.clock}>
          <span className={styles.clockLabel}>{t('lottery.closesIn')}</span>
          <strong className={styles.countdown} data-testid="lottery-closes-in" aria-live="off">
            {formatCountdown(toClose)}
          </strong>
        </div>
        <div className={styles.clock}>
          <span className={styles.clockLabel}>{t('lottery.drawIn')}</span>
          <strong className={classNames(styles.countdown, styles.countdownMuted)}>
            {formatCountdown(toDraw)}
          </strong>
          <span className={styles.clockNote}>
            {t('lottery.drawAt', { time: time.format(new Date(draw.drawAt)) })}
          </span>
        </div>
      </div>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('lottery.bettingWindow')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(bettingProgress(draw, serverNowMs) * 100)}
      >
        <span style={{ width: `${bettingProgress(draw, serverNowMs) * 100}%` }} />
      </div>
      <dl className={styles.hash}>
        <dt>{t('lottery.seedHash')}</dt>
        <dd className={styles.mono} title={draw.serverSeedHash}>
          {draw.serverSeedHash}
        </dd>
        <dd className={styles.hashNote}>{t('lottery.seedHashNote', { clientSeed: draw.clientSeed })}</dd>
      </dl>
      {lastResult && (
        <div className={styles.lastResult} data-testid="lottery-last-result">
          <span className={styles.clockLabel}>
            {t('lottery.lastResult', { label: lastResult.drawLabel })}
          </span>
          <DigitBalls number={lastResult.winningNumber} size="lg" />
        </div>
      )}
    </section>
  );
}
