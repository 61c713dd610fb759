// A table of rows in the design system's look: full width, small type, a rule under each row, and
// figures right-aligned in columns marked numeric. It sits in its own box that scrolls sideways, so a
// wide table never widens the page on a phone. `DataTableHead` draws the column headings from a list
// of columns, and `numericCell` marks a body cell of a numeric column. A screen adds its own touches
// (row colours, quieter headings) through `className` and its own module.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './DataTable.module.css';

/** `regular` for a screen's main table, `compact` for a table beside other content or in a dialog. */
export type DataTableDensity = 'regular' | 'compact';

export interface DataTableProps extends ComponentPropsWithoutRef<'table'> {
  density?: DataTableDensity;
}

export function DataTable({ density = 'regular', className, ...rest }: DataTableProps) {
  return (
    <div className={styles.scroll}>
      <table className={classNames(styles.table, styles[density], className)} {...rest} />
    </div>
  );
}

/** The class of a cell (heading, value or total) that holds an amount or a count. */
export const numericCell = styles.number;

export interface DataTableColumn {
  /** Names the column among the others. */
  key: string;
  header: ReactNode;
  /** Amounts and counts: right-aligned, in figures of one width. */
  numeric?: boolean;
}

/** The table's head: one row with a heading for each column. */
export function DataTableHead({ columns }: { columns: readonly DataTableColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.key} scope="col" className={column.numeric ? numericCell : undefined}>
            {column.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
