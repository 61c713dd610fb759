// The tiers of an offer as an editable table: one row per tier, the columns its type asks for (the
// thresholds, then the rate or fixed amount), each cell showing its own message under the input, and
// a Remove button per row (EditableRowsTable). Adding a row is the form's, which knows how many tiers
// are allowed.
import { useTranslation } from 'react-i18next';
import type { FieldArrayWithId, FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ContractType } from '@playdeck/contract/contracts';
import { useErrorText } from '../../../lib/error-text';
import { CellInput } from '../components/CellInput';
import { EditableRowsTable } from '../components/EditableRowsTable';
import type { OfferFormValues, TierColumn } from './offer-form';
import styles from './contracts.module.css';

/** The real-time salary's thresholds are the day so far; the other types' are the period's. */
export function useTierColumnLabel() {
  const { t } = useTranslation();
  return (type: ContractType, column: TierColumn) =>
    type === 'REALTIME' && (column === 'minValidBet' || column === 'minActive')
      ? t(`operator.contracts.offer.columns.${column}DaySoFar`)
      : type !== 'DIVIDEND' && column === 'minNetLoss'
        ? t('operator.contracts.offer.columns.minNetLossOptional')
        : t(`operator.contracts.offer.columns.${column}`);
}

export function TierEditor({
  type,
  columns,
  rows,
  register,
  errors,
  onRemove,
}: {
  type: ContractType;
  columns: readonly TierColumn[];
  rows: FieldArrayWithId<OfferFormValues, 'tiers'>[];
  register: UseFormRegister<OfferFormValues>;
  errors: FieldErrors<OfferFormValues>;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const columnLabel = useTierColumnLabel();
  return (
    <EditableRowsTable
      rows={rows}
      emptyText={t('operator.contracts.offer.noTiers')}
      label={t('operator.contracts.offer.tiers')}
      className={styles.tierTable}
      testId="offer-tiers"
      density="compact"
      head={
        <>
          <th scope="col">{t('operator.contracts.offer.columns.tier')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {columnLabel(type, column)}
            </th>
          ))}
        </>
      }
      cells={(_row, index) => (
        <>
          <td>{index + 1}</td>
          {columns.map((column) => (
            <td key={column} className={styles.tierCell}>
              <CellInput
                label={t('operator.contracts.offer.cellLabel', {
                  column: columnLabel(type, column),
                  row: index + 1,
                })}
                error={errorText(errors.tiers?.[index]?.[column]?.message)?.[0]}
                inputMode={column === 'minActive' ? 'numeric' : 'decimal'}
                autoComplete="off"
                placeholder={column === 'rate' || column === 'fixedAmount' ? undefined : '0'}
                {...register(`tiers.${index}.${column}`)}
              />
            </td>
          ))}
        </>
      )}
      removeLabel={(row) => t('operator.contracts.offer.removeTier', { row })}
      onRemove={onRemove}
    />
  );
}
