// Proves the scratch page's plain rules: a stroke scratches the squares within the brush along it and
// only those, a cell counts as revealed once half of it is scratched, the revealed set grows without
// repeats, a pointer maps into the play area, the balance before the prize hides the prize, and odds
// read as "1 in …" in each language.
import { describe, expect, it } from 'vitest';
import {
  ALL_CELLS,
  balanceBeforePrize,
  cellOfSquare,
  cellRect,
  cellShares,
  cellsScratched,
  COVERAGE_SIDE,
  distanceToSegment,
  emptyCoverage,
  formatOdds,
  isFullyRevealed,
  noPrizeOddsOneIn,
  scratchStroke,
  SUBDIVISIONS,
  unitPoint,
  withRevealed,
  type Coverage,
} from './scratch-view';

/** Zigzag strokes across one cell's box, as a finger rubbing it. */
function rubCell(coverage: Coverage, cell: number, passes = 6): Coverage {
  const box = cellRect(cell);
  let next = coverage;
  for (let pass = 0; pass < passes; pass += 1) {
    const y = box.y + ((pass + 0.5) / passes) * box.height;
    next = scratchStroke(next, { x: box.x, y }, { x: box.x + box.width, y });
  }
  return next;
}

describe('the coverage of the foil', () => {
  it('measures the distance to a stroke, and to a dab', () => {
    expect(distanceToSegment({ x: 0.5, y: 0.5 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(0.5);
    expect(distanceToSegment({ x: 2, y: 0 }, { x: 0, y: 0 }, { x: 1, y: 0 })).toBeCloseTo(1);
    expect(distanceToSegment({ x: 0.3, y: 0.4 }, { x: 0, y: 0 }, { x: 0, y: 0 })).toBeCloseTo(0.5);
  });

  it('scratches the squares within the brush along the stroke, and only those', () => {
    const start = emptyCoverage();
    expect(start).toHaveLength(COVERAGE_SIDE * COVERAGE_SIDE);
    const dab = scratchStroke(start, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 });
    const scratched = dab.flatMap((done, square) => (done ? [square] : []));
    expect(scratched.length).toBeGreaterThan(0);
    expect(new Set(scratched.map(cellOfSquare))).toEqual(new Set([4]));
    expect(start.every((done) => !done)).toBe(true);
    // Nothing new: the same coverage comes back.
    expect(scratchStroke(dab, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 })).toBe(dab);
  });

  it('counts a cell revealed once half of it is scratched', () => {
    const rubbed = rubCell(emptyCoverage(), 0);
    expect(cellsScratched(rubbed)).toEqual([0]);
    expect(cellShares(rubbed)[0]).toBeGreaterThanOrEqual(0.5);
    // A short stroke in a corner of cell 8 is not enough.
    const corner = scratchStroke(rubbed, { x: 0.95, y: 0.95 }, { x: 0.99, y: 0.99 });
    expect(cellShares(corner)[8]).toBeGreaterThan(0);
    expect(cellsScratched(corner)).toEqual([0]);
    const whole = ALL_CELLS.reduce((coverage, cell) => rubCell(coverage, cell), emptyCoverage());
    expect(cellsScratched(whole)).toEqual([...ALL_CELLS]);
  });

  it('maps squares to cells row by row', () => {
    expect(cellOfSquare(0)).toBe(0);
    expect(cellOfSquare(SUBDIVISIONS)).toBe(1);
    expect(cellOfSquare(COVERAGE_SIDE * SUBDIVISIONS)).toBe(3);
    expect(cellOfSquare(COVERAGE_SIDE * COVERAGE_SIDE - 1)).toBe(8);
  });
});

describe('the revealed cells', () => {
  it('grow without repeats and are full with all nine', () => {
    const none = new Set<number>();
    const some = withRevealed(none, [2, 2, 5]);
    expect([...some].sort()).toEqual([2, 5]);
    expect(withRevealed(some, [5])).toBe(some);
    expect(withRevealed(some, [42])).toBe(some);
    expect(isFullyRevealed(some)).toBe(false);
    expect(isFullyRevealed(withRevealed(some, [...ALL_CELLS]))).toBe(true);
  });

  it('maps a pointer into the play area, clamped', () => {
    const box = { left: 100, top: 50, width: 300, height: 300 };
    expect(unitPoint(250, 200, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(unitPoint(0, 1000, box)).toEqual({ x: 0, y: 1 });
    expect(unitPoint(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('what the page reads', () => {
  it('shows the balance after the price and before the prize', () => {
    expect(balanceBeforePrize({ balance: '109.00', prize: '10.00' })).toBe('99.00');
    expect(balanceBeforePrize({ balance: '4.00', prize: '0.00' })).toBe('4.00');
  });

  it('reads odds as "1 in …" with decimals below 100 and grouped whole numbers above', () => {
    expect(formatOdds('3.03', 'en')).toBe('3.03');
    expect(formatOdds('40.00', 'en')).toBe('40');
    expect(formatOdds('666.67', 'en')).toBe('667');
    expect(formatOdds('500000.00', 'en')).toBe('500,000');
    expect(formatOdds('500000.00', 'vi')).toBe('500.000');
    expect(formatOdds('2.63', 'vi')).toBe('2,63');
  });

  it('works out the odds of no prize from the weights', () => {
    expect(noPrizeOddsOneIn({ noPrizeWeight: 390_898, totalWeight: 1_000_000 })).toBe('2.56');
    expect(noPrizeOddsOneIn({ noPrizeWeight: 0, totalWeight: 10 })).toBe('0.00');
  });
});
