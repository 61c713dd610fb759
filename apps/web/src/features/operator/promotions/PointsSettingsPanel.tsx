// The points settings (issue 15 item 5): how many points 100.00 of valid bet earns in each bet points
// type (the game categories each one counts are named under it) and 100.00 deposited, and whether
// members may convert points to money, at how many points per 1.00 and from how many points. One
// form, one Save; a refusal's messages land on their fields.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BET_POINTS_TYPES, type PointsSettings } from '@playdeck/contract/points';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Switch } from '../../../ui/Switch';
import { QueryState } from '../components/QueryState';
import { SettingsActions } from '../components/SettingsForm';
import { usePointsSettings, useUpdatePointsSettings } from './api/points';
import {
  POINTS_SETTINGS_FIELDS,
  toFormValues,
  toSettingsBody,
  type PointsSettingsFormValues,
} from './points-settings-form';
import { useRewardWords } from './reward-words';
import { useServerCheckedSave } from './settings-save';
import layout from '../components/form-layout.module.css';
import styles from './promotions.module.css';

const SETTINGS = 'operator.promotions.points.settings';

export function PointsSettingsPanel() {
  const { t } = useTranslation();
  const settings = usePointsSettings();
  return (
    <Panel title={t(`${SETTINGS}.title`)} headingLevel={2}>
      <PanelNote>{t(`${SETTINGS}.lead`)}</PanelNote>
      <QueryState query={settings} />
      {settings.data ? <PointsSettingsForm settings={settings.data} /> : null}
    </Panel>
  );
}

function PointsSettingsForm({ settings }: { settings: PointsSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = useRewardWords();
  const update = useUpdatePointsSettings();
  const {
    register,
    setError,
    reset,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PointsSettingsFormValues>({ defaultValues: toFormValues(settings) });
  const { save, notice } = useServerCheckedSave({
    setError,
    fields: POINTS_SETTINGS_FIELDS,
    store: async (values: PointsSettingsFormValues) =>
      reset(toFormValues(await update.mutateAsync(toSettingsBody(values)))),
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t(`${SETTINGS}.title`)}
      onSubmit={(event) => {
        clearErrors();
        return handleSubmit(save)(event);
      }}
    >
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${SETTINGS}.earning`)}</legend>
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
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${SETTINGS}.conversion`)}</legend>
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
      </fieldset>
      <SettingsActions
        notice={notice}
        discardLabel={t('operator.promotions.discard')}
        canDiscard={isDirty && !isSubmitting}
        onDiscard={() => reset(toFormValues(settings))}
        saving={isSubmitting}
      />
    </form>
  );
}
