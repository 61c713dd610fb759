// The 52-card deck of Texas hold'em and its provably fair shuffle. A hand uses at most 2 × 6 + 8 = 20
// cards, so rather than shuffling all 52 the deck runs only the first steps of a Fisher–Yates shuffle:
// card k is the one at position k + nextInt(52 − k), swapped into place. That gives exactly the first
// cards a full shuffle with the same random stream would give, so a player can verify a hand by
// shuffling the whole deck (the same scheme as the baccarat shoe, ../baccarat/cards.ts).
import type { RandomStream } from '../slots/provably-fair';

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** Ranks from the lowest to the highest: in hold'em the ace is high (and also low in the wheel A-2-3-4-5). */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = (typeof RANKS)[number];

export type Card = { readonly rank: Rank; readonly suit: Suit };

export const DECK_SIZE = SUITS.length * RANKS.length;

/** The value of a rank: two is 2 … ten is 10, jack 11, queen 12, king 13, ace 14. */
export function rankValue(rank: Rank): number {
  return RANK_VALUES[rank];
}

export function suitIndex(suit: Suit): number {
  return SUIT_INDEXES[suit];
}

const RANK_VALUES = Object.fromEntries(RANKS.map((rank, index) => [rank, index + 2])) as Record<Rank, number>;
const SUIT_INDEXES = Object.fromEntries(SUITS.map((suit, index) => [suit, index])) as Record<Suit, number>;

// Every card of the deck, built once and frozen: deals hand out these objects rather than new ones.
const DECK_CARDS: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, position) =>
  Object.freeze({
    rank: RANKS[position % RANKS.length] as Rank,
    suit: SUITS[Math.floor(position / RANKS.length)] as Suit,
  }),
);

/**
 * The card at a position of the unshuffled deck: suits in order (clubs, diamonds, hearts, spades) and
 * within a suit two to ace, so position 0 is the two of clubs and position 51 the ace of spades.
 */
export function cardAt(position: number): Card {
  const card = DECK_CARDS[position];
  if (card === undefined) throw new RangeError(`deck position must be in [0, ${DECK_SIZE}), got ${position}`);
  return card;
}

/** The position of a card in the unshuffled deck (the inverse of cardAt). */
export function positionOf(card: Card): number {
  return SUIT_INDEXES[card.suit] * RANKS.length + RANK_VALUES[card.rank] - 2;
}

/** Draws cards without replacement from a freshly shuffled deck, one at a time. */
export type DeckDraw = () => Card;

export function drawFromShuffledDeck(stream: RandomStream): DeckDraw {
  // Only the positions a swap has touched differ from the unshuffled deck, so a map holds them.
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    if (dealt === DECK_SIZE) throw new RangeError('the deck is empty');
    const picked = dealt + stream.nextInt(DECK_SIZE - dealt);
    const card = moved.get(picked) ?? picked;
    moved.set(picked, moved.get(dealt) ?? dealt);
    dealt += 1;
    return cardAt(card);
  };
}

const SUIT_LETTERS: Record<Suit, string> = { clubs: 'c', diamonds: 'd', hearts: 'h', spades: 's' };

/** A card's short code, the rank then the suit's initial: "As", "10h", "2c". */
export function cardCode(card: Card): string {
  return `${card.rank}${SUIT_LETTERS[card.suit]}`;
}

const CODE_PATTERN = /^(10|[2-9TJQKA])([cdhs])$/;

/** The card of a short code ("As", "10h"; "Th" is read as "10h"). Throws RangeError on anything else. */
export function parseCard(code: string): Card {
  const match = CODE_PATTERN.exec(code);
  if (match === null) throw new RangeError(`not a card code: ${JSON.stringify(code)}`);
  const rank = (match[1] === 'T' ? '10' : match[1]) as Rank;
  const suit = SUITS.find((candidate) => SUIT_LETTERS[candidate] === match[2]) as Suit;
  return cardAt(SUIT_INDEXES[suit] * RANKS.length + RANK_VALUES[rank] - 2);
}

/** The cards of a space-separated list of codes: "As Kd 10h". */
export function parseCards(codes: string): Card[] {
  return codes
    .trim()
    .split(/\s+/)
    .filter((code) => code !== '')
    .map(parseCard);
}
