// The contract settings: per type whether it is on, the most tiers a contract may have, the rate
// bounds every tier must keep to, and what makes a team member active (valid bet, and deposit when
// above zero); then the dividend carry-over, the days an offer waits and whether dividend bills are
// paid without review. One form, one Save; a refusal's messages land beside the fields they are
// about ("types.DAILY.maxRate"), and what no field shows comes in a warning.
import { get, useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CARRY_OVER_MODES,
  CONTRACT_TYPES,
  type ContractSettings,
  type ContractType,
} from '@playdeck/contract/contracts';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { useDialogs } from '../../../ui/dialogs';
import { QueryState } from '../components/QueryState';
import { SettingsActions, useSettingsSave } from '../components/SettingsForm';
import { setFieldErrors } from '../form-errors';
import { useContractSettings, useUpdateContractSettings } from './api/settings';
import { useContractWords } from './contract-words';
import {
  checkSettings,
  placeSettingsErrors,
  toFormValues,
  toSettingsBody,
  TYPE_SETTING_FIELDS,
  type SettingsFieldName,
  type SettingsFormValues,
} from './settings-form';
import styles from './contracts.module.css';
import { IfAllowed } from '../components/staff-rights';

/** A field's message, translated (a key from the check, or the server's own text). */
function useFieldMessage(errors: FieldErrors<SettingsFormValues>) {
  const errorText = useErrorText();
  return (name: SettingsFieldName) =>
    errorText((get(errors, name) as { message?: string } | undefined)?.message);
}

const INPUT_MODES: Record<(typeof TYPE_SETTING_FIELDS)[number], 'numeric' | 'decimal'> = {
  tierCount: 'numeric',
  minRate: 'decimal',
  maxRate: 'decimal',
  activeMinValidBet: 'decimal',
  activeMinDeposit: 'decimal',
};

function TypeSettings({
  type,
  register,
  errors,
}: {
  type: ContractType;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const { t } = useTranslation();
  const words = useContractWords();
  const fieldMessage = useFieldMessage(errors);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{words.type(type)}</legend>
      <Switch
        label={t('operator.contracts.settings.enabled')}
        description={t(`operator.contracts.settings.typeHints.${type}`)}
        {...register(`types.${type}.enabled`)}
      />
      <div className={styles.grid}>
        {TYPE_SETTING_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`operator.contracts.settings.${field}`)}
            hint={
              field === 'activeMinValidBet' ? t(`operator.contracts.settings.activeHints.${type}`) : undefined
            }
            required
            errors={fieldMessage(`types.${type}.${field}`)}
          >
            <TextInput
              inputMode={INPUT_MODES[field]}
              autoComplete="off"
              {...register(`types.${type}.${field}`)}
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

function GeneralSettings({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage(errors);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('operator.contracts.settings.general')}</legend>
      <div className={styles.grid}>
        <Field
          label={t('operator.contracts.settings.carryOver')}
          hint={t('operator.contracts.settings.carryOverHint')}
          errors={fieldMessage('carryOver')}
        >
          <Select {...register('carryOver')}>
            {CARRY_OVER_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`operator.contracts.carryOverModes.${mode}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('operator.contracts.settings.offerExpiryDays')}
          hint={t('operator.contracts.settings.offerExpiryDaysHint')}
          required
          errors={fieldMessage('offerExpiryDays')}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={3} {...register('offerExpiryDays')} />
        </Field>
      </div>
      <Switch
        label={t('operator.contracts.settings.dividendAutoPay')}
        description={t('operator.contracts.settings.dividendAutoPayHint')}
        {...register('dividendAutoPay')}
      />
    </fieldset>
  );
}

function SettingsForm({ settings }: { settings: ContractSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const update = useUpdateContractSettings();
  const form = useForm<SettingsFormValues>({ defaultValues: toFormValues(settings) });
  const {
    register,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { save, notice } = useSettingsSave({
    check: checkSettings,
    // Puts messages on their fields; shows those no field takes in one warning.
    showErrors: async (messages) => {
      const placed = placeSettingsErrors(messages);
      setFieldErrors(setError, placed.fields);
      if (placed.others.length > 0) {
        await dialogs.warning(placed.others.map((message) => errorText(message)?.[0] ?? message).join('\n'));
      }
    },
    store: async (values: SettingsFormValues) =>
      reset(toFormValues(await update.mutateAsync(toSettingsBody(values)))),
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('operator.contracts.settings.title')}
      onSubmit={(event) => {
        form.clearErrors();
        return form.handleSubmit(save)(event);
      }}
    >
      <IfAllowed disable>
        <div className={styles.typeGroups}>
          {CONTRACT_TYPES.map((type) => (
            <TypeSettings key={type} type={type} register={register} errors={errors} />
          ))}
        </div>
        <GeneralSettings register={register} errors={errors} />
      </IfAllowed>
      <SettingsActions
        notice={notice}
        discardLabel={t('operator.contracts.discard')}
        canDiscard={isDirty && !isSubmitting}
        onDiscard={() => reset(toFormValues(settings))}
        saving={isSubmitting}
      />
    </form>
  );
}

export function SettingsTab() {
  const { t } = useTranslation();
  const query = useContractSettings();
  return (
    <Panel title={t('operator.contracts.settings.title')} headingLevel={2}>
      <PanelNote className={styles.lead}>{t('operator.contracts.settings.lead')}</PanelNote>
      <QueryState query={query} />
      {query.data ? <SettingsForm settings={query.data} /> : null}
    </Panel>
  );
}
