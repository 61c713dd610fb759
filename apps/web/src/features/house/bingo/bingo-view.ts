// What the bingo page shows, worked out from the room's data without React: the phase and the time
// left on the server's clock, each ball's letter, a card daubed with the balls called so far (the free
// centre always), its completed lines and best pattern so far, how many numbers it still needs, what a
// purchase costs and how the player's cards of a round came out. The prize itself is the server's.
import type { BingoCardItem, BingoRound, BingoTier } from '@playdeck/contract/bingo';
import { fromMinor, toMinor } from '@playdeck/contract/money';

export type LocalPhase = 'buying' | 'drawing' | 'result' | 'next';

type RoundTimes = Pick<BingoRound, 'closesAt' | 'drawnAt' | 'endsAt'>;

/** The round's phase at a moment of the server's clock; `next` once the following round is due. */
export function phaseOn(round: RoundTimes, serverNowMs: number): LocalPhase {
  if (serverNowMs < Date.parse(round.closesAt)) return 'buying';
  if (serverNowMs < Date.parse(round.drawnAt)) return 'drawing';
  if (serverNowMs < Date.parse(round.endsAt)) return 'result';
  return 'next';
}

/** When the phase at this moment ends, in milliseconds of the server's clock. */
export function phaseEndMs(round: RoundTimes, serverNowMs: number): number {
  const phase = phaseOn(round, serverNowMs);
  if (phase === 'buying') return Date.parse(round.closesAt);
  return Date.parse(phase === 'drawing' ? round.drawnAt : round.endsAt);
}

export const COLUMN_LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
export type ColumnLetter = (typeof COLUMN_LETTERS)[number];
const NUMBERS_PER_COLUMN = 15;
export const HIGHEST_BALL = 75;
/** The centre cell (row 3, column N) is free: marked from the start, holding no number. */
export const CENTRE_CELL = 12;
const GRID_SIZE = 5;

/** The column a ball belongs to: B 1–15, I 16–30, N 31–45, G 46–60, O 61–75. */
export function letterOf(ball: number): ColumnLetter {
  return COLUMN_LETTERS[Math.min(4, Math.max(0, Math.floor((ball - 1) / NUMBERS_PER_COLUMN)))]!;
}

/** The 75 balls as the board shows them: one row per letter, fifteen balls each. */
export function boardRows(): { letter: ColumnLetter; balls: number[] }[] {
  return COLUMN_LETTERS.map((letter, column) => ({
    letter,
    balls: Array.from(
      { length: NUMBERS_PER_COLUMN },
      (_, offset) => column * NUMBERS_PER_COLUMN + offset + 1,
    ),
  }));
}

const ACROSS = [0, 1, 2, 3, 4];
const cellOf = (row: number, column: number) => row * GRID_SIZE + column;

/** The 12 lines under the names the server gives them: rows, columns, then both diagonals. */
export const BINGO_LINES: readonly { code: string; cells: readonly number[] }[] = [
  ...ACROSS.map((row) => ({ code: `row-${row + 1}`, cells: ACROSS.map((column) => cellOf(row, column)) })),
  ...['b', 'i', 'n', 'g', 'o'].map((letter, column) => ({
    code: `column-${letter}`,
    cells: ACROSS.map((row) => cellOf(row, column)),
  })),
  { code: 'diagonal-down', cells: ACROSS.map((step) => cellOf(step, step)) },
  { code: 'diagonal-up', cells: ACROSS.map((step) => cellOf(GRID_SIZE - 1 - step, step)) },
];

/** Which of the card's 25 cells the called balls mark (automatic daubing; the centre always). */
export function marksOf(cells: readonly number[], calledBalls: readonly number[]): boolean[] {
  const called = new Set(calledBalls);
  return cells.map((number, cell) => cell === CENTRE_CELL || called.has(number));
}

/** The lines complete on these marks, in line order. */
export function completeLines(marks: readonly boolean[]): string[] {
  return BINGO_LINES.filter((line) => line.cells.every((cell) => marks[cell])).map((line) => line.code);
}

/** The cells that belong to a complete line, to light them. */
export function cellsInLines(lines: readonly string[]): Set<number> {
  return new Set(BINGO_LINES.filter((line) => lines.includes(line.code)).flatMap((line) => line.cells));
}

/** The best pattern the marks hold: full house (every cell), two lines, one line, or none. */
export function bestPatternOf(marks: readonly boolean[]): BingoTier {
  if (marks.every(Boolean)) return 'full-house';
  const lines = completeLines(marks).length;
  return lines >= 2 ? 'two-lines' : lines === 1 ? 'line' : 'none';
}

/** How many numbers the card still needs for its next pattern (0 once a full house is marked). */
export function numbersToGo(marks: readonly boolean[]): number {
  const missing = BINGO_LINES.map((line) => line.cells.filter((cell) => !marks[cell]).length).sort(
    (a, b) => a - b,
  );
  const complete = missing.filter((count) => count === 0).length;
  if (complete === 0) return missing[0]!;
  if (complete === 1) return missing[1]!;
  return marks.filter((marked) => !marked).length;
}

/** The price of `count` cards. */
export function totalPrice(cardPrice: string, count: number): string {
  return fromMinor(toMinor(cardPrice) * BigInt(count));
}

const taken = (card: BingoCardItem) => card.status !== 'refused' && card.status !== 'cancelled';

/** The cards a player still holds of a round (a refused or cancelled card does not count). */
export const takenCards = (cards: readonly BingoCardItem[]) => cards.filter(taken);

/** The sum of a round's cards once every one is paid: spent, won, and the difference. */
export function cardsSummary(
  cards: readonly BingoCardItem[],
): { spent: string; won: string; net: string } | null {
  const held = takenCards(cards);
  if (held.length === 0 || held.some((card) => card.payout === null)) return null;
  const spent = held.reduce((sum, card) => sum + toMinor(card.price), 0n);
  const won = held.reduce((sum, card) => sum + toMinor(card.payout!), 0n);
  return { spent: fromMinor(spent), won: fromMinor(won), net: fromMinor(won - spent) };
}

/** A chance's "one in so many" for people: two decimals below 100, else a whole number grouped. */
export function oneInLabel(oneIn: string, locale: string): string {
  const value = Number(oneIn);
  return value < 100 ? oneIn : Math.round(value).toLocaleString(locale);
}
