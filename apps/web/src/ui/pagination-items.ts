// Which page buttons a pagination bar shows, as a pure function so that every case can be tested
// with plain numbers. It follows react-paginate's layout (SPEC.md §2: 2 margin pages, range 5): the
// first and last `marginPages` pages, a window of `pageRange` pages around the current one, and an
// ellipsis for each gap. A gap of exactly one page shows that page instead, because an ellipsis
// would take the same room and hide it. Unlike react-paginate, the window is always exactly
// `pageRange` wide (react-paginate shows six near the start), so the bar does not change width.

export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/** The most pages of either kind that we lay out, so that a bad argument cannot build a huge list. */
const pagesDisplayedMax = 50;

export function paginationItems(
  current: number,
  totalPages: number,
  marginPages = 2,
  pageRange = 5,
): PaginationItem[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total < 1) return [];
  const margin = clamp(Math.floor(marginPages), 0, pagesDisplayedMax);
  const range = clamp(Math.floor(pageRange), 1, pagesDisplayedMax);
  const page = clamp(Math.floor(current) || 1, 1, total);

  // The window is centred on the current page, then slid back inside 1..total at either end.
  const windowStart = clamp(page - Math.floor((range - 1) / 2), 1, Math.max(1, total - range + 1));
  const windowEnd = Math.min(total, windowStart + range - 1);

  const shown = new Set<number>();
  for (let index = 1; index <= Math.min(margin, total); index += 1) {
    shown.add(index);
    shown.add(total - index + 1);
  }
  for (let index = windowStart; index <= windowEnd; index += 1) shown.add(index);

  const pages = [...shown].sort((left, right) => left - right);
  const items: PaginationItem[] = [];
  pages.forEach((pageNumber, position) => {
    const previous = position === 0 ? 0 : pages[position - 1]!;
    if (pageNumber - previous === 2) items.push(pageNumber - 1);
    if (pageNumber - previous > 2) items.push(pageNumber <= windowStart ? 'ellipsis-start' : 'ellipsis-end');
    items.push(pageNumber);
  });
  const last = pages[pages.length - 1]!;
  if (total - last === 1) items.push(total);
  if (total - last > 1) items.push('ellipsis-end');
  return items;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
