// Proves that PagedTable draws one page of rows from its columns (numeric cells and a row's own cell
// class marked), shows what sits above it, the loader, the empty state with its words and any
// failure, and pages through the existing Pagination.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { renderWithSite } from '../test-support/render-with-site';
import { numericCell } from './DataTable';
import { PagedTable, type PagedColumn } from './PagedTable';
import type { RecordQuery } from './RecordTable';

type Row = { id: number; good: string; points: number };

const columns: PagedColumn<Row>[] = [
  { key: 'good', header: 'Good', cell: (row) => row.good },
  {
    key: 'points',
    header: 'Points',
    numeric: true,
    cell: (row) => row.points,
    cellClassName: (row) => (row.points < 0 ? 'spent' : undefined),
  },
];

const rows: Row[] = [
  { id: 1, good: 'Gift card', points: -500 },
  { id: 2, good: 'T-shirt', points: 120 },
];

function renderList(query: Partial<RecordQuery<Row>>, onPageChange = vi.fn()) {
  return renderWithSite(
    <PagedTable
      label="Redemptions"
      testId="redemptions"
      query={{ isPending: false, error: null, data: undefined, ...query }}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="No redemptions yet"
      page={1}
      onPageChange={onPageChange}
      toolbar={<p>Filter</p>}
    />,
  );
}

describe('PagedTable', () => {
  it('draws the rows under their headers, marking numeric cells and a row’s own class', () => {
    renderList({ data: { list: rows, totalPages: 1 } });
    const table = screen.getByRole('table', { name: 'Redemptions' });
    expect(table).toHaveAttribute('data-testid', 'redemptions');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('GoodPoints');
    const [good, spent] = within(first!).getAllByRole('cell');
    expect(good).not.toHaveAttribute('class');
    expect(spent!.className).toBe(`${numericCell} spent`);
    expect(within(second!).getAllByRole('cell')[1]!.className).toBe(numericCell);
    expect(screen.getByText('Filter')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the loader, the empty state and a failure', () => {
    const { unmount } = renderList({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    unmount();
    renderList({ data: { list: [], totalPages: 0 }, error: new ApiError(500, 'INTERNAL', 'Server busy') });
    expect(screen.getByText('No redemptions yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server busy');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through Pagination', async () => {
    const onPageChange = vi.fn();
    renderList({ data: { list: rows, totalPages: 3 } }, onPageChange);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
