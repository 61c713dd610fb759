// A playing card drawn in SVG for the house's card games (video poker, blackjack): the rank and suit
// in two corners, the pips laid out as on a real card (ace to ten), a framed court figure for the
// jack, queen and king, hearts and diamonds in red, clubs and spades in black; a patterned back for a
// card not turned yet. The card scales with its width, so one drawing serves phones and desktops.
import { useId } from 'react';
import type { PlayingCard } from '@playdeck/contract/playing-cards';
import { classNames } from '../../../ui/class-names';
import { cardName, isRed, pipsOf } from './card-face';
import styles from './CardFace.module.css';

const SUIT_PATHS: Record<PlayingCard['suit'], string> = {
  hearts:
    'M12 21.3s-7.6-4.7-9.7-9.4C.8 8.2 3 4 6.9 4c2.2 0 3.8 1.3 5.1 3.1C13.3 5.3 14.9 4 17.1 4 21 4 23.2 8.2 21.7 11.9 19.6 16.6 12 21.3 12 21.3z',
  diamonds: 'M12 1.5 20.6 12 12 22.5 3.4 12z',
  spades:
    'M12 1.8C9.1 5.9 2.9 9.4 2.9 14c0 2.8 2.2 4.7 4.7 4.7 1.6 0 3-.7 3.7-1.9-.3 2-1.2 3.6-2.8 4.8h7c-1.6-1.2-2.5-2.8-2.8-4.8.7 1.2 2.1 1.9 3.7 1.9 2.5 0 4.7-1.9 4.7-4.7 0-4.6-6.2-8.1-9.1-12.2z',
  clubs:
    'M12 2.2a4.6 4.6 0 0 0-3.9 7 4.6 4.6 0 1 0 1.5 7.6c-.3 1.9-1.1 3.4-2.6 4.6h10c-1.5-1.2-2.3-2.7-2.6-4.6a4.6 4.6 0 1 0 1.5-7.6 4.6 4.6 0 0 0-3.9-7z',
};

/** One suit symbol centred on (x, y), `size` wide, upside down in the card's lower half. */
function Suit({
  suit,
  x,
  y,
  size,
  flipped = false,
}: {
  suit: PlayingCard['suit'];
  x: number;
  y: number;
  size: number;
  flipped?: boolean;
}) {
  const scale = size / 24;
  const turn = flipped ? ` rotate(180 12 12)` : '';
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})${turn}`}
    />
  );
}

/** The corner index: the rank above a small suit. */
function Corner({ card, flipped = false }: { card: PlayingCard; flipped?: boolean }) {
  const narrow = card.rank === '10';
  return (
    <g transform={flipped ? 'rotate(180 100 140)' : undefined}>
      <text
        x="24"
        y="40"
        textAnchor="middle"
        className={styles.index}
        fontSize={narrow ? 30 : 36}
        letterSpacing={narrow ? -3 : 0}
      >
        {card.rank}
      </text>
      <Suit suit={card.suit} x={24} y={60} size={22} />
    </g>
  );
}

const COURT_COLOURS: Record<string, { robe: string; trim: string }> = {
  J: { robe: '#2f5fb3', trim: '#e0b23a' },
  Q: { robe: '#b3263a', trim: '#e0b23a' },
  K: { robe: '#6a3fb0', trim: '#e0b23a' },
};

/** A jack, queen or king: a framed panel with the figure's crown, letter and suit, mirrored. */
function Court({ card }: { card: PlayingCard }) {
  const colours = COURT_COLOURS[card.rank]!;
  const half = (
    <>
      {card.rank === 'J' ? (
        <path d="M76 72h48l-6-16-18 8-18-8z" fill={colours.trim} stroke="#6b4b10" strokeWidth="2" />
      ) : (
        <path
          d={
            card.rank === 'K'
              ? 'M72 74l-4-30 16 14 16-22 16 22 16-14-4 30z'
              : 'M76 74l-4-22 14 10 14-16 14 16 14-10-4 22z'
          }
          fill={colours.trim}
          stroke="#6b4b10"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
      <text x="100" y="110" textAnchor="middle" className={styles.court}>
        {card.rank}
      </text>
      <Suit suit={card.suit} x={100} y={124} size={14} />
    </>
  );
  return (
    <g>
      <rect x="44" y="34" width="112" height="212" rx="8" fill={colours.robe} opacity="0.14" />
      <rect
        x="44"
        y="34"
        width="112"
        height="212"
        rx="8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <rect x="50" y="40" width="100" height="200" rx="5" fill="none" stroke={colours.trim} strokeWidth="2" />
      <path d="M50 140h100" stroke={colours.trim} strokeWidth="1.5" strokeDasharray="4 4" />
      {half}
      <g transform="rotate(180 100 140)">{half}</g>
    </g>
  );
}

export function CardFace({
  card,
  faceUp = true,
  className,
}: {
  /** Undefined for a place no card has reached yet. */
  card?: PlayingCard;
  faceUp?: boolean;
  className?: string;
}) {
  // A pattern's id is referenced from CSS url(), where the characters React's ids carry do not belong.
  const latticeId = `card-back${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (!card || !faceUp) {
    return (
      <svg
        viewBox="0 0 200 280"
        className={classNames(styles.card, className)}
        aria-hidden="true"
        data-card="back"
      >
        <rect x="2" y="2" width="196" height="276" rx="16" className={styles.paper} />
        <rect x="14" y="14" width="172" height="252" rx="10" className={styles.back} />
        <rect x="14" y="14" width="172" height="252" rx="10" fill={`url(#${latticeId})`} />
        <defs>
          <pattern
            id={latticeId}
            width="20"
            height="20"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <path d="M0 10h20M10 0v20" stroke="#ffffff" strokeOpacity="0.22" strokeWidth="3" />
          </pattern>
        </defs>
        <circle cx="100" cy="140" r="34" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="4" />
        <path d="M100 114l18 26-18 26-18-26z" fill="#ffffff" fillOpacity="0.55" />
      </svg>
    );
  }
  const court = card.rank === 'J' || card.rank === 'Q' || card.rank === 'K';
  return (
    <svg
      viewBox="0 0 200 280"
      className={classNames(styles.card, isRed(card) ? styles.red : styles.black, className)}
      role="img"
      aria-label={cardName(card)}
      data-card={cardName(card)}
    >
      <rect x="2" y="2" width="196" height="276" rx="16" className={styles.paper} />
      <g fill="currentColor">
        <Corner card={card} />
        <Corner card={card} flipped />
        {court ? (
          <Court card={card} />
        ) : (
          pipsOf(card).map((pip, index) => <Suit key={index} suit={card.suit} {...pip} />)
        )}
      </g>
    </svg>
  );
}
