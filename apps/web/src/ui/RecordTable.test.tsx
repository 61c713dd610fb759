// Proves that RecordTable draws its search and one page of rows from its columns, lays the totals row
// under the right columns with the label and the blank runs spanning, shows the loader, the empty
// state and a failure that no search field took, and pages through the existing Pagination.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithSite } from '../test-support/render-with-site';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api-client';
import { amountTone, RecordTable, SignedAmount, type RecordColumn, type RecordQuery } from './RecordTable';

type Row = { id: number; game: string; stake: string; winLoss: string; note: string };

const columns: RecordColumn<Row>[] = [
  { key: 'id', header: 'Round', cell: (row) => row.id },
  { key: 'game', header: 'Game', cell: (row) => row.game },
  { key: 'stake', header: 'Stake', numeric: true, cell: (row) => row.stake },
  {
    key: 'winLoss',
    header: 'Win/loss',
    numeric: true,
    cell: (row) => <SignedAmount amount={row.winLoss}>{row.winLoss}</SignedAmount>,
  },
  { key: 'note', header: 'Note', cell: (row) => row.note },
  { key: 'link', header: null, cell: () => null },
];

const rows: Row[] = [
  { id: 1, game: 'Lucky Dragon', stake: '1.00', winLoss: '-1.00', note: 'a' },
  { id: 2, game: 'Lucky Dragon', stake: '1.00', winLoss: '2.50', note: 'b' },
];

function renderTable(
  query: Partial<RecordQuery<Row>>,
  {
    onSearch = vi.fn(),
    onPageChange = vi.fn(),
  }: { onSearch?: () => void; onPageChange?: (page: number) => void } = {},
) {
  return renderWithSite(
    <RecordTable
      label="Betting record"
      testId="betting-record"
      search={{ value: { from: '2026-03-01', to: '2026-03-07' }, page: 1, onSearch, onPageChange }}
      selects={[{ name: 'status', label: 'Status', options: [{ value: 'open', label: 'Open' }] }]}
      query={{ isPending: false, error: null, data: undefined, ...query }}
      columns={columns}
      rowKey={(row) => row.id}
      totals={{ label: 'Totals', cells: { stake: '2.00', winLoss: '1.50' } }}
    />,
  );
}

describe('RecordTable', () => {
  it('draws the rows under their headers, with the totals under their columns', () => {
    renderTable({ data: { list: rows, totalPages: 1 } });
    const region = screen.getByRole('region', { name: 'Betting record' });
    expect(within(region).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    const table = screen.getByTestId('betting-record');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Round', 'Game', 'Stake', 'Win/loss', 'Note', '', 'Totals']);
    const [head, first, second, foot] = within(table).getAllByRole('row');
    expect(head).toBeDefined();
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Lucky Dragon', '1.00', '-1.00', 'a', '']);
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent('2.50');

    // The label spans Round and Game, Note and the link column share one blank cell.
    const label = within(foot!).getByRole('columnheader', { name: 'Totals' });
    expect(label).toHaveAttribute('colspan', '2');
    const totals = within(foot!).getAllByRole('cell');
    expect(totals.map((cell) => cell.textContent)).toEqual(['2.00', '1.50', '']);
    expect(totals[2]).toHaveAttribute('colspan', '2');
    expect(totals[0]!.className).toBe(within(first!).getAllByRole('cell')[2]!.className);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the loader while the first page is on its way', () => {
    renderTable({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state for a page without rows', () => {
    renderTable({ data: { list: [], totalPages: 0 } });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a failure that no search field took', () => {
    const { unmount } = renderTable({ error: new ApiError(500, 'INTERNAL', 'Something went wrong') });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    unmount();
    renderTable({ error: new TypeError('Failed to fetch') });
    expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal');
  });

  it('leaves a refusal of the search fields to the fields', () => {
    renderTable({ error: new ApiError(400, 'VALIDATION', 'Invalid', { from: 'Required' }) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches with its filters and starts from their values', async () => {
    const onSearch = vi.fn();
    renderTable({ data: { list: rows, totalPages: 1 } }, { onSearch });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-07', status: 'open' });
  });

  it('pages through the rows', async () => {
    const onPageChange = vi.fn();
    renderTable({ data: { list: rows, totalPages: 3 } }, { onPageChange });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('amountTone', () => {
  it('reads a gain, a loss, or nothing from the sign', () => {
    expect(amountTone('2.50')).toBe('gain');
    expect(amountTone('-1.00')).toBe('loss');
    expect(amountTone('0.00')).toBeUndefined();
    expect(amountTone(null)).toBeUndefined();
  });
});
