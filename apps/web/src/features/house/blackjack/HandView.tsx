// One row of cards on the felt, the dealer's or one of the player's hands: the cards fanned, the count
// as a player reads it, and, for the player, the stake and how the hand ended.
import { useTranslation } from 'react-i18next';
import type { BlackjackHand, BlackjackPlayerHand } from '@playdeck/contract/blackjack';
import { CardFace } from '../components/CardFace';
import { countLabel } from './blackjack-view';
import styles from './BlackjackPage.module.css';

export function CountBadge({ hand }: { hand: Pick<BlackjackPlayerHand, 'count' | 'status'> }) {
  const { t } = useTranslation();
  const label = countLabel(hand);
  const text =
    label.key === 'blackjack'
      ? t('blackjack.count.blackjack')
      : label.key === 'bust'
        ? t('blackjack.count.bust', { total: label.total })
        : label.key === 'soft'
          ? t('blackjack.count.soft', { total: label.total })
          : String(label.total);
  return <span className={`${styles.count} ${styles[`count_${label.key}`]}`}>{text}</span>;
}

export function DealerHand({
  cards,
  count,
  finished,
}: {
  cards: BlackjackHand['dealerCards'];
  count: BlackjackHand['dealerCount'];
  finished: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.dealer} aria-label={t('blackjack.dealer')} data-testid="bj-dealer">
      <h2 className={styles.seatName}>{t('blackjack.dealer')}</h2>
      <div className={styles.fan}>
        {cards.map((card, index) => (
          <CardFace key={index} card={card} className={styles.card} />
        ))}
        {!finished && cards.length > 0 && <CardFace faceUp={false} className={styles.card} />}
        {cards.length === 0 && (
          <>
            <span className={styles.cardSpot} />
            <span className={styles.cardSpot} />
          </>
        )}
      </div>
      {cards.length > 0 && <CountBadge hand={{ count, status: finished ? 'stood' : 'playing' }} />}
    </section>
  );
}

export function PlayerHand({
  hand,
  number,
  active,
  showNumber,
}: {
  hand: BlackjackPlayerHand;
  number: number;
  active: boolean;
  showNumber: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={active ? `${styles.playerHand} ${styles.active}` : styles.playerHand}
      aria-label={t('blackjack.handNumber', { number })}
      aria-current={active ? 'true' : undefined}
      data-testid={`bj-hand-${number}`}
    >
      <div className={styles.fan}>
        {hand.cards.map((card, index) => (
          <CardFace key={index} card={card} className={styles.card} />
        ))}
      </div>
      <div className={styles.handFacts}>
        <CountBadge hand={hand} />
        <span className={styles.stakeChip} title={t('blackjack.stake')}>
          {hand.stake}
          {hand.doubled && <span className={styles.doubled}> ×2</span>}
        </span>
        {showNumber && <span className={styles.handNumber}>{t('blackjack.handNumber', { number })}</span>}
      </div>
      {hand.outcome && (
        <strong className={`${styles.outcome} ${styles[`outcome_${hand.outcome}`]}`} data-testid="bj-outcome">
          {t(`blackjack.outcomes.${hand.outcome}`)}
        </strong>
      )}
    </section>
  );
}
