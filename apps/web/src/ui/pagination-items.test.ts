// Proves the pagination layout for every position with react-paginate's settings (2 margin pages,
// range 5), the one-page-gap rule, other settings, and that bad arguments give a sane answer.
import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination-items';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('paginationItems with 2 margin pages and a range of 5', () => {
  it('shows nothing when there are no pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    // Up to eight pages, any gap between the window and the margins is at most one page.
    for (let total = 1; total <= 8; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        expect(paginationItems(current, total)).toEqual(range(1, total));
      }
    }
    // Nine pages fit only when the window sits in the middle.
    expect(paginationItems(5, 9)).toEqual(range(1, 9));
    expect(paginationItems(1, 9)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8, 9]);
  });

  it('keeps the window at the start on the first pages', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 19, 20]);
    expect(paginationItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 19, 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 19, 20]);
  });

  it('centres the window in the middle with an ellipsis on each side', () => {
    expect(paginationItems(10, 20)).toEqual([
      1,
      2,
      'ellipsis-start',
      8,
      9,
      10,
      11,
      12,
      'ellipsis-end',
      19,
      20,
    ]);
  });

  it('keeps the window at the end on the last pages', () => {
    expect(paginationItems(20, 20)).toEqual([1, 2, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(19, 20)).toEqual([1, 2, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationItems(18, 20)).toEqual([1, 2, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('shows the page instead of an ellipsis for a gap of exactly one page', () => {
    // Window 4..8 leaves only page 3 between it and the margin 1..2.
    expect(paginationItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'ellipsis-end', 19, 20]);
    // Window 13..17 leaves only page 18 before the margin 19..20.
    expect(paginationItems(15, 20)).toEqual([1, 2, 'ellipsis-start', 13, 14, 15, 16, 17, 18, 19, 20]);
    // Ten pages: window 1..5 and margin 9..10 leave 6..8, three pages, so an ellipsis.
    expect(paginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 9, 10]);
    // Window 4..8 of ten pages leaves single-page gaps on both sides.
    expect(paginationItems(6, 10)).toEqual(range(1, 10));
  });

  it('uses an ellipsis from a gap of two pages', () => {
    expect(paginationItems(7, 20)).toEqual([1, 2, 'ellipsis-start', 5, 6, 7, 8, 9, 'ellipsis-end', 19, 20]);
  });

  it('always includes the current page, the first and last two pages, and five pages in the window', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        const pages = items.filter((item): item is number => typeof item === 'number');
        expect(pages).toContain(current);
        expect(pages).toEqual(expect.arrayContaining([1, total]));
        if (total >= 2) expect(pages).toEqual(expect.arrayContaining([2, total - 1]));
        // Strictly increasing, no duplicates, and at most one ellipsis of each kind.
        expect(pages).toEqual([...new Set(pages)].sort((left, right) => left - right));
        expect(items.filter((item) => item === 'ellipsis-start').length).toBeLessThanOrEqual(1);
        expect(items.filter((item) => item === 'ellipsis-end').length).toBeLessThanOrEqual(1);
        // Never more than margins + window + a page or an ellipsis for each of the two gaps.
        expect(items.length).toBeLessThanOrEqual(Math.min(total, 2 + 5 + 2 + 2));
      }
    }
  });
});

describe('paginationItems with other settings', () => {
  it('has ellipses at both ends without margin pages', () => {
    expect(paginationItems(10, 20, 0, 3)).toEqual(['ellipsis-start', 9, 10, 11, 'ellipsis-end']);
    expect(paginationItems(3, 20, 0, 3)).toEqual([1, 2, 3, 4, 'ellipsis-end']);
  });

  it('centres an even window a little to the right', () => {
    expect(paginationItems(10, 20, 1, 4)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('handles a single-page range', () => {
    expect(paginationItems(10, 20, 1, 1)).toEqual([1, 'ellipsis-start', 10, 'ellipsis-end', 20]);
  });
});

describe('paginationItems with bad arguments', () => {
  it('clamps a current page outside 1..total', () => {
    expect(paginationItems(0, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(-4, 20)).toEqual(paginationItems(1, 20));
    expect(paginationItems(99, 20)).toEqual(paginationItems(20, 20));
    expect(paginationItems(Number.NaN, 20)).toEqual(paginationItems(1, 20));
  });

  it('rounds fractions down', () => {
    expect(paginationItems(10.7, 20.9)).toEqual(paginationItems(10, 20));
  });

  it('returns nothing for negative, fractional-below-one or infinite totals', () => {
    expect(paginationItems(1, -3)).toEqual([]);
    expect(paginationItems(1, 0.5)).toEqual([]);
    expect(paginationItems(1, Number.NaN)).toEqual([]);
    expect(paginationItems(1, Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it('treats a range below one as one and a negative margin as none', () => {
    expect(paginationItems(10, 20, -1, 0)).toEqual(['ellipsis-start', 10, 'ellipsis-end']);
  });
});
