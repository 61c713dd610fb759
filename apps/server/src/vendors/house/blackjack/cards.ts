// The cards of blackjack and the infinite shoe they come from. Every card is drawn on its own from
// a full deck, as if the shoe were reshuffled after each card (a continuous shuffler with no memory):
// one unbiased draw from [0, 52) of the provably fair stream picks the card, so its rank is uniform
// over the 13 ranks and its suit (shown, never counted) over the 4 suits. Cards dealt never change
// the chances of the next one, which is why the exact house edge (strategy.ts) is the infinite-deck
// figure and the game returns exactly what its tests compute.
import { RANKS, SUITS, type Rank, type Suit } from '../baccarat/cards';
import { createRandomStream } from '../slots/provably-fair';

export type Card = { rank: Rank; suit: Suit };

export const DECK_SIZE = SUITS.length * RANKS.length;
/** A ten, jack, queen or king: the value an ace needs for a blackjack. */
export const TEN_VALUE = 10;
/** An ace counts 1, or 11 when that does not bust the hand. */
export const ACE_VALUE = 1;

/** A card's count: ace 1 (or 11, see hand.ts), two to nine their pips, ten and faces 10. */
export function cardValue(card: Card): number {
  const index = RANKS.indexOf(card.rank);
  if (index < 0) throw new RangeError(`not a rank: ${card.rank}`);
  return Math.min(index + 1, TEN_VALUE);
}

/** The card a draw in [0, 52) names: suits in order (clubs, diamonds, hearts, spades), ace to king. */
export function cardOfDraw(draw: number): Card {
  if (!Number.isInteger(draw) || draw < 0 || draw >= DECK_SIZE)
    throw new RangeError(`a card draw must be an integer in [0, ${DECK_SIZE}), got ${draw}`);
  return { rank: RANKS[draw % RANKS.length] as Rank, suit: SUITS[Math.floor(draw / RANKS.length)] as Suit };
}

/**
 * Where a round's cards come from: the card at each position of its shoe (0 is the first card dealt).
 * A round asks for positions in order, each once.
 */
export type Shoe = (position: number) => Card;

/**
 * The infinite shoe of (serverSeed, clientSeed, nonce): card k is the k-th draw from [0, 52) of the
 * provably fair stream. Draws are kept, so asking for the cards in order reads the stream once.
 */
export function provablyFairShoe(serverSeed: string, clientSeed: string, nonce: number): Shoe {
  const stream = createRandomStream(serverSeed, clientSeed, nonce);
  const drawn: Card[] = [];
  return (position) => {
    if (!Number.isInteger(position) || position < 0)
      throw new RangeError(`a shoe position must be a natural number, got ${position}`);
    while (drawn.length <= position) drawn.push(cardOfDraw(stream.nextInt(DECK_SIZE)));
    return drawn[position] as Card;
  };
}
