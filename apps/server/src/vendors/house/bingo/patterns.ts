// The patterns a bingo card is paid for, and when each was completed. A line is a full row, column
// or diagonal (12 lines; the free centre counts as marked); "two lines" is any two distinct lines;
// a full house is all 24 numbers. A ball completes a pattern when, counting the balls in the order
// they were called, it is the last one the pattern needed; the page replays the draw and lights the
// pattern at that ball. Pure: a card and the called balls in, marks and completions out.
import {
  assertCard,
  CELL_COUNT,
  CENTRE_CELL,
  cellOf,
  GRID_SIZE,
  HIGHEST_NUMBER,
  type BingoCard,
} from './cards';

/** The patterns, from the lowest to the highest: a card is paid for the highest it completes. */
export const BINGO_PATTERNS = ['line', 'two-lines', 'full-house'] as const;
export type BingoPattern = (typeof BINGO_PATTERNS)[number];

/** A line of five cells: a row, a column or a diagonal. */
export type BingoLine = { code: string; cells: readonly number[] };

const ACROSS = [0, 1, 2, 3, 4];

/** The 12 lines: rows 1–5 from the top, columns B to O, then both diagonals. */
export const BINGO_LINES: readonly BingoLine[] = [
  ...ACROSS.map((row) => ({ code: `row-${row + 1}`, cells: ACROSS.map((column) => cellOf(row, column)) })),
  ...['b', 'i', 'n', 'g', 'o'].map((letter, column) => ({
    code: `column-${letter}`,
    cells: ACROSS.map((row) => cellOf(row, column)),
  })),
  { code: 'diagonal-down', cells: ACROSS.map((step) => cellOf(step, step)) },
  { code: 'diagonal-up', cells: ACROSS.map((step) => cellOf(GRID_SIZE - 1 - step, step)) },
];

/** A line and the index (in `calledBalls`, from 0) of the ball that completed it. */
export type LineCompletion = { line: string; ballIndex: number };

/**
 * A completed pattern: the index (in `calledBalls`, from 0) of the ball that completed it, and every
 * line complete at that ball (all 12 for a full house).
 */
export type PatternCompletion = { pattern: BingoPattern; ballIndex: number; lines: string[] };

/** When a number that was not called is marked: never. */
const NEVER = Number.POSITIVE_INFINITY;
/** The free centre is marked before the first ball. */
const BEFORE_THE_FIRST_BALL = -1;

/**
 * When each number was called: index = number, value = its index in `calledBalls`, or NEVER. Throws
 * a RangeError unless the balls are distinct whole numbers from 1 to 75.
 */
function callIndexes(calledBalls: readonly number[]): number[] {
  if (calledBalls.length > HIGHEST_NUMBER)
    throw new RangeError(`at most ${HIGHEST_NUMBER} balls are called, got ${calledBalls.length}`);
  const indexes = new Array<number>(HIGHEST_NUMBER + 1).fill(NEVER);
  calledBalls.forEach((ball, index) => {
    if (!Number.isInteger(ball) || ball < 1 || ball > HIGHEST_NUMBER)
      throw new RangeError(`a ball is a whole number from 1 to ${HIGHEST_NUMBER}, got ${ball}`);
    if (indexes[ball] !== NEVER) throw new RangeError(`the ball ${ball} is called twice`);
    indexes[ball] = index;
  });
  return indexes;
}

/** The index of the ball that marked a cell, BEFORE_THE_FIRST_BALL for the centre, or NEVER. */
function markedAt(card: BingoCard, indexes: readonly number[], cell: number): number {
  if (cell === CENTRE_CELL) return BEFORE_THE_FIRST_BALL;
  return indexes[card.cells[cell] as number] as number;
}

/** Which of the card's 25 cells are marked once these balls are called (the free centre always). */
export function marksAfter(card: BingoCard, calledBalls: readonly number[]): boolean[] {
  assertCard(card);
  const indexes = callIndexes(calledBalls);
  return Array.from({ length: CELL_COUNT }, (_, cell) => markedAt(card, indexes, cell) !== NEVER);
}

/** Every complete line, in the order the balls completed them (lines completed by one ball in line order). */
export function completedLines(card: BingoCard, calledBalls: readonly number[]): LineCompletion[] {
  assertCard(card);
  return linesOf(card, callIndexes(calledBalls));
}

/** A line is complete at the ball that marked the last of its cells; a line still open is left out. */
function linesOf(card: BingoCard, indexes: readonly number[]): LineCompletion[] {
  const completions: LineCompletion[] = [];
  for (const line of BINGO_LINES) {
    let ballIndex = BEFORE_THE_FIRST_BALL;
    for (const cell of line.cells) ballIndex = Math.max(ballIndex, markedAt(card, indexes, cell));
    if (ballIndex !== NEVER) completions.push({ line: line.code, ballIndex });
  }
  return completions.sort((first, second) => first.ballIndex - second.ballIndex);
}

/**
 * The patterns the card completes within the called balls, from the lowest (one line) to the
 * highest (full house), each with the ball that completed it: one line at the first line's ball, two
 * lines at the second line's ball, full house at the ball that marked the last of the 24 numbers
 * (which also completes the last of the 12 lines).
 */
export function patternsOf(card: BingoCard, calledBalls: readonly number[]): PatternCompletion[] {
  assertCard(card);
  const lines = linesOf(card, callIndexes(calledBalls));
  const linesBy = (ballIndex: number) =>
    lines.filter((line) => line.ballIndex <= ballIndex).map((line) => line.line);
  const completions: PatternCompletion[] = [];
  const wanted: [BingoPattern, number][] = [
    ['line', 1],
    ['two-lines', 2],
    ['full-house', BINGO_LINES.length],
  ];
  for (const [pattern, linesNeeded] of wanted) {
    const completing = lines[linesNeeded - 1];
    if (completing === undefined) break;
    completions.push({ pattern, ballIndex: completing.ballIndex, lines: linesBy(completing.ballIndex) });
  }
  return completions;
}

/** The highest pattern the card completes within the called balls, or undefined when none. */
export function bestPatternOf(
  card: BingoCard,
  calledBalls: readonly number[],
): PatternCompletion | undefined {
  return patternsOf(card, calledBalls).at(-1);
}
