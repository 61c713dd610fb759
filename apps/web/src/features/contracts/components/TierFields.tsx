// One tier of the offer form: its thresholds (team valid bet; team net loss for a dividend, optional
// for the wages, none for the real-time salary; active members) and what it pays (a rate in percent,
// or for the wages a fixed amount), each input with its own message, the browser's or the server's.
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { ContractType } from '@playdeck/contract/contracts';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { NET_LOSS_THRESHOLD } from '../contract-types';
import type { OfferFormInput, OfferFormOutput, Payout, TierField } from '../tier-form';
import styles from './contracts.module.css';

export type OfferForm = UseFormReturn<OfferFormInput, unknown, OfferFormOutput>;

export function TierFields({
  form,
  index,
  type,
  payout,
  onRemove,
}: {
  form: OfferForm;
  index: number;
  type: ContractType;
  payout: Payout;
  /** Absent for the last tier left: a contract has at least one. */
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const number = index + 1;
  const tierErrors = form.formState.errors.tiers?.[index];
  const input = (field: TierField, label: string, inputMode: 'decimal' | 'numeric') => (
    <Field label={label} errors={errorText(tierErrors?.[field]?.message)}>
      <TextInput inputMode={inputMode} autoComplete="off" {...form.register(`tiers.${index}.${field}`)} />
    </Field>
  );
  const netLoss = NET_LOSS_THRESHOLD[type];
  return (
    <fieldset className={styles.tier} data-testid={`tier-${number}`}>
      <legend>{t('agent.contracts.offer.tier', { number })}</legend>
      {input('minValidBet', t('agent.contracts.offer.minValidBet'), 'decimal')}
      {netLoss === 'none'
        ? null
        : input(
            'minNetLoss',
            netLoss === 'optional'
              ? t('agent.contracts.offer.minNetLossOptional')
              : t('agent.contracts.offer.minNetLoss'),
            'decimal',
          )}
      {input('minActive', t('agent.contracts.offer.minActive'), 'numeric')}
      {payout === 'rate'
        ? input('rate', t('agent.contracts.offer.rate'), 'decimal')
        : input('fixedAmount', t('agent.contracts.offer.fixedAmount'), 'decimal')}
      {onRemove ? (
        <Button variant="ghost" size="sm" className={styles.tierRemove} onClick={onRemove}>
          {t('agent.contracts.offer.removeTier', { number })}
        </Button>
      ) : null}
    </fieldset>
  );
}
