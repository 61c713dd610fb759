// The side panels: the player's bets on this hand and the last one with how each came out and a link
// to its verify page, and the hand's provably fair facts (the seed hash now, the seed once dealt).
import { useTranslation } from 'react-i18next';
import type { BaccaratBetItem, BaccaratHand } from '@playdeck/contract/baccarat';
import { verifyPagePath } from '../verify-link';
import { betOutcome } from './baccarat-view';
import styles from './BaccaratPage.module.css';

function BetList({
  title,
  bets,
  testId,
  hideOutcomes = false,
}: {
  title: string;
  bets: readonly BaccaratBetItem[];
  testId: string;
  /** While the cards are still being turned, a paid bet must not give the result away. */
  hideOutcomes?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid={testId}>
      <h2>{title}</h2>
      {bets.length === 0 ? (
        <p className={styles.muted}>{t('baccarat.noBets')}</p>
      ) : (
        <ul className={styles.betList}>
          {bets.map((bet) => {
            const outcome = hideOutcomes ? 'pending' : betOutcome(bet);
            return (
              <li key={bet.roundId} className={styles.betRow} data-outcome={outcome}>
                <span className={styles.betSpot}>{t(`baccarat.spots.${bet.spot}`)}</span>
                <span className={styles.betStake}>{bet.stake}</span>
                <span className={`${styles.betOutcome} ${styles[`outcome_${outcome}`]}`}>
                  {t(`baccarat.outcome.${outcome}`, { amount: bet.payout ?? '' })}
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
  dealing,
}: {
  current: readonly BaccaratBetItem[];
  previous: readonly BaccaratBetItem[];
  /** The current hand's cards are still being turned. */
  dealing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <BetList title={t('baccarat.myBets')} bets={current} testId="my-bets" hideOutcomes={dealing} />
      {previous.length > 0 && <BetList title={t('baccarat.lastBets')} bets={previous} testId="last-bets" />}
    </>
  );
}

export function FairnessFacts({ hand, lastHand }: { hand: BaccaratHand; lastHand: BaccaratHand | null }) {
  const { t } = useTranslation();
  const revealed = lastHand?.serverSeed ? lastHand : null;
  return (
    <section className={styles.panel}>
      <h2>{t('baccarat.fairness')}</h2>
      <p className={styles.muted}>{t('baccarat.fairnessNote')}</p>
      <dl className={styles.facts}>
        <dt>{t('baccarat.seedHash')}</dt>
        <dd className={styles.mono} data-testid="seed-hash">
          {hand.serverSeedHash}
        </dd>
        <dt>{t('baccarat.clientSeed')}</dt>
        <dd className={styles.mono}>{hand.clientSeed}</dd>
        {revealed && (
          <>
            <dt>{t('baccarat.revealedSeed', { number: revealed.roundNumber })}</dt>
            <dd className={styles.mono}>{revealed.serverSeed}</dd>
          </>
        )}
      </dl>
      <a href="/house/verify" target="_blank" rel="noreferrer" className={styles.verifyLink}>
        {t('baccarat.verifyPage')}
      </a>
    </section>
  );
}
