// The side panels: the player's bets on this hand and the last one with how each came out and a link
// to its verify page, and the hand's provably fair facts (the seed hash now, the seed once dealt).
import { useTranslation } from 'react-i18next';
import type { BaccaratBetItem, BaccaratHand } from '@playdeck/contract/baccarat';
import { LiveBetList } from '../components/LiveBetList';
import { betOutcome } from './baccarat-view';
import liveTable from '../components/live-table.module.css';
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
  const rows = bets.map((bet) => {
    const outcome = hideOutcomes ? 'pending' : betOutcome(bet);
    return {
      roundId: bet.roundId,
      spot: t(`baccarat.spots.${bet.spot}`),
      stake: bet.stake,
      outcome,
      outcomeText: t(`baccarat.outcome.${outcome}`, { amount: bet.payout ?? '' }),
    };
  });
  return (
    <LiveBetList
      title={title}
      emptyText={t('baccarat.noBets')}
      rows={rows}
      testId={testId}
      panelClassName={styles.panel}
    />
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
      <p className={liveTable.muted}>{t('baccarat.fairnessNote')}</p>
      <dl className={liveTable.facts}>
        <dt>{t('baccarat.seedHash')}</dt>
        <dd className={liveTable.mono} data-testid="seed-hash">
          {hand.serverSeedHash}
        </dd>
        <dt>{t('baccarat.clientSeed')}</dt>
        <dd className={liveTable.mono}>{hand.clientSeed}</dd>
        {revealed && (
          <>
            <dt>{t('baccarat.revealedSeed', { number: revealed.roundNumber })}</dt>
            <dd className={liveTable.mono}>{revealed.serverSeed}</dd>
          </>
        )}
      </dl>
      <a href="/house/verify" target="_blank" rel="noreferrer" className={liveTable.verifyLink}>
        {t('baccarat.verifyPage')}
      </a>
    </section>
  );
}
