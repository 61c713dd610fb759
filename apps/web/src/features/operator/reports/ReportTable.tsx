// One table of a report, with its heading and an "Export CSV" button that saves the same rows with a
// header row. Each column reads a row's raw value (a decimal string for money, as the API sends it);
// the screen formats it (thousands separated, percent signs, "—" for none) and the file keeps it plain,
// so that a spreadsheet reads numbers.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { downloadCsv, toCsv } from '../../../lib/csv';
import styles from './reports.module.css';

export type ReportColumnKind = 'text' | 'money' | 'count' | 'percent';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  kind: ReportColumnKind;
  /** The raw value: a decimal string for money and percent, null when there is none. */
  value: (row: Row) => string | number | null;
}

export const NO_FIGURE = '—';

/** A value as the screen shows it. */
export function formatCell(kind: ReportColumnKind, value: string | number | null): string {
  if (value === null) return NO_FIGURE;
  if (kind === 'money') return formatBalance(String(value));
  if (kind === 'percent') return `${value} %`;
  if (kind === 'count') return Number(value).toLocaleString('en');
  return String(value);
}

export interface ReportTableProps<Row> {
  title: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The file's name without extension: the table's and the period's. */
  fileName: string;
  rowKey: (row: Row) => string;
  /** A last row of totals, shown under the rows (not exported). */
  footer?: ReactNode;
}

export function ReportTable<Row>({ title, columns, rows, fileName, rowKey, footer }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const exportCsv = () =>
    downloadCsv(
      `${fileName}.csv`,
      toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => String(column.value(row) ?? ''))),
      ),
    );
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <Button variant="secondary" size="sm" onClick={exportCsv}>
          {t('operator.reports.exportCsv')}
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t('operator.reports.empty')} />
      ) : (
        <DataTable density="compact">
          <DataTableHead
            columns={columns.map((column) => ({
              key: column.key,
              header: column.header,
              numeric: column.kind !== 'text',
            }))}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.kind === 'text' ? undefined : numericCell}>
                    {formatCell(column.kind, column.value(row))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer}
        </DataTable>
      )}
    </section>
  );
}
