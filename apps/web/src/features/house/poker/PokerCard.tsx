// A hold'em card drawn in CSS and SVG: a large rank and suit in the top corner, readable at a glance
// even small, the suit again in the middle; hearts and diamonds red, clubs and spades black; a
// patterned back for a card that is dealt but hidden, a faint outline for a place not dealt yet.
import type { PokerCard as Card } from '@playdeck/contract/poker';
import { SuitIcon } from '../baccarat/PlayingCard';
import styles from './PokerCard.module.css';

const SUIT_SYMBOLS: Record<Card['suit'], string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

/** A card's short name for assistive technology and tests: "Q♥", "10♠". */
export const pokerCardName = (card: Card) => `${card.rank}${SUIT_SYMBOLS[card.suit]}`;

export type CardSize = 'sm' | 'md' | 'lg';

export function PokerCard({
  card,
  hidden = false,
  size = 'md',
  highlight = false,
  dim = false,
}: {
  /** Undefined with `hidden` false: an empty place on the board. */
  card?: Card;
  /** Dealt, face down. */
  hidden?: boolean;
  size?: CardSize;
  /** One of the five cards that make the winning hand. */
  highlight?: boolean;
  /** Not part of the winning hand, at a showdown. */
  dim?: boolean;
}) {
  const classes = [styles.card, styles[size], highlight && styles.highlight, dim && styles.dim]
    .filter(Boolean)
    .join(' ');
  if (hidden) return <span className={`${classes} ${styles.back}`} aria-hidden="true" data-card="hidden" />;
  if (!card) return <span className={`${classes} ${styles.empty}`} aria-hidden="true" />;
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  return (
    <span
      className={`${classes} ${styles.face} ${red ? styles.red : styles.black}`}
      role="img"
      aria-label={pokerCardName(card)}
      data-card={pokerCardName(card)}
    >
      <span className={styles.corner}>
        <span className={styles.rank}>{card.rank}</span>
        <SuitIcon suit={card.suit} className={styles.cornerSuit} />
      </span>
      <SuitIcon suit={card.suit} className={styles.pip} />
    </span>
  );
}
