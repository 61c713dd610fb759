// Proves the hand evaluator: the category counts over all 2,598,960 five-card hands, agreement with a naive evaluator on every five-card hand and with a naive best-of-21 on a large random sample of seven-card hands, the five cards it reports, kickers, the wheel and ties.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, cardCode, DECK_SIZE, parseCards, rankValue, type Card } from './cards';
import {
  categoryOf,
  compareHands,
  evaluateHand,
  handStrength,
  HAND_CATEGORIES,
  rankValuesOf,
  strengthOfSuitMasks,
  type HandCategory,
} from './evaluator';

/**
 * A plain five-card evaluator written for the test, sharing nothing with the real one: count each
 * rank, order the ranks by how often they come then by rank, and look for a flush and a straight.
 */
function naiveFiveCardStrength(cards: readonly Card[]): number {
  const counts = new Array<number>(15).fill(0);
  for (const card of cards) counts[rankValue(card.rank)]! += 1;
  const ordered: number[] = [];
  for (let times = 4; times >= 1; times -= 1)
    for (let value = 14; value >= 2; value -= 1)
      if (counts[value] === times) for (let k = 0; k < times; k++) ordered.push(value);
  const shape = counts
    .filter((count) => count > 0)
    .sort((a, b) => b - a)
    .join('');
  const flush = cards.every((card) => card.suit === cards[0]?.suit);
  let straight: number[] | null = null;
  if (shape === '11111' && ordered[0]! - ordered[4]! === 4) straight = ordered;
  if (ordered.join() === '14,5,4,3,2') straight = [5, 4, 3, 2, 14];
  let category: HandCategory = 'high-card';
  if (straight !== null && flush) category = 'straight-flush';
  else if (shape === '41') category = 'four-of-a-kind';
  else if (shape === '32') category = 'full-house';
  else if (flush) category = 'flush';
  else if (straight !== null) category = 'straight';
  else if (shape === '311') category = 'three-of-a-kind';
  else if (shape === '221') category = 'two-pair';
  else if (shape === '2111') category = 'pair';
  const ranks = straight ?? ordered;
  return (
    (HAND_CATEGORIES.indexOf(category) << 20) | ranks.reduce((packed, value) => (packed << 4) | value, 0)
  );
}

function naiveBestOfSeven(cards: readonly Card[]): number {
  let best = -1;
  for (let skipFirst = 0; skipFirst < 7; skipFirst += 1)
    for (let skipSecond = skipFirst + 1; skipSecond < 7; skipSecond += 1) {
      const five = cards.filter((_, index) => index !== skipFirst && index !== skipSecond);
      best = Math.max(best, naiveFiveCardStrength(five));
    }
  return best;
}

const DECK = Array.from({ length: DECK_SIZE }, (_, position) => cardAt(position));
const SUIT_MASKS = [0, 1, 2, 3].map((suit) =>
  Int32Array.from(DECK, (card, position) =>
    Math.floor(position / 13) === suit ? 1 << (rankValue(card.rank) - 2) : 0,
  ),
) as [Int32Array, Int32Array, Int32Array, Int32Array];

const hand = (codes: string) => evaluateHand(parseCards(codes));
const codesOf = (cards: readonly Card[]) => cards.map(cardCode).join(' ');

describe('every five-card hand', () => {
  it('falls in each category exactly as often as it should (2,598,960 hands)', () => {
    const [clubs, diamonds, hearts, spades] = SUIT_MASKS;
    const counts = new Array<number>(9).fill(0);
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              const mask = (table: Int32Array) => table[a]! | table[b]! | table[c]! | table[d]! | table[e]!;
              counts[strengthOfSuitMasks(mask(clubs), mask(diamonds), mask(hearts), mask(spades)) >> 20]! +=
                1;
            }
    expect(Object.fromEntries(HAND_CATEGORIES.map((category, index) => [category, counts[index]]))).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      pair: 1_098_240,
      'high-card': 1_302_540,
    });
  });

  it('gets exactly the strength of a naive evaluator on every one of them', () => {
    let mismatches = 0;
    let checked = 0;
    const five: Card[] = [];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = DECK[a]!;
              five[1] = DECK[b]!;
              five[2] = DECK[c]!;
              five[3] = DECK[d]!;
              five[4] = DECK[e]!;
              if (handStrength(five) !== naiveFiveCardStrength(five)) mismatches += 1;
              checked += 1;
            }
    expect(checked).toBe(2_598_960);
    expect(mismatches).toBe(0);
  });
});

describe('seven-card hands', () => {
  it('agree with a naive best-of-21 on 200,000 random hands', () => {
    const stream = createRandomStream('evaluator-test', 'seven-cards', 0);
    const seen = new Set<HandCategory>();
    for (let sample = 0; sample < 200_000; sample++) {
      const deck = [...DECK];
      for (let index = 0; index < 7; index++) {
        const picked = index + stream.nextInt(DECK_SIZE - index);
        [deck[index], deck[picked]] = [deck[picked]!, deck[index]!];
      }
      const seven = deck.slice(0, 7);
      const strength = handStrength(seven);
      if (strength !== naiveBestOfSeven(seven)) expect.fail(`${codesOf(seven)}: ${strength}`);
      seen.add(categoryOf(strength));
    }
    expect(seen.size).toBe(9);
  });
});

describe('the five cards and the order of hands', () => {
  it('reports the category and the five cards used, best first', () => {
    expect(hand('As Ks Qs Js 10s 2c 2d')).toMatchObject({ category: 'straight-flush' });
    expect(codesOf(hand('As Ks Qs Js 10s 2c 2d').cards)).toBe('As Ks Qs Js 10s');
    expect(codesOf(hand('9c 9d 9h 9s Kd 2c Kh').cards)).toBe('9c 9d 9h 9s Kd');
    expect(codesOf(hand('5c 5d 5h 8s 8d 8c 2h').cards)).toBe('8s 8d 8c 5c 5d');
    expect(codesOf(hand('2h 7h 9h Jh Kh Ah 3c').cards)).toBe('Ah Kh Jh 9h 7h');
    expect(codesOf(hand('Jc Jd 4h 4s 9c 9d Ac').cards)).toBe('Jc Jd 9c 9d Ac');
    expect(hand('Qc Qd 7h 4s 2c').category).toBe('pair');
  });

  it('plays the wheel A-2-3-4-5 as the lowest straight, and the steel wheel as the lowest straight flush', () => {
    const wheel = hand('Ac 2d 3h 4s 5c 9d Kh');
    expect(wheel.category).toBe('straight');
    expect(codesOf(wheel.cards)).toBe('5c 4s 3h 2d Ac');
    expect(rankValuesOf(wheel.strength)).toEqual([5, 4, 3, 2, 14]);
    expect(compareHands(parseCards('2c 3d 4h 5s 6c'), parseCards('Ac 2d 3h 4s 5c'))).toBeGreaterThan(0);
    expect(hand('Ad 2d 3d 4d 5d').category).toBe('straight-flush');
    expect(compareHands(parseCards('Ad 2d 3d 4d 5d'), parseCards('Kc Kd Kh Ks Ac'))).toBeGreaterThan(0);
    // A, K, Q, J and 2 do not wrap round into a straight.
    expect(hand('Qc Kd Ah 2s 3c').category).toBe('high-card');
  });

  it('decides equal categories by their kickers', () => {
    const beats = (winner: string, loser: string) =>
      expect(compareHands(parseCards(winner), parseCards(loser)), `${winner} > ${loser}`).toBeGreaterThan(0);
    beats('Ac Ad Kh 9s 3c', 'Ac Ad Qh Js 10c'); // pair of aces, king kicker
    beats('Ac Ad Kh 9s 4c', 'As Ah Kc 9d 3h'); // the fifth card decides
    beats('Kc Kd 5h 5s Ac', 'Kh Ks 5c 5d Qh'); // two pair, the kicker
    beats('Kc Kd 6h 6s 2c', 'Kh Ks 5c 5d Ah'); // two pair, the second pair before the kicker
    beats('7c 7d 7h Ks 2c', '7c 7d 7h Qs Jc'); // trips, the kicker
    beats('Ah Jh 9h 6h 3h', 'Ac Jc 9c 6c 2c'); // flush, the fifth card
    beats('8c 8d 8h 2s 2c', '7c 7d 7h As Ac'); // full house, the trips first
    beats('9c 9d 9h 9s 3c', '9c 9d 9h 9s 2c'); // quads, the kicker
    beats('Ac Kd Qh Js 9c', 'Ac Kd Qh Js 8c'); // high card, the fifth card
  });

  it('ties hands that differ only in suits or in cards that do not play', () => {
    expect(compareHands(parseCards('Ac Kd Qh Js 9c'), parseCards('Ad Kh Qs Jc 9d'))).toBe(0);
    // The board plays for both: a straight on board with two cards that do not improve it.
    const board = '5c 6d 7h 8s 9c';
    expect(compareHands(parseCards(`${board} 2c 2d`), parseCards(`${board} 3h Kd`))).toBe(0);
    // The same two pair and kicker from different hole cards.
    expect(compareHands(parseCards('Kc Kd 5h 5s Ac 2d 3h'), parseCards('Kh Ks 5c 5d Ad 4c 3s'))).toBe(0);
    // A sixth and seventh card below the kickers never count.
    expect(compareHands(parseCards('Ac Ad Kh Qs Jc 3d 2h'), parseCards('Ah As Kc Qd Jh 4c 3s'))).toBe(0);
  });

  it('refuses fewer than five cards, more than seven and a card twice', () => {
    expect(() => handStrength(parseCards('Ac Kd Qh Js'))).toThrow(RangeError);
    expect(() => handStrength(parseCards('Ac Kd Qh Js 9c 8c 7c 6c'))).toThrow(RangeError);
    expect(() => handStrength(parseCards('Ac Ac Qh Js 9c'))).toThrow('a card appears twice');
  });
});
