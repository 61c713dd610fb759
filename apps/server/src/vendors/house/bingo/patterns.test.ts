// Proves the patterns on a hand-made card: the 12 lines (four through the free centre), the marks after any balls, a row, a column and a diagonal through the free centre each completing one line at the ball that filled it, two lines (one ball completing both, too), a full house at the last of the 24 numbers, nothing before, and the refusal of a bad draw or card.
import { describe, expect, it } from 'vitest';
import { cardFromColumns, CENTRE_CELL, FREE_SPACE } from './cards';
import { BINGO_LINES, bestPatternOf, completedLines, marksAfter, patternsOf } from './patterns';

// B 1–5, I 16–20, N 31–34 around the free centre, G 46–50, O 61–65, each column top to bottom.
// Row 1 is 1 16 31 46 61; row 3 is 3 18 (free) 48 63; the down diagonal 1 17 (free) 49 65.
const CARD = cardFromColumns([
  [1, 2, 3, 4, 5],
  [16, 17, 18, 19, 20],
  [31, 32, FREE_SPACE, 33, 34],
  [46, 47, 48, 49, 50],
  [61, 62, 63, 64, 65],
]);
const ALL_NUMBERS = CARD.cells.filter((number) => number !== FREE_SPACE);
/** Numbers on no line of CARD. */
const OFF_CARD = [6, 7, 21, 35, 51, 66, 75];

describe('lines', () => {
  it('has 12 lines of five cells, the four through the centre holding four numbers', () => {
    expect(BINGO_LINES.map((line) => line.code)).toEqual([
      'row-1',
      'row-2',
      'row-3',
      'row-4',
      'row-5',
      'column-b',
      'column-i',
      'column-n',
      'column-g',
      'column-o',
      'diagonal-down',
      'diagonal-up',
    ]);
    for (const line of BINGO_LINES) expect(new Set(line.cells).size).toBe(5);
    const throughCentre = BINGO_LINES.filter((line) => line.cells.includes(CENTRE_CELL));
    expect(throughCentre.map((line) => line.code)).toEqual([
      'row-3',
      'column-n',
      'diagonal-down',
      'diagonal-up',
    ]);
    expect(BINGO_LINES.find((line) => line.code === 'diagonal-up')!.cells).toEqual([20, 16, 12, 8, 4]);
  });
});

describe('marks', () => {
  it('marks the free centre before any ball, then every called number on the card', () => {
    const none = marksAfter(CARD, []);
    expect(none.filter(Boolean).length).toBe(1);
    expect(none[CENTRE_CELL]).toBe(true);
    const some = marksAfter(CARD, [1, 75, 65, 33]);
    expect(some.map((marked, cell) => (marked ? cell : -1)).filter((cell) => cell >= 0)).toEqual([
      0, 12, 17, 24,
    ]);
    expect(marksAfter(CARD, ALL_NUMBERS).every(Boolean)).toBe(true);
  });

  it('refuses a ball outside 1–75, a ball called twice and too many balls', () => {
    expect(() => marksAfter(CARD, [0])).toThrow(RangeError);
    expect(() => marksAfter(CARD, [76])).toThrow(RangeError);
    expect(() => marksAfter(CARD, [2.5])).toThrow(RangeError);
    expect(() => marksAfter(CARD, [5, 9, 5])).toThrow('the ball 5 is called twice');
    expect(() => marksAfter(CARD, new Array<number>(76).fill(1))).toThrow(RangeError);
    expect(() => patternsOf({ cells: [...CARD.cells].reverse() }, [])).toThrow(RangeError);
  });
});

describe('completed patterns', () => {
  it('completes nothing until a line is full', () => {
    expect(patternsOf(CARD, [])).toEqual([]);
    expect(patternsOf(CARD, [1, 16, 31, 46, ...OFF_CARD])).toEqual([]);
    expect(bestPatternOf(CARD, [2, 17, 32, 47])).toBeUndefined();
  });

  it('completes a row at the ball that fills it', () => {
    expect(patternsOf(CARD, [75, 1, 16, 31, 46, 61, 7])).toEqual([
      { pattern: 'line', ballIndex: 5, lines: ['row-1'] },
    ]);
  });

  it('completes a column, whatever order its numbers come in', () => {
    expect(patternsOf(CARD, [4, 2, 66, 5, 1, 3])).toEqual([
      { pattern: 'line', ballIndex: 5, lines: ['column-b'] },
    ]);
  });

  it('completes a diagonal through the free centre with four numbers', () => {
    expect(patternsOf(CARD, [65, 17, 1, 49])).toEqual([
      { pattern: 'line', ballIndex: 3, lines: ['diagonal-down'] },
    ]);
    expect(completedLines(CARD, [5, 19, 47, 61])).toEqual([{ line: 'diagonal-up', ballIndex: 3 }]);
    expect(completedLines(CARD, [3, 18, 48, 63])).toEqual([{ line: 'row-3', ballIndex: 3 }]);
  });

  it('completes two lines at the ball that fills the second', () => {
    const balls = [1, 16, 31, 46, 61, 6, 2, 3, 4, 5];
    expect(patternsOf(CARD, balls)).toEqual([
      { pattern: 'line', ballIndex: 4, lines: ['row-1'] },
      { pattern: 'two-lines', ballIndex: 9, lines: ['row-1', 'column-b'] },
    ]);
    expect(bestPatternOf(CARD, balls)).toEqual({
      pattern: 'two-lines',
      ballIndex: 9,
      lines: ['row-1', 'column-b'],
    });
  });

  it('completes one line and two lines with the same ball when it fills two at once', () => {
    // Ball 1 is the corner shared by row 1, column B and the down diagonal (whose 17, 49, 65 are out).
    const balls = [16, 31, 46, 61, 2, 3, 4, 5, 17, 49, 65, 1];
    expect(patternsOf(CARD, balls)).toEqual([
      { pattern: 'line', ballIndex: 11, lines: ['row-1', 'column-b', 'diagonal-down'] },
      { pattern: 'two-lines', ballIndex: 11, lines: ['row-1', 'column-b', 'diagonal-down'] },
    ]);
  });

  it('completes a full house at the last of the 24 numbers, with all 12 lines', () => {
    const balls = [...OFF_CARD.slice(0, 3), ...ALL_NUMBERS.toReversed(), ...OFF_CARD.slice(3)];
    const patterns = patternsOf(CARD, balls);
    expect(patterns.map((pattern) => pattern.pattern)).toEqual(['line', 'two-lines', 'full-house']);
    expect(patterns[2]).toEqual({
      pattern: 'full-house',
      ballIndex: 26,
      lines: completedLines(CARD, balls).map((line) => line.line),
    });
    expect(patterns[2]!.lines.length).toBe(12);
    // Called in reverse after three balls off the card, the bottom row (65 50 34 20 5) fills first.
    expect(patterns[0]).toEqual({ pattern: 'line', ballIndex: 7, lines: ['row-5'] });
    expect(bestPatternOf(CARD, balls)!.pattern).toBe('full-house');
    expect(
      patternsOf(
        CARD,
        balls.filter((ball) => ball !== 31),
      ).map((pattern) => pattern.pattern),
    ).toEqual(['line', 'two-lines']);
  });
});
