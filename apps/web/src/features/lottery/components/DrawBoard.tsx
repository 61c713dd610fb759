// The selected game's board: the numbers its latest draw opened (a Vietnamese draw's last two digits
// of every prize, for lô players) and its recent results with their revealed seeds.
import { useTranslation } from 'react-i18next';
import type { LotteryGameItem } from '@playdeck/contract/lottery';
import { DigitBalls } from '../../../ui/DigitBalls';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { useLotteryResults } from '../api/lottery-results';
import { useOpenedNumbers } from '../api/opened-numbers';
import styles from '../pages/LotteryLobbyPage.module.css';
import { useSiteTime } from '../../../lib/site-time';

const RESULTS_LIMIT = 10;

export function DrawBoard({ game }: { game: LotteryGameItem }) {
  const { t } = useTranslation();
  const opened = useOpenedNumbers(game.gameCode);
  const results = useLotteryResults(game.gameCode, RESULTS_LIMIT);
  const latest = opened.data?.list[0];
  const time = useSiteTime().formatter({ timeStyle: 'short' });
  return (
    <aside className={styles.board} aria-label={t('lottery.site.board')}>
      <section className={styles.panel} aria-labelledby="lottery-opened-title" data-testid="lottery-opened">
        <h2 id="lottery-opened-title" className={styles.panelTitle}>
          {t('lottery.site.openedNumbers')}
        </h2>
        {opened.isPending ? (
          <Loader size="sm" />
        ) : latest ? (
          <>
            <p className={styles.panelNote}>
              {t('lottery.site.drawOf', {
                label: latest.drawLabel,
                time: time.format(new Date(latest.drawAt)),
              })}
            </p>
            <DigitBalls number={latest.winningNumber} size="lg" />
            {latest.lastTwoDigits.length > 1 && (
              <div className={styles.loBoard} aria-label={t('lottery.site.lastTwoDigits')}>
                {[...latest.lastTwoDigits].sort().map((digits, index) => (
                  <span key={`${digits}-${index}`} className={styles.loNumber}>
                    {digits}
                  </span>
                ))}
              </div>
            )}
          </>
        ) : (
          <EmptyState title={t('lottery.site.noDrawYet')} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="lottery-recent-title">
        <h2 id="lottery-recent-title" className={styles.panelTitle}>
          {t('lottery.site.recentResults')}
        </h2>
        {results.isPending ? (
          <Loader size="sm" />
        ) : results.data && results.data.list.length > 0 ? (
          <ol className={styles.recent} data-testid="lottery-recent-results">
            {results.data.list.map((result) => (
              <li key={result.drawNumber} className={styles.recentItem}>
                <span className={styles.recentLabel}>{result.drawLabel}</span>
                <span className={styles.recentNumber}>{result.winningNumber}</span>
                <span className={styles.recentSeed} title={result.serverSeed}>
                  {t('lottery.site.seed', { seed: result.serverSeed.slice(0, 10) })}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState title={t('lottery.site.noDrawYet')} />
        )}
      </section>
    </aside>
  );
}
