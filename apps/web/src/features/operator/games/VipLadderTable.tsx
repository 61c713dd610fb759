// The VIP ladder's editable table: one row per level, one input per cell, each cell showing its own
// message under the input (the ladder's refusals are keyed by row and column).
import { useId, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldArrayWithId, FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { TextInput } from '../../../ui/Field';
import styles from './desk.module.css';

export const VIP_COLUMNS = ['level', 'name', 'minValidBet', 'minDeposit', 'upgradeBonus'] as const;
type VipColumn = (typeof VIP_COLUMNS)[number];

/** A ladder row as typed: every cell is text until the ladder rule reads it. */
export type VipRow = Record<VipColumn, string>;
type LadderForm = { levels: VipRow[] };

const INPUT_MODES: Record<VipColumn, 'numeric' | 'decimal' | 'text'> = {
  level: 'numeric',
  name: 'text',
  minValidBet: 'decimal',
  minDeposit: 'decimal',
  upgradeBonus: 'decimal',
};

export function VipLadderTable<Output extends FieldValues>({
  form,
  rows,
  onRemove,
}: {
  form: UseFormReturn<LadderForm, unknown, Output>;
  rows: FieldArrayWithId<LadderForm, 'levels'>[];
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const {
    register,
    formState: { errors },
  } = form;
  if (rows.length === 0) return <EmptyState description={t('operator.games.vip.empty')} />;
  return (
    <DataTable aria-label={t('operator.games.vip.table')} className={styles.ladder} data-testid="vip-ladder">
      <thead>
        <tr>
          {VIP_COLUMNS.map((column) => (
            <th key={column}>{t(`operator.games.vip.${column}`)}</th>
          ))}
          <th>
            <span className="visually-hidden">{t('operator.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            {VIP_COLUMNS.map((column) => (
              <td key={column} className={styles[`column-${column}`]}>
                <CellInput
                  label={t('operator.games.vip.cellLabel', {
                    column: t(`operator.games.vip.${column}`),
                    row: index + 1,
                  })}
                  error={errorText(errors.levels?.[index]?.[column]?.message)?.[0]}
                  inputMode={INPUT_MODES[column]}
                  autoComplete="off"
                  {...register(`levels.${index}.${column}`)}
                />
              </td>
            ))}
            <td>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('operator.games.vip.remove', { row: index + 1 })}
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

/** A table cell's input, named for screen readers, with its message under it. */
function CellInput({
  label,
  error,
  ...input
}: { label: string; error: string | undefined } & ComponentPropsWithRef<'input'>) {
  const errorId = useId();
  return (
    <div className={styles.cell}>
      <TextInput
        aria-label={label}
        invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.cellError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
