// A playing card drawn in CSS and SVG (no images): rank and suit in two corners, the suit large in
// the middle (a framed letter for a face card), and a patterned back until the card is turned.
import type { BaccaratCard } from '@playdeck/contract/baccarat';
import styles from './PlayingCard.module.css';

const SUIT_PATHS: Record<BaccaratCard['suit'], string> = {
  hearts:
    'M12 21.3s-7.6-4.7-9.7-9.4C.8 8.2 3 4 6.9 4c2.2 0 3.8 1.3 5.1 3.1C13.3 5.3 14.9 4 17.1 4 21 4 23.2 8.2 21.7 11.9 19.6 16.6 12 21.3 12 21.3z',
  diamonds: 'M12 1.8 20.3 12 12 22.2 3.7 12z',
  spades:
    'M12 1.8C9.1 5.9 2.9 9.4 2.9 14c0 2.8 2.2 4.7 4.7 4.7 1.6 0 3-.7 3.7-1.9-.3 2-1.2 3.6-2.8 4.8h7c-1.6-1.2-2.5-2.8-2.8-4.8.7 1.2 2.1 1.9 3.7 1.9 2.5 0 4.7-1.9 4.7-4.7 0-4.6-6.2-8.1-9.1-12.2z',
  clubs:
    'M12 2.2a4.6 4.6 0 0 0-3.9 7 4.6 4.6 0 1 0 1.5 7.6c-.3 1.9-1.1 3.4-2.6 4.6h10c-1.5-1.2-2.3-2.7-2.6-4.6a4.6 4.6 0 1 0 1.5-7.6 4.6 4.6 0 0 0-3.9-7z',
};

const SUIT_SYMBOLS: Record<BaccaratCard['suit'], string> = {
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
};

export function SuitIcon({ suit, className }: { suit: BaccaratCard['suit']; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}

/** A card's short name for assistive technology and tests: "Q♥", "10♠". */
export const cardName = (card: BaccaratCard) => `${card.rank}${SUIT_SYMBOLS[card.suit]}`;

export function PlayingCard({
  card,
  faceUp,
  sideways = false,
}: {
  /** Undefined for a place a card has not reached yet. */
  card?: BaccaratCard;
  faceUp: boolean;
  /** A third card is laid across, as dealers do. */
  sideways?: boolean;
}) {
  const classes = [styles.card, sideways && styles.sideways].filter(Boolean).join(' ');
  if (!card || !faceUp) {
    return (
      <div className={classes} aria-hidden="true">
        <div className={styles.back} />
      </div>
    );
  }
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const face = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  return (
    <div className={classes} role="img" aria-label={cardName(card)} data-card={cardName(card)}>
      <div className={`${styles.face} ${red ? styles.red : styles.black}`}>
        <span className={styles.corner}>
          <span className={styles.rank}>{card.rank}</span>
          <SuitIcon suit={card.suit} className={styles.cornerSuit} />
        </span>
        {face ? (
          <span className={styles.court}>
            <span className={styles.courtLetter}>{card.rank}</span>
            <SuitIcon suit={card.suit} className={styles.courtSuit} />
          </span>
        ) : (
          <SuitIcon suit={card.suit} className={styles.pip} />
        )}
        <span className={`${styles.corner} ${styles.cornerBottom}`}>
          <span className={styles.rank}>{card.rank}</span>
          <SuitIcon suit={card.suit} className={styles.cornerSuit} />
        </span>
      </div>
    </div>
  );
}
