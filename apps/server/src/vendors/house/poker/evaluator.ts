// The hand evaluator: the best five cards of five, six or seven (hold'em's two hole cards and the
// board). It counts ranks with bit masks rather than trying the 21 five-card subsets of seven cards:
// each suit is a 13-bit mask of the ranks held in it, and ANDs and ORs of the four masks give the
// ranks held at least once, twice, three and four times. Small tables over the 8,192 masks give the
// highest ranks of a mask and its straight, so one evaluation is a few dozen integer operations,
// fast enough to check every one of the 133,784,560 seven-card hands in the tests.
//
// A hand's strength is one integer that orders hands exactly: the category in bits 20–23 and the five
// ranks that decide it, in order of significance, in four-bit nibbles below (quads: the quad rank four
// times then the kicker; a wheel: 5, 4, 3, 2 then the ace as 14). Equal strengths split a pot.
import { RANKS, rankValue, suitIndex, type Card, type Rank } from './cards';

export const HAND_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export type EvaluatedHand = {
  /** Compare with `>`: the higher strength wins, equal strengths tie. */
  strength: number;
  category: HandCategory;
  /** The five cards used, in order of significance (a wheel ends with its ace). */
  cards: readonly Card[];
};

const HIGH_CARD = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const THREE_OF_A_KIND = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const FOUR_OF_A_KIND = 7;
const STRAIGHT_FLUSH = 8;
const CATEGORY_SHIFT = 20;
const MASK_COUNT = 1 << RANKS.length;
const WHEEL_MASK = 0b1_0000_0000_1111; // A, 5, 4, 3, 2

/** The number of ranks in each mask. */
const BIT_COUNTS = new Uint8Array(MASK_COUNT);
/** The five highest rank values of a mask (two is 2, ace 14) as nibbles, the highest in bits 16–19. */
const TOP_FIVE = new Int32Array(MASK_COUNT);
/** The highest rank value of a mask, 0 when it is empty. */
const HIGHEST = new Int32Array(MASK_COUNT);
/** The five ranks of the highest straight in a mask as nibbles, 0 when it holds none. */
const STRAIGHTS = new Int32Array(MASK_COUNT);

function straightNibbles(mask: number): number {
  for (let high = 14; high >= 6; high -= 1) {
    const run = 0b1_1111 << (high - 6);
    if ((mask & run) === run) return packRanks([high, high - 1, high - 2, high - 3, high - 4]);
  }
  return (mask & WHEEL_MASK) === WHEEL_MASK ? packRanks([5, 4, 3, 2, 14]) : 0;
}

function packRanks(values: readonly number[]): number {
  return values.reduce((packed, value, index) => packed | (value << (4 * (4 - index))), 0);
}

for (let mask = 0; mask < MASK_COUNT; mask += 1) {
  const values: number[] = [];
  for (let bit = RANKS.length - 1; bit >= 0; bit -= 1) if ((mask >> bit) & 1) values.push(bit + 2);
  BIT_COUNTS[mask] = values.length;
  TOP_FIVE[mask] = packRanks(values.slice(0, 5));
  HIGHEST[mask] = values[0] ?? 0;
  STRAIGHTS[mask] = straightNibbles(mask);
}

const bitOf = (value: number) => 1 << (value - 2);
const at = (table: Int32Array, mask: number) => table[mask] as number;

/** A flush suit's mask, or 0. With seven cards or fewer at most one suit can hold five. */
function flushMask(clubs: number, diamonds: number, hearts: number, spades: number): number {
  if ((BIT_COUNTS[clubs] as number) >= 5) return clubs;
  if ((BIT_COUNTS[diamonds] as number) >= 5) return diamonds;
  if ((BIT_COUNTS[hearts] as number) >= 5) return hearts;
  return (BIT_COUNTS[spades] as number) >= 5 ? spades : 0;
}

/**
 * The strength of five to seven cards given as one 13-bit rank mask per suit (bit 0 the two, bit 12
 * the ace). A flush is decided first: with seven cards or fewer a flush leaves too few cards for four
 * of a kind or a full house, so nothing but a straight flush can beat it.
 */
export function strengthOfSuitMasks(clubs: number, diamonds: number, hearts: number, spades: number): number {
  const flush = flushMask(clubs, diamonds, hearts, spades);
  if (flush !== 0) {
    const straight = at(STRAIGHTS, flush);
    if (straight !== 0) return (STRAIGHT_FLUSH << CATEGORY_SHIFT) | straight;
    return (FLUSH << CATEGORY_SHIFT) | at(TOP_FIVE, flush);
  }
  const any = clubs | diamonds | hearts | spades;
  const four = clubs & diamonds & hearts & spades;
  if (four !== 0) {
    const quad = at(HIGHEST, four);
    return (FOUR_OF_A_KIND << CATEGORY_SHIFT) | (quad * 0x11110) | at(HIGHEST, any & ~four);
  }
  const three =
    (clubs & diamonds & hearts) |
    (clubs & diamonds & spades) |
    (clubs & hearts & spades) |
    (diamonds & hearts & spades);
  const two =
    (clubs & diamonds) |
    (clubs & hearts) |
    (clubs & spades) |
    (diamonds & hearts) |
    (diamonds & spades) |
    (hearts & spades);
  if (three !== 0) {
    const trips = at(HIGHEST, three);
    const pairs = two & ~bitOf(trips);
    if (pairs !== 0) return (FULL_HOUSE << CATEGORY_SHIFT) | (trips * 0x11100) | (at(HIGHEST, pairs) * 0x11);
  }
  const straight = at(STRAIGHTS, any);
  if (straight !== 0) return (STRAIGHT << CATEGORY_SHIFT) | straight;
  if (three !== 0) {
    const trips = at(HIGHEST, three);
    return (
      (THREE_OF_A_KIND << CATEGORY_SHIFT) | (trips * 0x11100) | (at(TOP_FIVE, any & ~bitOf(trips)) >> 12)
    );
  }
  if (two === 0) return (HIGH_CARD << CATEGORY_SHIFT) | at(TOP_FIVE, any);
  const high = at(HIGHEST, two);
  const lower = two & ~bitOf(high);
  if (lower === 0)
    return (PAIR << CATEGORY_SHIFT) | (high * 0x11000) | (at(TOP_FIVE, any & ~bitOf(high)) >> 8);
  const low = at(HIGHEST, lower);
  const kicker = at(HIGHEST, any & ~bitOf(high) & ~bitOf(low));
  return (TWO_PAIR << CATEGORY_SHIFT) | (high * 0x11000) | (low * 0x110) | kicker;
}

/** The category of a strength. */
export function categoryOf(strength: number): HandCategory {
  const category = HAND_CATEGORIES[strength >> CATEGORY_SHIFT];
  if (category === undefined) throw new RangeError(`not a hand strength: ${strength}`);
  return category;
}

/** The five rank values a strength is decided by, in order of significance. */
export function rankValuesOf(strength: number): number[] {
  return [16, 12, 8, 4, 0].map((shift) => (strength >> shift) & 0xf);
}

/** The strength of five to seven distinct cards. Throws RangeError on another count or a repeated card. */
export function handStrength(cards: readonly Card[]): number {
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`a hand is evaluated from 5 to 7 cards, got ${cards.length}`);
  const masks = [0, 0, 0, 0];
  for (const card of cards) {
    const suit = suitIndex(card.suit);
    const bit = bitOf(rankValue(card.rank));
    if (((masks[suit] as number) & bit) !== 0) throw new RangeError('a card appears twice in the hand');
    masks[suit] = (masks[suit] as number) | bit;
  }
  const [clubs, diamonds, hearts, spades] = masks as [number, number, number, number];
  return strengthOfSuitMasks(clubs, diamonds, hearts, spades);
}

/** The best five-card hand of five to seven cards: its strength, category and the five cards used. */
export function evaluateHand(cards: readonly Card[]): EvaluatedHand {
  const strength = handStrength(cards);
  const category = categoryOf(strength);
  const suited = category === 'flush' || category === 'straight-flush';
  const pool = suited ? cards.filter((card) => card.suit === flushSuitOf(cards)) : [...cards];
  const used = rankValuesOf(strength).map((value) => {
    const index = pool.findIndex((card) => rankValue(card.rank) === value);
    const [card] = pool.splice(index, 1);
    if (card === undefined) throw new Error(`no card of rank ${value} left for the hand`);
    return card;
  });
  return { strength, category, cards: used };
}

function flushSuitOf(cards: readonly Card[]): Card['suit'] {
  const counts = new Map<Card['suit'], number>();
  for (const card of cards) counts.set(card.suit, (counts.get(card.suit) ?? 0) + 1);
  const [suit] = [...counts].find(([, count]) => count >= 5) ?? [];
  if (suit === undefined) throw new Error('a flush without five cards of a suit');
  return suit;
}

/** Positive when hand a beats hand b, negative when it loses, 0 on a tie. */
export function compareHands(a: readonly Card[], b: readonly Card[]): number {
  return handStrength(a) - handStrength(b);
}

/** The rank of a rank value (2 … 14). */
export function rankOfValue(value: number): Rank {
  const rank = RANKS[value - 2];
  if (rank === undefined) throw new RangeError(`not a rank value: ${value}`);
  return rank;
}
