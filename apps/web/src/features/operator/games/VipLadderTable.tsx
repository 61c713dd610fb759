// The VIP ladder's editable table: one row per level, one input per cell, each cell showing its own
// message under the input (the ladder's refusals are keyed by row and column).
import { useTranslation } from 'react-i18next';
import type { FieldArrayWithId, FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorText } from '../../../lib/error-text';
import { CellInput } from '../components/CellInput';
import { EditableRowsTable } from '../components/EditableRowsTable';
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
  return (
    <EditableRowsTable
      rows={rows}
      emptyText={t('operator.games.vip.empty')}
      label={t('operator.games.vip.table')}
      className={styles.ladder}
      testId="vip-ladder"
      head={VIP_COLUMNS.map((column) => (
        <th key={column}>{t(`operator.games.vip.${column}`)}</th>
      ))}
      cells={(_row, index) =>
        VIP_COLUMNS.map((column) => (
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
        ))
      }
      removeLabel={(row) => t('operator.games.vip.remove', { row })}
      onRemove={onRemove}
    />
  );
}
