// The scratch page's rules, as plain functions: how much of each cell the player has rubbed away (a
// coarse coverage grid over the 3 × 3 cells, marked along each stroke of the finger or the mouse),
// when a cell counts as revealed, what the balance reads before the prize is revealed, and how the
// prize table's odds read. Nothing here touches the DOM, the canvas or the server.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import { SCRATCH_GRID_CELLS } from '@playdeck/contract/scratch';

/** The grid is 3 cells a side, read row by row from the top left (as the contract's cells). */
export const GRID_SIDE = 3;
/** Each cell is watched as SUBDIVISIONS × SUBDIVISIONS small squares. */
export const SUBDIVISIONS = 8;
export const COVERAGE_SIDE = GRID_SIDE * SUBDIVISIONS;
/** A cell is revealed once this share of its squares has been scratched (the rest then clears). */
export const CELL_REVEAL_SHARE = 0.5;
/** The brush's radius, as a share of the play area's width. */
export const BRUSH_RADIUS = 0.06;
export const ALL_CELLS: readonly number[] = Array.from({ length: SCRATCH_GRID_CELLS }, (_, cell) => cell);

/** A point of the play area, from (0, 0) at its top left to (1, 1) at its bottom right. */
export type Point = { x: number; y: number };
/** One flag per small square, row by row: true once scratched. */
export type Coverage = readonly boolean[];
export type UnitRect = { x: number; y: number; width: number; height: number };

export function emptyCoverage(): Coverage {
  return new Array<boolean>(COVERAGE_SIDE * COVERAGE_SIDE).fill(false);
}

/** The distance from a point to the segment from `from` to `to` (a dab when they are the same point). */
export function distanceToSegment(point: Point, from: Point, to: Point): number {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0
      ? 0
      : Math.min(1, Math.max(0, ((point.x - from.x) * dx + (point.y - from.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (from.x + along * dx), point.y - (from.y + along * dy));
}

/**
 * The coverage after a stroke from `from` to `to`: every square whose centre lies within `radius` of
 * the stroke is scratched. The same coverage comes back when nothing new was scratched.
 */
export function scratchStroke(coverage: Coverage, from: Point, to: Point, radius = BRUSH_RADIUS): Coverage {
  let next: boolean[] | undefined;
  for (let square = 0; square < coverage.length; square += 1) {
    if (coverage[square]) continue;
    const centre = {
      x: ((square % COVERAGE_SIDE) + 0.5) / COVERAGE_SIDE,
      y: (Math.floor(square / COVERAGE_SIDE) + 0.5) / COVERAGE_SIDE,
    };
    if (distanceToSegment(centre, from, to) > radius) continue;
    next ??= [...coverage];
    next[square] = true;
  }
  return next ?? coverage;
}

/** The cell a small square lies in. */
export function cellOfSquare(square: number): number {
  const column = Math.floor((square % COVERAGE_SIDE) / SUBDIVISIONS);
  const row = Math.floor(Math.floor(square / COVERAGE_SIDE) / SUBDIVISIONS);
  return row * GRID_SIDE + column;
}

/** The share of each cell's squares scratched so far (0 to 1), cell by cell. */
export function cellShares(coverage: Coverage): number[] {
  const scratched = new Array<number>(SCRATCH_GRID_CELLS).fill(0);
  coverage.forEach((done, square) => {
    if (done) scratched[cellOfSquare(square)]! += 1;
  });
  return scratched.map((count) => count / (SUBDIVISIONS * SUBDIVISIONS));
}

/** The cells scratched enough to count as revealed. */
export function cellsScratched(coverage: Coverage, share = CELL_REVEAL_SHARE): number[] {
  return cellShares(coverage).flatMap((done, cell) => (done >= share ? [cell] : []));
}

/** A cell's place in the play area. */
export function cellRect(cell: number): UnitRect {
  const side = 1 / GRID_SIDE;
  return { x: (cell % GRID_SIDE) * side, y: Math.floor(cell / GRID_SIDE) * side, width: side, height: side };
}

/** A small square's place in the play area. */
export function squareRect(square: number): UnitRect {
  const side = 1 / COVERAGE_SIDE;
  return {
    x: (square % COVERAGE_SIDE) * side,
    y: Math.floor(square / COVERAGE_SIDE) * side,
    width: side,
    height: side,
  };
}

/** The revealed cells with `cells` added; the same set when none of them is new. */
export function withRevealed(revealed: ReadonlySet<number>, cells: readonly number[]): ReadonlySet<number> {
  const fresh = cells.filter((cell) => !revealed.has(cell) && ALL_CELLS.includes(cell));
  return fresh.length === 0 ? revealed : new Set([...revealed, ...fresh]);
}

export function isFullyRevealed(revealed: ReadonlySet<number>): boolean {
  return ALL_CELLS.every((cell) => revealed.has(cell));
}

/** Where a pointer is in the play area, clamped to it. */
export function unitPoint(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Point {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return {
    x: box.width > 0 ? clamp((clientX - box.left) / box.width) : 0,
    y: box.height > 0 ? clamp((clientY - box.top) / box.height) : 0,
  };
}

/**
 * The balance after the price was paid and before the prize: the page shows it until the ticket is
 * revealed, so that the balance does not give the prize away. A ticket answers the balance after both.
 */
export function balanceBeforePrize(ticket: { balance: string; prize: string }): string {
  return fromMinor(toMinor(ticket.balance) - toMinor(ticket.prize));
}

/**
 * A tier's "1 in …" as it reads: up to two decimals below 100 ("3.03", "40"), whole and grouped from
 * 100 ("667", "500,000" or "500.000" in Vietnamese).
 */
export function formatOdds(oddsOneIn: string, language: string): string {
  const odds = Number(oddsOneIn);
  return new Intl.NumberFormat(language, { maximumFractionDigits: odds < 100 ? 2 : 0 }).format(odds);
}

/** The chance of no prize, "1 in …", from the table's weights (two decimals, as the server's tiers). */
export function noPrizeOddsOneIn(card: { noPrizeWeight: number; totalWeight: number }): string {
  if (card.noPrizeWeight === 0) return '0.00';
  const hundredths =
    (BigInt(card.totalWeight) * 200n + BigInt(card.noPrizeWeight)) / (2n * BigInt(card.noPrizeWeight));
  return fromMinor(hundredths);
}

export function localName(name: { en: string; vi: string }, language: string): string {
  return language.startsWith('vi') ? name.vi : name.en;
}
