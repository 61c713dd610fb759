// Cards and the eight-deck shoe. A round deals at most six cards, so rather than shuffling all 416
// the shoe runs only the first steps of a Fisher–Yates shuffle: card k is the one at position
// k + nextInt(416 − k), swapped into place. That gives exactly the first cards a full shuffle with
// the same random stream would give, so a player can verify a round by shuffling the whole shoe.
import type { RandomStream } from '../slots/provably-fair';

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];

/** A card and its baccarat value: ace 1, two to nine their pips, ten and faces 0. */
export type Card = { rank: Rank; suit: Suit; value: number };

export const DECK_SIZE = SUITS.length * RANKS.length;
export const DECKS_PER_SHOE = 8;
export const SHOE_SIZE = DECK_SIZE * DECKS_PER_SHOE;

/** The baccarat value of a rank: its position (ace 1 … king 13) modulo 10, faces counting as 10. */
export function baccaratValue(rank: Rank): number {
  return Math.min(RANKS.indexOf(rank) + 1, 10) % 10;
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return { rank, suit, value: baccaratValue(rank) };
}

// Every card of the shoe, built once: deals look cards up rather than building them.
const SHOE_CARDS: readonly Card[] = Array.from({ length: SHOE_SIZE }, (_, index) => {
  const inDeck = index % DECK_SIZE;
  return makeCard(RANKS[inDeck % RANKS.length] as Rank, SUITS[Math.floor(inDeck / RANKS.length)] as Suit);
});

/**
 * The card at a position of the unshuffled shoe: decks one after another, each in suit order
 * (clubs, diamonds, hearts, spades) and within a suit ace to king.
 */
export function cardAt(position: number): Card {
  const card = SHOE_CARDS[position];
  if (card === undefined) throw new RangeError(`shoe position must be in [0, ${SHOE_SIZE}), got ${position}`);
  return card;
}

/** Draws cards without replacement from a freshly shuffled shoe, one at a time. */
export type ShoeDraw = () => Card;

export function drawFromShuffledShoe(stream: RandomStream): ShoeDraw {
  // Only the positions a swap has touched differ from the unshuffled shoe, so a map holds them.
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt === SHOE_SIZE) throw new RangeError('the shoe is empty');
    const picked = dealt + stream.nextInt(SHOE_SIZE - dealt);
    const card = moved.get(picked) ?? picked;
    moved.set(picked, moved.get(dealt) ?? dealt);
    dealt += 1;
    return cardAt(card);
  };
}
