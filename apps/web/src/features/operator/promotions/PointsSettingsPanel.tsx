// The points settings (issue 15 item 5): how many points 100.00 of valid bet earns in each bet points
// type (the game categories each one counts are named under it) and 100.00 deposited, and whether
// members may convert points to money, at how many points per 1.00 and from how many points. One
// form, one Save; a refusal's messages land on their fields (RewardSettingsPanel).
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BET_POINTS_TYPES } from '@playdeck/contract/points';
import { Field, TextInput } from '../../../ui/Field';
import { Switch } from '../../../ui/Switch';
import { usePointsSettings, useUpdatePointsSettings } from './api/points';
import { FieldGroup } from './FieldGroup';
import {
  POINTS_SETTINGS_FIELDS,
  toFormValues,
  toSettingsBody,
  type PointsSettingsFormValues,
} from './points-settings-form';
import { RewardSettingsPanel } from './RewardSettingsPanel';
import { useRewardWords } from './reward-words';
import { useFormFields } from './use-form-fields';
import styles from './promotions.module.css';

const SETTINGS = 'operator.promotions.points.settings';

export function PointsSettingsPanel() {
  const { t } = useTranslation();
  const settings = usePointsSettings();
  const update = useUpdatePointsSettings();
  return (
    <RewardSettingsPanel
      title={t(`${SETTINGS}.title`)}
      lead={t(`${SETTINGS}.lead`)}
      query={settings}
      update={update.mutateAsync}
      toFormValues={toFormValues}
      toSettingsBody={toSettingsBody}
      fields={POINTS_SETTINGS_FIELDS}
    >
      {(form) => <PointsSettingsFields form={form} />}
    </RewardSettingsPanel>
  );
}

function PointsSettingsFields({ form }: { form: UseFormReturn<PointsSettingsFormValues> }) {
  const { t, errorText, register, errors } = useFormFields(form);
  const words = useRewardWords();
  return (
    <>
      <FieldGroup legend={t(`${SETTINGS}.earning`)}>
        {BET_POINTS_TYPES.map((type) => (
          <Field
            key={type}
            label={t(`${SETTINGS}.betRate`, { type: words.betPointsType(type) })}
            hint={words.categoriesOf(type)}
            required
            errors={errorText(errors.betRates?.[type]?.message)}
          >
            <TextInput
              inputMode="decimal"
              autoComplete="off"
              maxLength={7}
              {...register(`betRates.${type}`)}
            />
          </Field>
        ))}
        <Field
          label={t(`${SETTINGS}.depositRate`)}
          hint={t(`${SETTINGS}.depositRateHint`)}
          required
          errors={errorText(errors.depositRate?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" maxLength={7} {...register('depositRate')} />
        </Field>
      </FieldGroup>
      <FieldGroup legend={t(`${SETTINGS}.conversion`)}>
        <div className={styles.wide}>
          <Switch
            label={t(`${SETTINGS}.convertEnabled`)}
            description={t(`${SETTINGS}.convertEnabledHint`)}
            {...register('convertEnabled')}
          />
        </div>
        <Field
          label={t(`${SETTINGS}.pointsPerUnit`)}
          hint={t(`${SETTINGS}.pointsPerUnitHint`)}
          required
          errors={errorText(errors.pointsPerUnit?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={7} {...register('pointsPerUnit')} />
        </Field>
        <Field
          label={t(`${SETTINGS}.convertMinPoints`)}
          hint={t(`${SETTINGS}.convertMinPointsHint`)}
          required
          errors={errorText(errors.convertMinPoints?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={9} {...register('convertMinPoints')} />
        </Field>
      </FieldGroup>
    </>
  );
}
