// The referral settings (issue 15 item 7): whether the referral promotion is on (the members' menu
// item, screen and earnings), the percent of each friend's valid bet paid to the member per site
// day, the reward for a friend's first deposit and the least that deposit must be, and for how many
// days after registering a friend counts. One form, one Save; a refusal's messages land on their
// fields.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReferralSettings } from '@playdeck/contract/referral';
import { useErrorText } from '../../../lib/error-text';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Switch } from '../../../ui/Switch';
import { QueryState } from '../components/QueryState';
import { SettingsActions } from '../components/SettingsForm';
import { useReferralSettings, useUpdateReferralSettings } from './api/referral-settings';
import {
  REFERRAL_SETTINGS_FIELDS,
  toFormValues,
  toSettingsBody,
  type ReferralSettingsFormValues,
} from './referral-settings-form';
import { useServerCheckedSave } from './settings-save';
import layout from '../components/form-layout.module.css';
import styles from './promotions.module.css';

const REFERRAL = 'operator.promotions.referral';

export function ReferralTab() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  return (
    <Panel title={t(`${REFERRAL}.title`)} headingLevel={2}>
      <PanelNote>{t(`${REFERRAL}.lead`)}</PanelNote>
      <QueryState query={settings} />
      {settings.data ? <ReferralSettingsForm settings={settings.data} /> : null}
    </Panel>
  );
}

function ReferralSettingsForm({ settings }: { settings: ReferralSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateReferralSettings();
  const {
    register,
    setError,
    reset,
    clearErrors,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ReferralSettingsFormValues>({ defaultValues: toFormValues(settings) });
  const { save, notice } = useServerCheckedSave({
    setError,
    fields: REFERRAL_SETTINGS_FIELDS,
    store: async (values: ReferralSettingsFormValues) =>
      reset(toFormValues(await update.mutateAsync(toSettingsBody(values)))),
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t(`${REFERRAL}.title`)}
      onSubmit={(event) => {
        clearErrors();
        return handleSubmit(save)(event);
      }}
    >
      <div>
        <Switch
          label={t(`${REFERRAL}.enabled`)}
          description={t(`${REFERRAL}.enabledHint`)}
          {...register('enabled')}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={layout.legend}>{t(`${REFERRAL}.earnings`)}</legend>
        <Field
          label={t(`${REFERRAL}.betSharePercent`)}
          hint={t(`${REFERRAL}.betSharePercentHint`)}
          required
          errors={errorText(errors.betSharePercent?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" maxLength={5} {...register('betSharePercent')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.firstDepositReward`)}
          hint={t(`${REFERRAL}.firstDepositRewardHint`)}
          required
          errors={errorText(errors.firstDepositReward?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('firstDepositReward')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.firstDepositMin`)}
          hint={t(`${REFERRAL}.firstDepositMinHint`)}
          required
          errors={errorText(errors.firstDepositMin?.message)}
        >
          <TextInput inputMode="decimal" autoComplete="off" {...register('firstDepositMin')} />
        </Field>
        <Field
          label={t(`${REFERRAL}.friendDays`)}
          hint={t(`${REFERRAL}.friendDaysHint`)}
          required
          errors={errorText(errors.friendDays?.message)}
        >
          <TextInput inputMode="numeric" autoComplete="off" maxLength={4} {...register('friendDays')} />
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
