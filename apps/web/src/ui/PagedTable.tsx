// A list that comes a page at a time and has no search (a member's redemptions, points detail,
// friends, earnings): whatever sits above it (a filter), the loader while a page comes, a failure, the
// empty state, one page of rows as a table described by columns, and the pages. With no search field
// to take a refusal, every failure is said here. Its columns and query are a record screen's.
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { DataTable, DataTableHead, numericCell } from './DataTable';
import { Pagination } from './Pagination';
import type { RecordColumn, RecordQuery } from './RecordTable';
import { ReportState } from './ReportState';
import styles from './PagedTable.module.css';

export interface PagedColumn<Row> extends RecordColumn<Row> {
  /** A class for this column's cell in a row (say, the colour of a sign), beside the numeric one. */
  cellClassName?: (row: Row) => string | undefined;
}

export interface PagedTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  /** The table's test id, which the journeys find the rows by. */
  testId: string;
  query: RecordQuery<Row>;
  columns: readonly PagedColumn<NoInfer<Row>>[];
  rowKey: (row: Row) => string | number;
  /** What the empty state says when the page has no rows. */
  emptyText: ReactNode;
  /** The page shown, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** Above the list, such as a filter that starts again from page 1. */
  toolbar?: ReactNode;
}

export function PagedTable<Row>({
  label,
  testId,
  query,
  columns,
  rowKey,
  emptyText,
  page,
  onPageChange,
  toolbar,
}: PagedTableProps<Row>) {
  const list = query.data?.list;
  return (
    <div className={styles.paged}>
      {toolbar}
      <ReportState query={query} empty={list?.length === 0} emptyText={emptyText} searchFields={[]} />
      {list && list.length > 0 ? (
        <DataTable aria-label={label} data-testid={testId}>
          <DataTableHead columns={columns} />
          <tbody>
            {list.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column, row)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={page} totalPages={query.data?.totalPages ?? 0} onChange={onPageChange} />
    </div>
  );
}

function cellClass<Row>(column: PagedColumn<Row>, row: Row): string | undefined {
  return classNames(column.numeric && numericCell, column.cellClassName?.(row)) || undefined;
}
