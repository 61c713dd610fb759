// A form's rows as an editable table (a VIP ladder's levels, an offer's tiers): the caller's heading
// cells and input cells for each row, then a Remove button per row under a heading that only screen
// readers read. With no rows it says so instead. Adding a row is the form's, which knows the limit.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { DataTable, type DataTableDensity } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';

export interface EditableRowsTableProps<Row extends { id: string }> {
  rows: Row[];
  /** Said in place of the table when there are no rows. */
  emptyText: string;
  /** Names the table. */
  label: string;
  className?: string;
  testId: string;
  density?: DataTableDensity;
  /** The heading cells of the row's own columns. */
  head: ReactNode;
  /** The cells of one row, before its Remove button. */
  cells: (row: Row, index: number) => ReactNode;
  /** Names a row's Remove button for screen readers; `rowNumber` counts from 1. */
  removeLabel: (rowNumber: number) => string;
  onRemove: (index: number) => void;
}

export function EditableRowsTable<Row extends { id: string }>({
  rows,
  emptyText,
  label,
  className,
  testId,
  density,
  head,
  cells,
  removeLabel,
  onRemove,
}: EditableRowsTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState description={emptyText} />;
  return (
    <DataTable density={density} aria-label={label} className={className} data-testid={testId}>
      <thead>
        <tr>
          {head}
          <th scope="col">
            <span className="visually-hidden">{t('operator.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {cells(row, index)}
            <td>
              <Button
                size="sm"
                variant="ghost"
                aria-label={removeLabel(index + 1)}
                onClick={() => onRemove(index)}
              >
                {t('operator.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
