// Client-side pages of a list the API answers whole (the operator's content lists are small): the
// current page's rows, kept inside the list when it shrinks after a delete or a filter.
import { useState } from 'react';

export const DESK_PAGE_SIZE = 10;

export function usePage<T>(items: readonly T[], pageSize = DESK_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, totalPages);
  const start = (current - 1) * pageSize;
  return { page: current, totalPages, rows: items.slice(start, start + pageSize), setPage };
}
