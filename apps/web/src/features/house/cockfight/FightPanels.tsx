// The side panels: the player's bets on this fight and the last one with how each came out and a link
// to its verify page, the arena's recent results, and the fight's provably fair facts (the seed hash
// now, the seed and the roll once decided).
import { useTranslation } from 'react-i18next';
import type { CockfightBetItem, CockfightFight, CockfightHistoryItem } from '@playdeck/contract/cockfight';
import { verifyPagePath } from '../verify-link';
import { betOutcome, outcomeCounts } from './cockfight-view';
import styles from './CockfightPage.module.css';

function BetList({
  title,
  bets,
  testId,
}: {
  title: string;
  bets: readonly CockfightBetItem[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid={testId}>
      <h2>{title}</h2>
      {bets.length === 0 ? (
        <p className={styles.muted}>{t('house.cockfight.noBets')}</p>
      ) : (
        <ul className={styles.betList}>
          {bets.map((bet) => {
            const outcome = betOutcome(bet);
            return (
              <li key={bet.roundId} className={styles.betRow} data-outcome={outcome}>
                <span className={styles.betSpot}>{t(`house.cockfight.spots.${bet.spot}`)}</span>
                <span className={styles.betStake}>
                  {bet.stake} <small>@ {bet.odds}</small>
                </span>
                <span className={`${styles.betOutcome} ${styles[`outcome_${outcome}`]}`}>
                  {t(`house.cockfight.outcome.${outcome}`, { amount: bet.payout ?? '' })}
                </span>
                <a
                  href={verifyPagePath(bet.roundId)}
                  target="_blank"
                  rel="noreferrer"
                  className={styles.verifyLink}
                >
                  {t('house.verify')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function MyBets({
  current,
  previous,
}: {
  current: readonly CockfightBetItem[];
  previous: readonly CockfightBetItem[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <BetList title={t('house.cockfight.myBets')} bets={current} testId="my-bets" />
      {previous.length > 0 && (
        <BetList title={t('house.cockfight.lastBets')} bets={previous} testId="last-bets" />
      )}
    </>
  );
}

export function ResultHistory({ history }: { history: readonly CockfightHistoryItem[] }) {
  const { t } = useTranslation();
  const counts = outcomeCounts(history);
  return (
    <section className={styles.panel}>
      <h2>{t('house.cockfight.history')}</h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('house.cockfight.historyEmpty')}</p>
      ) : (
        <>
          <p className={styles.muted} data-testid="history-counts">
            {t('house.cockfight.counts', counts)}
          </p>
          <ol className={styles.history} data-testid="result-history">
            {history.map((item) => {
              const outcome = t(`house.cockfight.wins.${item.outcome}`);
              return (
                <li
                  key={item.fightNumber}
                  className={`${styles.bead} ${styles[`bead_${item.outcome}`]}`}
                  data-outcome={item.outcome}
                  title={t('house.cockfight.historyItem', {
                    number: item.fightNumber,
                    outcome,
                    meron: item.meronName,
                    wala: item.walaName,
                  })}
                >
                  {t(`house.cockfight.short.${item.outcome}`)}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

export function FightFairness({
  fight,
  lastFight,
}: {
  fight: CockfightFight;
  lastFight: CockfightFight | null;
}) {
  const { t } = useTranslation();
  const revealed =
    lastFight?.serverSeed && lastFight.result
      ? { fightNumber: lastFight.fightNumber, serverSeed: lastFight.serverSeed, result: lastFight.result }
      : null;
  return (
    <section className={styles.panel} data-testid="fight-fairness">
      <h2>{t('house.cockfight.fairness')}</h2>
      <p className={styles.muted}>{t('house.cockfight.fairnessNote')}</p>
      <dl className={styles.facts}>
        <dt>{t('house.cockfight.seedHash', { number: fight.fightNumber })}</dt>
        <dd className={styles.mono} data-testid="seed-hash">
          {fight.serverSeedHash}
        </dd>
        <dt>{t('house.clientSeed')}</dt>
        <dd className={styles.mono}>{fight.clientSeed}</dd>
        {revealed && (
          <>
            <dt>{t('house.cockfight.revealedSeed', { number: revealed.fightNumber })}</dt>
            <dd className={styles.mono} data-testid="revealed-seed">
              {revealed.serverSeed}
            </dd>
            <dt>{t('house.cockfight.rollTitle')}</dt>
            <dd>
              {t('house.cockfight.roll', {
                roll: revealed.result.roll,
                range: revealed.result.rollRange,
                outcome: t(`house.cockfight.wins.${revealed.result.outcome}`),
              })}
            </dd>
          </>
        )}
      </dl>
      <a href="/house/verify" target="_blank" rel="noreferrer" className={styles.verifyLink}>
        {t('house.cockfight.verifyPage')}
      </a>
    </section>
  );
}
