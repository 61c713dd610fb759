// The 52-card deck of video poker and its provably fair shuffle. A hand needs at most ten cards (five
// dealt, then up to five replacements in order), so rather than shuffling all 52 the deck runs only the
// first ten steps of a Fisher–Yates shuffle: card k is the one at position k + nextInt(52 − k), swapped
// into place. That gives exactly the first ten cards a full shuffle with the same random stream would
// give, so a player can verify a hand by shuffling the whole deck (as baccarat's shoe does).
import { RANKS, SUITS, type Rank, type Suit } from '../baccarat/cards';
import type { RandomStream } from '../slots/provably-fair';

export type Card = { rank: Rank; suit: Suit };

export const SUITS_PER_DECK = SUITS.length;
export const RANKS_PER_SUIT = RANKS.length;
export const DECK_SIZE = SUITS_PER_DECK * RANKS_PER_SUIT;
/** Five cards dealt and up to five replacements: the shuffle never needs more of the deck. */
export const CARDS_PER_HAND_MAX = 10;

/**
 * A card's number in the unshuffled deck: suits in order (clubs, diamonds, hearts, spades), each
 * from ace to king, so number = suit × 13 + rank (ace 0 … king 12), as one deck of baccarat's shoe.
 */
export function cardAt(position: number): Card {
  if (!Number.isInteger(position) || position < 0 || position >= DECK_SIZE)
    throw new RangeError(`deck position must be an integer in [0, ${DECK_SIZE}), got ${position}`);
  return {
    rank: RANKS[position % RANKS_PER_SUIT] as Rank,
    suit: SUITS[Math.floor(position / RANKS_PER_SUIT)] as Suit,
  };
}

/** The position of a card in the unshuffled deck (the inverse of `cardAt`). */
export function positionOf(card: Card): number {
  const rank = RANKS.indexOf(card.rank);
  const suit = SUITS.indexOf(card.suit);
  if (rank < 0 || suit < 0) throw new RangeError(`not a card: ${JSON.stringify(card)}`);
  return suit * RANKS_PER_SUIT + rank;
}

/**
 * The first `count` positions of a deck shuffled by the stream, by partial Fisher–Yates: only the
 * positions a swap has touched differ from the unshuffled deck, so a map holds them.
 */
export function shuffledPositions(stream: RandomStream, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > DECK_SIZE)
    throw new RangeError(`count must be an integer in [0, ${DECK_SIZE}], got ${count}`);
  const moved = new Map<number, number>();
  const dealt: number[] = [];
  for (let index = 0; index < count; index++) {
    const picked = index + stream.nextInt(DECK_SIZE - index);
    dealt.push(moved.get(picked) ?? picked);
    moved.set(picked, moved.get(index) ?? index);
  }
  return dealt;
}
