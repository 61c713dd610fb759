// A record screen (betting record, account record, profit and loss, bonus details): its search, a
// summary if it has one, the loader, a failure that no search field took, the empty state, a table
// of one page of rows described by columns, the totals row, and the pages. Every record screen
// reads and behaves the same because it is this one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { DataTable, DataTableHead, numericCell, type DataTableColumn } from './DataTable';
import { EmptyState } from './EmptyState';
import { Loader } from './Loader';
import { Pagination } from './Pagination';
import { RecordFilters, type RecordSearch, type RecordSelect } from './RecordFilters';
import styles from './RecordTable.module.css';

/** A column of a record screen's table; the totals row finds its cells by the column's key. */
export interface RecordColumn<Row> extends DataTableColumn {
  cell: (row: Row) => ReactNode;
}

export interface RecordTotals {
  /** Spans the columns before the first total. */
  label: ReactNode;
  /** Each total under its column, by the column's key; columns without one stay blank. */
  cells: Partial<Record<string, ReactNode>>;
}

/** A record screen's search in force and its page; a new search starts again from page 1. */
export interface RecordSearchState {
  value: RecordSearch;
  /** The page shown, 1-based. */
  page: number;
  onSearch: (value: RecordSearch) => void;
  onPageChange: (page: number) => void;
}

/** What a record screen needs of its query (a TanStack Query result fits). */
export interface RecordQuery<Row> {
  isPending: boolean;
  error: unknown;
  data: { list: readonly Row[]; totalPages: number } | undefined;
}

export interface RecordTableProps<Row> {
  /** Names the screen for screen readers. */
  label: string;
  /** The table's test id, which the journeys find the rows by. */
  testId: string;
  search: RecordSearchState;
  /** The search's selects beside the period. */
  selects?: RecordSelect[];
  /** Figures over the whole search, shown above the table. */
  summary?: ReactNode;
  query: RecordQuery<Row>;
  columns: readonly RecordColumn<NoInfer<Row>>[];
  rowKey: (row: Row) => string | number;
  totals?: RecordTotals;
  /** Replaces the default empty state. */
  empty?: ReactNode;
}

const numberClass = (column: { numeric?: boolean }) => (column.numeric ? numericCell : undefined);

export function RecordTable<Row>({
  label,
  testId,
  search,
  selects,
  summary,
  query,
  columns,
  rowKey,
  totals,
  empty,
}: RecordTableProps<Row>) {
  const { t } = useTranslation();
  const value = query.data;
  const fieldCount = query.error instanceof ApiError ? Object.keys(query.error.fields).length : 0;
  return (
    <section className={styles.record} aria-label={label}>
      <RecordFilters search={search.value} selects={selects} error={query.error} onSearch={search.onSearch} />
      {summary}
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {/* The search's own fields show a refusal about them; anything else is said here. */}
      {query.error && fieldCount === 0 ? (
        <p role="alert">{query.error instanceof ApiError ? query.error.message : t('errors.network')}</p>
      ) : null}
      {value?.list.length === 0 ? (empty ?? <EmptyState />) : null}
      {value && value.list.length > 0 ? (
        <DataTable className={styles.table} data-testid={testId}>
          <DataTableHead columns={columns} />
          <tbody>
            {value.list.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={numberClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              <TotalsRow columns={columns} totals={totals} />
            </tfoot>
          ) : null}
        </DataTable>
      ) : null}
      {value ? (
        <Pagination page={search.page} totalPages={value.totalPages} onChange={search.onPageChange} />
      ) : null}
    </section>
  );
}

/**
 * The totals row: the label across the columns before the first total, then each total under its
 * column, with each run of columns that have none drawn as one blank cell.
 */
function TotalsRow<Row>({
  columns,
  totals,
}: {
  columns: readonly RecordColumn<Row>[];
  totals: RecordTotals;
}) {
  const hasTotal = (column: RecordColumn<Row>) => totals.cells[column.key] !== undefined;
  const first = columns.findIndex(hasTotal);
  const labelSpan = first === -1 ? columns.length : first;
  const runs: { column: RecordColumn<Row>; span: number }[] = [];
  for (const column of columns.slice(labelSpan)) {
    const last = runs.at(-1);
    if (last && !hasTotal(last.column) && !hasTotal(column)) last.span += 1;
    else runs.push({ column, span: 1 });
  }
  return (
    <tr>
      <th colSpan={labelSpan}>{totals.label}</th>
      {runs.map(({ column, span }) =>
        hasTotal(column) ? (
          <td key={column.key} className={numberClass(column)}>
            {totals.cells[column.key]}
          </td>
        ) : (
          <td key={column.key} colSpan={span > 1 ? span : undefined} />
        ),
      )}
    </tr>
  );
}

export type AmountTone = 'gain' | 'loss';

/** A signed decimal amount's tone: a gain, a loss, or none for zero or no amount. */
export function amountTone(amount: string | null | undefined): AmountTone | undefined {
  if (!amount || amount === '0.00') return undefined;
  return amount.startsWith('-') ? 'loss' : 'gain';
}

export interface SignedAmountProps {
  /** The amount whose sign picks the colour ("-1.00" a loss, "2.50" a gain, "0.00" plain). */
  amount?: string | null;
  /** Overrides the tone the sign would give. */
  tone?: AmountTone;
  children: ReactNode;
}

/** An amount in a record, coloured as a gain or a loss. */
export function SignedAmount({ amount, tone = amountTone(amount), children }: SignedAmountProps) {
  return <span className={tone ? styles[tone] : undefined}>{children}</span>;
}
