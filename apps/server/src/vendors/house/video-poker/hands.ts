// The poker hand categories of Jacks or Better and the evaluator that sorts a five-card hand into
// one. The evaluator works on deck positions (see cards.ts) so that the exact return (return.ts) can
// run it over all 2,598,960 hands; `evaluate` is the same function for cards.
import { DECK_SIZE, positionOf, RANKS_PER_SUIT, type Card } from './cards';

/** From best to worst. A pair of jacks, queens, kings or aces pays; a lower pair does not. */
export const HAND_CATEGORIES = [
  'royalFlush',
  'straightFlush',
  'fourOfAKind',
  'fullHouse',
  'flush',
  'straight',
  'threeOfAKind',
  'twoPair',
  'jacksOrBetter',
  'lowPair',
  'highCard',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export const HAND_SIZE = 5;

// Category indices by name, so that the evaluator reads as the rules do.
const CATEGORY_INDEX = Object.fromEntries(
  HAND_CATEGORIES.map((category, index) => [category, index]),
) as Record<HandCategory, number>;

const ACE = 0;
const JACK = 10;
// Ranks run ace (bit 0) to king (bit 12): five consecutive bits are a straight, the wheel A-2-3-4-5
// included; ten to ace wraps round and is the one other straight.
const FIVE_IN_A_ROW = 0b11111;
const TEN_TO_ACE = (1 << ACE) | (0b1111 << 9);

// The ranks of the hand being evaluated and how often each appears, reused so that the hot loop
// allocates nothing.
const handRanks = new Int8Array(HAND_SIZE);
const rankCounts = new Int8Array(RANKS_PER_SUIT);

/**
 * The category (index into HAND_CATEGORIES) of five distinct deck positions. Straights and flushes
 * need five different ranks; otherwise the largest count of one rank and the number of different
 * ranks decide: 2 ranks are quads or a full house, 3 are trips or two pair, 4 are one pair.
 */
export function categoryIndexOf(a: number, b: number, c: number, d: number, e: number): number {
  handRanks[0] = a % RANKS_PER_SUIT;
  handRanks[1] = b % RANKS_PER_SUIT;
  handRanks[2] = c % RANKS_PER_SUIT;
  handRanks[3] = d % RANKS_PER_SUIT;
  handRanks[4] = e % RANKS_PER_SUIT;
  let rankBits = 0;
  let countMax = 0;
  let pairRank = -1;
  for (const rank of handRanks) {
    rankBits |= 1 << rank;
    const count = (rankCounts[rank] as number) + 1;
    rankCounts[rank] = count;
    if (count > countMax) countMax = count;
    if (count === 2) pairRank = rank;
  }
  for (const rank of handRanks) rankCounts[rank] = 0;
  const distinct = bitCount(rankBits);
  if (distinct === HAND_SIZE) return unpairedCategory(a, b, c, d, e, rankBits);
  if (distinct === 2) return countMax === 4 ? CATEGORY_INDEX.fourOfAKind : CATEGORY_INDEX.fullHouse;
  if (distinct === 3) return countMax === 3 ? CATEGORY_INDEX.threeOfAKind : CATEGORY_INDEX.twoPair;
  return pairRank === ACE || pairRank >= JACK ? CATEGORY_INDEX.jacksOrBetter : CATEGORY_INDEX.lowPair;
}

/** Five different ranks: a straight and/or a flush, or nothing. */
function unpairedCategory(a: number, b: number, c: number, d: number, e: number, rankBits: number): number {
  const suit = Math.floor(a / RANKS_PER_SUIT);
  const flush =
    Math.floor(b / RANKS_PER_SUIT) === suit &&
    Math.floor(c / RANKS_PER_SUIT) === suit &&
    Math.floor(d / RANKS_PER_SUIT) === suit &&
    Math.floor(e / RANKS_PER_SUIT) === suit;
  const lowestBit = rankBits & -rankBits;
  const straight = rankBits / lowestBit === FIVE_IN_A_ROW || rankBits === TEN_TO_ACE;
  if (straight && flush)
    return rankBits === TEN_TO_ACE ? CATEGORY_INDEX.royalFlush : CATEGORY_INDEX.straightFlush;
  if (flush) return CATEGORY_INDEX.flush;
  if (straight) return CATEGORY_INDEX.straight;
  return CATEGORY_INDEX.highCard;
}

/** The number of set bits (of a rank set or a hold mask). */
export function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The category of a five-card hand. Throws RangeError unless it is five different cards. */
export function evaluate(hand: readonly Card[]): HandCategory {
  const positions = hand.map(positionOf);
  if (positions.length !== HAND_SIZE || new Set(positions).size !== HAND_SIZE)
    throw new RangeError(`a hand is five different cards, got ${hand.length} cards`);
  const [a, b, c, d, e] = positions as [number, number, number, number, number];
  return HAND_CATEGORIES[categoryIndexOf(a, b, c, d, e)] as HandCategory;
}

/** Calls `visit` once for every five-card hand, as deck positions a < b < c < d < e. */
export function forEveryHand(visit: (a: number, b: number, c: number, d: number, e: number) => void): void {
  for (let a = 0; a < DECK_SIZE - 4; a++)
    for (let b = a + 1; b < DECK_SIZE - 3; b++)
      for (let c = b + 1; c < DECK_SIZE - 2; c++)
        for (let d = c + 1; d < DECK_SIZE - 1; d++)
          for (let e = d + 1; e < DECK_SIZE; e++) visit(a, b, c, d, e);
}
