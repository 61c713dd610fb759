// The side panels: the player's bets on this fight and the last one with how each came out and a link
// to its verify page, the arena's recent results, and the fight's provably fair facts (the seed hash
// now, the seed and the roll once decided).
import { useTranslation } from 'react-i18next';
import type { CockfightBetItem, CockfightFight, CockfightHistoryItem } from '@playdeck/contract/cockfight';
import { LiveBetList } from '../components/LiveBetList';
import { betOutcome, outcomeCounts } from './cockfight-view';
import liveTable from '../components/live-table.module.css';
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
  const rows = bets.map((bet) => {
    const outcome = betOutcome(bet);
    return {
      roundId: bet.roundId,
      spot: t(`house.cockfight.spots.${bet.spot}`),
      stake: (
        <>
          {bet.stake} <small>@ {bet.odds}</small>
        </>
      ),
      outcome,
      outcomeText: t(`house.cockfight.outcome.${outcome}`, { amount: bet.payout ?? '' }),
    };
  });
  return (
    <LiveBetList
      title={title}
      emptyText={t('house.cockfight.noBets')}
      rows={rows}
      testId={testId}
      panelClassName={styles.panel}
    />
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
        <p className={liveTable.muted}>{t('house.cockfight.historyEmpty')}</p>
      ) : (
        <>
          <p className={liveTable.muted} data-testid="history-counts">
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
      <p className={liveTable.muted}>{t('house.cockfight.fairnessNote')}</p>
      <dl className={liveTable.facts}>
        <dt>{t('house.cockfight.seedHash', { number: fight.fightNumber })}</dt>
        <dd className={liveTable.mono} data-testid="seed-hash">
          {fight.serverSeedHash}
        </dd>
        <dt>{t('house.clientSeed')}</dt>
        <dd className={liveTable.mono}>{fight.clientSeed}</dd>
        {revealed && (
          <>
            <dt>{t('house.cockfight.revealedSeed', { number: revealed.fightNumber })}</dt>
            <dd className={liveTable.mono} data-testid="revealed-seed">
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
      <a href="/house/verify" target="_blank" rel="noreferrer" className={liveTable.verifyLink}>
        {t('house.cockfight.verifyPage')}
      </a>
    </section>
  );
}
