// The layout of a playing card's face (CardFace.tsx), as plain data: where the pips of each rank go
// on the 200 × 280 card, as on a printed deck, and the card's short name.
import type { PlayingCard } from '@playdeck/contract/playing-cards';

export type Pip = { x: number; y: number; size: number; flipped: boolean };

const SUIT_SYMBOLS: Record<PlayingCard['suit'], string> = {
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
};

/** A card's short name for assistive technology and tests: "Q♥", "10♠". */
export const cardName = (card: PlayingCard) => `${card.rank}${SUIT_SYMBOLS[card.suit]}`;

export const isRed = (card: PlayingCard) => card.suit === 'hearts' || card.suit === 'diamonds';

const LEFT = 66;
const CENTRE = 100;
const RIGHT = 134;
const MIDDLE = 140;
const PIP_SIZE = 38;

/** Pip centres of each number card (y from the top); pips below the middle are drawn upside down. */
const LAYOUTS: Record<string, readonly (readonly [number, number])[]> = {
  '2': [
    [CENTRE, 62],
    [CENTRE, 218],
  ],
  '3': [
    [CENTRE, 62],
    [CENTRE, MIDDLE],
    [CENTRE, 218],
  ],
  '4': [
    [LEFT, 62],
    [RIGHT, 62],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '5': [
    [LEFT, 62],
    [RIGHT, 62],
    [CENTRE, MIDDLE],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '6': [
    [LEFT, 62],
    [RIGHT, 62],
    [LEFT, MIDDLE],
    [RIGHT, MIDDLE],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '7': [
    [LEFT, 62],
    [RIGHT, 62],
    [CENTRE, 101],
    [LEFT, MIDDLE],
    [RIGHT, MIDDLE],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '8': [
    [LEFT, 62],
    [RIGHT, 62],
    [CENTRE, 101],
    [LEFT, MIDDLE],
    [RIGHT, MIDDLE],
    [CENTRE, 179],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '9': [
    [LEFT, 62],
    [RIGHT, 62],
    [LEFT, 114],
    [RIGHT, 114],
    [CENTRE, MIDDLE],
    [LEFT, 166],
    [RIGHT, 166],
    [LEFT, 218],
    [RIGHT, 218],
  ],
  '10': [
    [LEFT, 62],
    [RIGHT, 62],
    [CENTRE, 88],
    [LEFT, 114],
    [RIGHT, 114],
    [LEFT, 166],
    [RIGHT, 166],
    [CENTRE, 192],
    [LEFT, 218],
    [RIGHT, 218],
  ],
};

/** The pips of an ace or a number card (an ace has one large pip); none for a court card. */
export function pipsOf(card: PlayingCard): Pip[] {
  if (card.rank === 'A')
    return [{ x: CENTRE, y: MIDDLE, size: card.suit === 'spades' ? 96 : 76, flipped: false }];
  const layout = LAYOUTS[card.rank] ?? [];
  return layout.map(([x, y]) => ({ x, y, size: PIP_SIZE, flipped: y > MIDDLE }));
}
