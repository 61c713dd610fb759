// A 75-ball bingo card: five columns under the letters B, I, N, G, O, each of five numbers from its
// own fifteen (B 1–15, I 16–30, N 31–45, G 46–60, O 61–75) with no repeats, and a free centre. A
// bought card's numbers come from the provably fair stream of the player's seed pair and the nonce
// the game server gives that card, so the player can recompute every card once the seed is revealed.
// Pure: the same seeds always give the same card.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';

export const COLUMN_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export type ColumnLetter = (typeof COLUMN_LETTERS)[number];

/** Rows and columns of a card. */
export const GRID_SIZE = 5;
export const CELL_COUNT = GRID_SIZE * GRID_SIZE;
/** The centre cell (row 3, column N), which is free: it counts as marked and holds no number. */
export const CENTRE_CELL = 12;
/** What the free centre holds in a card's cells. */
export const FREE_SPACE = 0;
/** Each column draws from its own fifteen numbers. */
export const NUMBERS_PER_COLUMN = 15;
/** The numbers of a card: every cell but the free centre. */
export const NUMBERS_PER_CARD = CELL_COUNT - 1;
export const HIGHEST_NUMBER = GRID_SIZE * NUMBERS_PER_COLUMN;

/**
 * A card's 25 cells row by row: the cell at (row, column) is `cells[row × 5 + column]`, rows and
 * columns counted from 0 at the top left. The centre holds FREE_SPACE.
 */
export type BingoCard = { cells: readonly number[] };

/** The cell index of (row, column), both counted from 0. */
export function cellOf(row: number, column: number): number {
  return row * GRID_SIZE + column;
}

/** The lowest and highest number a column may hold: 15 × column + 1 to 15 × column + 15. */
export function columnRange(column: number): { lowest: number; highest: number } {
  if (!Number.isInteger(column) || column < 0 || column >= GRID_SIZE)
    throw new RangeError(`column must be an integer in [0, ${GRID_SIZE}), got ${column}`);
  const lowest = column * NUMBERS_PER_COLUMN + 1;
  return { lowest, highest: lowest + NUMBERS_PER_COLUMN - 1 };
}

/**
 * The card of one seed triple: the player's server seed and client seed and the card's nonce.
 * See `cardFromStream` for how the stream's integers become numbers.
 */
export function cardOf(serverSeed: string, clientSeed: string, nonce: number): BingoCard {
  return cardFromStream(createRandomStream(serverSeed, clientSeed, nonce));
}

/**
 * Fills a card from the stream, column by column (B, I, N, G, O) and each column from the top row
 * down, skipping the free centre: 24 draws in all. A column's numbers are the first steps of a
 * Fisher–Yates shuffle of its fifteen numbers in ascending order: the k-th number of the column
 * (k from 0) is the one at position k + nextInt(15 − k), swapped into position k. So each column is
 * a uniformly random arrangement of distinct numbers from its range.
 */
export function cardFromStream(stream: RandomStream): BingoCard {
  const cells = new Array<number>(CELL_COUNT).fill(FREE_SPACE);
  for (let column = 0; column < GRID_SIZE; column++) {
    const { lowest } = columnRange(column);
    const pool = Array.from({ length: NUMBERS_PER_COLUMN }, (_, offset) => lowest + offset);
    let taken = 0;
    for (let row = 0; row < GRID_SIZE; row++) {
      if (cellOf(row, column) === CENTRE_CELL) continue;
      const picked = taken + stream.nextInt(NUMBERS_PER_COLUMN - taken);
      const number = pool[picked] as number;
      pool[picked] = pool[taken] as number;
      pool[taken] = number;
      cells[cellOf(row, column)] = number;
      taken++;
    }
  }
  return { cells };
}

/**
 * A card from its five columns, each listed top to bottom (the N column's middle entry is
 * FREE_SPACE). For hand-made cards: the page's examples and the tests. Throws a RangeError naming
 * the first rule the columns break.
 */
export function cardFromColumns(columns: readonly (readonly number[])[]): BingoCard {
  if (columns.length !== GRID_SIZE || columns.some((column) => column.length !== GRID_SIZE))
    throw new RangeError(`a card needs ${GRID_SIZE} columns of ${GRID_SIZE} cells`);
  const cells = Array.from(
    { length: CELL_COUNT },
    (_, cell) => columns[cell % GRID_SIZE]?.[Math.floor(cell / GRID_SIZE)] as number,
  );
  const card = { cells };
  assertCard(card);
  return card;
}

/** The first rule a card breaks, in words, or undefined when it is a valid 75-ball card. */
export function cardProblem(card: BingoCard): string | undefined {
  const { cells } = card;
  if (cells.length !== CELL_COUNT) return `a card has ${CELL_COUNT} cells, not ${cells.length}`;
  if (cells[CENTRE_CELL] !== FREE_SPACE) return 'the centre cell must be the free space';
  const seen = new Set<number>();
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (cell === CENTRE_CELL) continue;
    const number = cells[cell] as number;
    const column = cell % GRID_SIZE;
    const { lowest, highest } = columnRange(column);
    if (!Number.isInteger(number) || number < lowest || number > highest)
      return `column ${COLUMN_LETTERS[column]} holds ${lowest}–${highest}, not ${number}`;
    if (seen.has(number)) return `the number ${number} appears twice`;
    seen.add(number);
  }
  return undefined;
}

/** Throws a RangeError naming the first rule the card breaks. */
export function assertCard(card: BingoCard): void {
  const problem = cardProblem(card);
  if (problem !== undefined) throw new RangeError(problem);
}
