// Proves the bingo page's own working-out: the phase and its end on the server's clock, a ball's
// letter and the board, automatic daubing with the free centre, complete lines and the best pattern,
// the numbers still needed, the price of several cards and the sum of a paid round.
import { describe, expect, it } from 'vitest';
import {
  bestPatternOf,
  boardRows,
  cardsSummary,
  cellsInLines,
  completeLines,
  letterOf,
  marksOf,
  numbersToGo,
  oneInLabel,
  phaseEndMs,
  phaseOn,
  totalPrice,
} from './bingo-view';
import { TEST_CELLS, testCard, testRound } from './test-rounds';

describe('the phase', () => {
  const now = 1_000_000;
  const round = testRound(now, 10_000);
  it('is buying until sales close, drawing until the last ball, the result until the round ends', () => {
    expect(phaseOn(round, now)).toBe('buying');
    expect(phaseOn(round, now + 9_999)).toBe('buying');
    expect(phaseOn(round, now + 10_000)).toBe('drawing');
    expect(phaseOn(round, now + 89_999)).toBe('drawing');
    expect(phaseOn(round, now + 90_000)).toBe('result');
    expect(phaseOn(round, now + 120_000)).toBe('next');
    expect(phaseEndMs(round, now)).toBe(now + 10_000);
    expect(phaseEndMs(round, now + 50_000)).toBe(now + 90_000);
    expect(phaseEndMs(round, now + 100_000)).toBe(now + 120_000);
  });
});

describe('balls and cards', () => {
  it('names each ball’s letter and lays the board out by letter', () => {
    expect([1, 15, 16, 30, 31, 45, 46, 60, 61, 75].map(letterOf).join('')).toBe('BBIINNGGOO');
    const rows = boardRows();
    expect(rows.map((row) => row.letter)).toEqual(['B', 'I', 'N', 'G', 'O']);
    expect(rows[2]!.balls[0]).toBe(31);
    expect(rows.flatMap((row) => row.balls)).toEqual(Array.from({ length: 75 }, (_, index) => index + 1));
  });

  it('daubs the called numbers and the free centre, and finds the lines they complete', () => {
    expect(marksOf(TEST_CELLS, []).filter(Boolean)).toHaveLength(1);
    const marks = marksOf(TEST_CELLS, [1, 16, 46, 61, 75, 2]);
    expect(marks.filter(Boolean)).toHaveLength(6);
    expect(completeLines(marks)).toEqual([]);
    expect(bestPatternOf(marks)).toBe('none');
    expect(numbersToGo(marks)).toBe(1);
    const row = marksOf(TEST_CELLS, [1, 16, 31, 46, 61]);
    expect(completeLines(row)).toEqual(['row-1']);
    expect(bestPatternOf(row)).toBe('line');
    expect([...cellsInLines(['row-1'])]).toEqual([0, 1, 2, 3, 4]);
    // The centre column needs only its four numbers.
    const two = marksOf(TEST_CELLS, [1, 16, 31, 46, 61, 32, 34, 35]);
    expect(completeLines(two)).toEqual(['row-1', 'column-n']);
    expect(bestPatternOf(two)).toBe('two-lines');
    expect(numbersToGo(two)).toBe(24 - 8);
    const all = marksOf(
      TEST_CELLS,
      TEST_CELLS.filter((number) => number !== 0),
    );
    expect(completeLines(all)).toHaveLength(12);
    expect(bestPatternOf(all)).toBe('full-house');
    expect(numbersToGo(all)).toBe(0);
  });

  it('counts what the next pattern needs after a first line', () => {
    // Row 1 complete; the N column needs 32, 34 and 35 but the diagonal only 17, 49 and 65 too: 3.
    const marks = marksOf(TEST_CELLS, [1, 16, 31, 46, 61]);
    expect(numbersToGo(marks)).toBe(3);
  });
});

describe('money', () => {
  it('prices several cards exactly', () => {
    expect(totalPrice('5.00', 3)).toBe('15.00');
    expect(totalPrice('0.50', 6)).toBe('3.00');
  });

  it('sums a round once every card is paid, leaving out refused cards', () => {
    expect(cardsSummary([])).toBeNull();
    expect(cardsSummary([testCard({ payout: null })])).toBeNull();
    expect(
      cardsSummary([
        testCard({ payout: '9.00', status: 'settled' }),
        testCard({ roundId: 'b', payout: '0.00', status: 'settled' }),
        testCard({ roundId: 'c', status: 'refused' }),
      ]),
    ).toEqual({ spent: '10.00', won: '9.00', net: '-1.00' });
  });

  it('writes a rare chance as a whole number, grouped in the page’s language', () => {
    expect(oneInLabel('3.13', 'en')).toBe('3.13');
    expect(oneInLabel('410148569.20', 'en')).toBe('410,148,569');
    expect(oneInLabel('410148569.20', 'vi')).toBe('410.148.569');
  });
});
