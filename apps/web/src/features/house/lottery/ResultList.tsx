// The game's latest results, newest first, each with its revealed server seed; a Vietnamese draw
// opens into its full prize table.
import { useTranslation } from 'react-i18next';
import type { LotteryResultItem } from '@playdeck/contract/lottery';
import { EmptyState } from '../../../ui/EmptyState';
import { classNames } from '../../../ui/class-names';
import { DigitBalls } from '../../../ui/DigitBalls';
import { localName } from './local-name';
import styles from './LotteryPage.module.css';

export function ResultList({ results }: { results: LotteryResultItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={classNames(styles.card, styles.resultsCard)} aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className={styles.cardTitle}>
        {t('lottery.results')}
      </h2>
      {results.length === 0 ? (
        <EmptyState title={t('lottery.noResults')} />
      ) : (
        <ol className={styles.results} data-testid="lottery-results">
          {results.map((result) => (
            <li key={`${result.gameCode}-${result.drawNumber}`} className={styles.result}>
              <div className={styles.resultHead}>
                <span className={styles.drawLabel}>{result.drawLabel}</span>
                <DigitBalls number={result.winningNumber} size="sm" />
              </div>
              <details className={styles.resultDetails}>
                <summary>{t(result.prizes.length > 0 ? 'lottery.allPrizes' : 'lottery.seeds')}</summary>
                {result.prizes.length > 0 && (
                  <table className={styles.prizeTable}>
                    <tbody>
                      {result.prizes.map((prize) => (
                        <tr key={prize.prize}>
                          <th scope="row">{localName(prize.name, i18n.language)}</th>
                          <td>{prize.numbers.join(' · ')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <dl className={styles.seedFacts}>
                  <dt>{t('house.serverSeed')}</dt>
                  <dd className={styles.mono}>{result.serverSeed}</dd>
                  <dt>{t('house.clientSeed')}</dt>
                  <dd className={styles.mono}>{result.clientSeed}</dd>
                </dl>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
