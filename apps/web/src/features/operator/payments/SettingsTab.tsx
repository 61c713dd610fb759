// The settings tab: the withdrawal limits and the minutes after which a paid withdrawal the member
// has not confirmed counts as received. The server's per-field messages show on their fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@playdeck/contract/payments';
import { useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { usePaymentSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import {
  SETTINGS_FIELDS,
  settingsFormSchema,
  settingsFormValues,
  toSettingsBody,
  type SettingsFormValues,
} from './settings-form';
import styles from './desk.module.css';
import { IfAllowed } from '../components/staff-rights';

export function SettingsTab() {
  const { t } = useTranslation();
  const query = usePaymentSettings();
  return (
    <Panel title={t('operator.payments.settings.label')} headingLevel={2} className={styles.settings}>
      <PanelNote>{t('operator.payments.settings.lead')}</PanelNote>
      <QueryState query={query} />
      {query.data ? <SettingsForm settings={query.data} /> : null}
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showRefusal = useShowRefusal();
  const update = useUpdateSettings();
  const notice = useSavedNotice();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: settingsFormValues(settings),
  });

  const submit = handleSubmit(async (values) => {
    try {
      reset(settingsFormValues(await update.mutateAsync(toSettingsBody(values))));
      notice.show(t('operator.saved'));
    } catch (error) {
      await showRefusal(error, setError, SETTINGS_FIELDS);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <IfAllowed disable>
        <div className={styles.grid}>
          <Field
            label={t('operator.payments.settings.withdrawalMinAmount')}
            required
            errors={errorText(errors.withdrawalMinAmount?.message)}
          >
            <TextInput inputMode="decimal" autoComplete="off" {...register('withdrawalMinAmount')} />
          </Field>
          <Field
            label={t('operator.payments.settings.withdrawalMaxAmount')}
            required
            errors={errorText(errors.withdrawalMaxAmount?.message)}
          >
            <TextInput inputMode="decimal" autoComplete="off" {...register('withdrawalMaxAmount')} />
          </Field>
          <Field
            className={styles.wide}
            label={t('operator.payments.settings.withdrawalConfirmMinutes')}
            required
            hint={t('operator.payments.settings.withdrawalConfirmMinutesHint')}
            errors={errorText(errors.withdrawalConfirmMinutes?.message)}
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              {...register('withdrawalConfirmMinutes')}
            />
          </Field>
        </div>
        <IfAllowed>
          <div className={styles.formActions}>
            <SavedNotice message={notice.message} />
            <Button type="submit" loading={isSubmitting}>
              {t('operator.save')}
            </Button>
          </div>
        </IfAllowed>
      </IfAllowed>
    </form>
  );
}
