// The table of an agent report: column headings that sort (the screen decides whether the server or
// the browser sorts, and says which column and order are in force through aria-sort), one row per
// item, and a totals row whose label spans the columns before the first total. It sits in the
// design system's DataTable, which scrolls sideways on a phone instead of widening the page. It is
// in ui/ because two features of the agent centre use it: the agent's reports and the contracts.
import type { ReactNode } from 'react';
import { DataTable, numericCell, type DataTableColumn } from './DataTable';
import styles from './AgentTable.module.css';

export interface AgentColumn<Row> extends DataTableColumn {
  cell: (row: Row) => ReactNode;
  /** Its heading sorts the table by it. */
  sortable?: boolean;
}

export type SortOrder = 'asc' | 'desc';
export interface SortState {
  key: string;
  order: SortOrder;
}

export interface AgentTotals {
  label: ReactNode;
  /** Each total under its column, by the column's key. */
  cells: Partial<Record<string, ReactNode>>;
}

export interface AgentTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  testId: string;
  columns: readonly AgentColumn<NoInfer<Row>>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: SortState;
  onSort?: (key: string) => void;
  totals?: AgentTotals;
}

const ariaSort = (column: DataTableColumn, sort: SortState | undefined) =>
  sort?.key === column.key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

export function AgentTable<Row>({
  label,
  testId,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  totals,
}: AgentTableProps<Row>) {
  const numeric = (column: DataTableColumn) => (column.numeric ? numericCell : undefined);
  return (
    <DataTable className={styles.table} aria-label={label} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortable && onSort ? (
              <th key={column.key} scope="col" className={numeric(column)} aria-sort={ariaSort(column, sort)}>
                <button type="button" className={styles.sort} onClick={() => onSort(column.key)}>
                  {column.header}
                  <span aria-hidden="true" className={styles.sortMark}>
                    {sort?.key === column.key ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ) : (
              <th key={column.key} scope="col" className={numeric(column)}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} className={numeric(column)}>
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
  );
}

function TotalsRow<Row>({ columns, totals }: { columns: readonly AgentColumn<Row>[]; totals: AgentTotals }) {
  const first = columns.findIndex((column) => totals.cells[column.key] !== undefined);
  const labelSpan = first === -1 ? columns.length : Math.max(first, 1);
  return (
    <tr>
      <th scope="row" colSpan={labelSpan}>
        {totals.label}
      </th>
      {columns.slice(labelSpan).map((column) => (
        <td key={column.key} className={column.numeric ? numericCell : undefined}>
          {totals.cells[column.key]}
        </td>
      ))}
    </tr>
  );
}

/** The sort after a click on a heading: the same column turns its order round, another starts descending. */
export function nextSort(current: SortState, key: string): SortState {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'desc' };
}

/** A value to sort by: an amount (a decimal string) or a count sorts by number, anything else as text. */
export type SortValue = string | number;

/** Rows sorted in the browser (a report that arrives whole: the days of a period, a team's rows). */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState,
  valueOf: (row: Row, key: string) => SortValue,
): Row[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = valueOf(left, sort.key);
    const b = valueOf(right, sort.key);
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    return order * direction;
  });
}
