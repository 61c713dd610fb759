// Proves the cards: every card from the provably fair stream is a valid 75-ball card (B 1–15 … O 61–75, no repeats, free centre), the same seeds always give the same card and any other seed another, anyone can rebuild a card from HMAC_SHA256 words by the documented partial Fisher–Yates, numbers are spread evenly (chi-square over 6,000 cards), and every broken card is refused with its reason.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  assertCard,
  cardFromColumns,
  cardOf,
  cardProblem,
  cellOf,
  CENTRE_CELL,
  columnRange,
  FREE_SPACE,
  type BingoCard,
} from './cards';

/** Σ (observed − expected)² / expected. */
function chiSquare(counts: readonly number[], expected: readonly number[]): number {
  return counts.reduce((sum, count, index) => sum + (count - expected[index]!) ** 2 / expected[index]!, 0);
}
// The 99.99th percentiles of chi-square with 14 and 75 degrees of freedom (Wilson–Hilferty): a fair
// card exceeds them once in 10,000 seeds, and these seeds are fixed.
const CHI_SQUARE_14_LIMIT = 43;
const CHI_SQUARE_75_LIMIT = 130;

const HAND_MADE: BingoCard = cardFromColumns([
  [1, 2, 3, 4, 5],
  [16, 17, 18, 19, 20],
  [31, 32, FREE_SPACE, 33, 34],
  [46, 47, 48, 49, 50],
  [61, 62, 63, 64, 65],
]);

describe('a card from the provably fair stream', () => {
  it('is always a valid card: each column from its range, no repeats, the centre free', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      const card = cardOf('card-test-server-seed', 'player-client-seed', nonce);
      expect(cardProblem(card)).toBeUndefined();
      expect(card.cells.length).toBe(25);
      expect(card.cells[CENTRE_CELL]).toBe(FREE_SPACE);
      for (let column = 0; column < 5; column++) {
        const { lowest, highest } = columnRange(column);
        const numbers = [0, 1, 2, 3, 4]
          .map((row) => card.cells[cellOf(row, column)]!)
          .filter((number) => number !== FREE_SPACE);
        expect(numbers.length).toBe(column === 2 ? 4 : 5);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const number of numbers) expect(number >= lowest && number <= highest).toBe(true);
      }
    }
  });

  it('gives the same card for the same seeds and another card for any other seed or nonce', () => {
    const card = cardOf('server', 'client', 3);
    expect(cardOf('server', 'client', 3)).toEqual(card);
    expect(cardOf('server', 'client', 4)).not.toEqual(card);
    expect(cardOf('server', 'client2', 3)).not.toEqual(card);
    expect(cardOf('server2', 'client', 3)).not.toEqual(card);
  });

  it('can be rebuilt by anyone from HMAC_SHA256(serverSeed, clientSeed:nonce:round) words', () => {
    const words = [0, 1, 2].flatMap((round) => {
      const bytes = createHmac('sha256', 'server').update(`client:9:${round}`).digest();
      return Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4));
    });
    // Rejection happens only for words in the top 2^32 mod r values (r = 11 … 15, at most 14 values
    // of 2^32), which these seeds do not hit, so each draw is its word modulo the range.
    expect(words.every((word) => word < 2 ** 32 - 15)).toBe(true);
    const cells = new Array<number>(25).fill(FREE_SPACE);
    let word = 0;
    for (let column = 0; column < 5; column++) {
      const pool = Array.from({ length: 15 }, (_, offset) => 15 * column + 1 + offset);
      const rows = column === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
      rows.forEach((row, taken) => {
        const picked = taken + (words[word++]! % (15 - taken));
        [pool[taken], pool[picked]] = [pool[picked]!, pool[taken]!];
        cells[row * 5 + column] = pool[taken]!;
      });
    }
    expect(word).toBe(24);
    expect(cardOf('server', 'client', 9).cells).toEqual(cells);
  });

  it('spreads the numbers evenly over 6,000 cards, in every column and in a single cell', () => {
    const cards = 6_000;
    const counts = new Array<number>(76).fill(0);
    const topLeft = new Array<number>(15).fill(0);
    for (let nonce = 0; nonce < cards; nonce++) {
      const { cells } = cardOf('card-spread-seed', 'player', nonce);
      for (const number of cells) counts[number]! += 1;
      topLeft[cells[0]! - 1]! += 1;
    }
    // A number of column N is on 4 of 15 cards' N columns, every other on 5 of 15.
    const expected = Array.from(
      { length: 75 },
      (_, index) => (cards * (index >= 30 && index < 45 ? 4 : 5)) / 15,
    );
    expect(chiSquare(counts.slice(1), expected)).toBeLessThan(CHI_SQUARE_75_LIMIT);
    expect(chiSquare(topLeft, new Array<number>(15).fill(cards / 15))).toBeLessThan(CHI_SQUARE_14_LIMIT);
  });
});

describe('checking a card', () => {
  const cellsWith = (cell: number, number: number) =>
    ({ cells: HAND_MADE.cells.map((value, index) => (index === cell ? number : value)) }) as BingoCard;

  it('accepts a hand-made card and lays its columns out row by row', () => {
    expect(HAND_MADE.cells.slice(0, 5)).toEqual([1, 16, 31, 46, 61]);
    expect(HAND_MADE.cells.slice(10, 15)).toEqual([3, 18, FREE_SPACE, 48, 63]);
    expect(() => assertCard(HAND_MADE)).not.toThrow();
  });

  it('refuses a card of the wrong size, a filled centre, a number outside its column and a repeat', () => {
    expect(cardProblem({ cells: HAND_MADE.cells.slice(0, 24) })).toBe('a card has 25 cells, not 24');
    expect(cardProblem(cellsWith(CENTRE_CELL, 35))).toBe('the centre cell must be the free space');
    expect(cardProblem(cellsWith(0, 16))).toBe('column B holds 1–15, not 16');
    expect(cardProblem(cellsWith(4, 0))).toBe('column O holds 61–75, not 0');
    expect(cardProblem(cellsWith(1, 16.5))).toBe('column I holds 16–30, not 16.5');
    expect(cardProblem(cellsWith(5, 1))).toBe('the number 1 appears twice');
    expect(() => assertCard(cellsWith(5, 1))).toThrow(RangeError);
  });

  it('refuses columns that do not make a 5 × 5 card', () => {
    expect(() => cardFromColumns([[1, 2, 3, 4, 5]])).toThrow(RangeError);
    expect(() =>
      cardFromColumns([
        [1, 2, 3, 4],
        [16, 17, 18, 19, 20],
        [31, 32, FREE_SPACE, 33, 34],
        [46, 47, 48, 49, 50],
        [61, 62, 63, 64, 65],
      ]),
    ).toThrow(RangeError);
    expect(() => columnRange(5)).toThrow(RangeError);
  });
});
