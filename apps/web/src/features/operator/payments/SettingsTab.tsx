// The settings tab: the withdrawal limits and the minutes after which a paid withdrawal the member
// has not confirmed counts as received. The server's per-field messages show on their fields.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@playdeck/contract/payments';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { usePaymentSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { Notice } from './Notice';
import {
  SETTINGS_FIELDS,
  settingsFormSchema,
  settingsFormValues,
  toSettingsBody,
  type SettingsFormValues,
} from './settings-form';
import styles from './desk.module.css';

export function SettingsTab() {
  const { t } = useTranslation();
  const query = usePaymentSettings();
  return (
    <Panel title={t('operator.payments.settings.label')} headingLevel={2} className={styles.settings}>
      <PanelNote>{t('operator.payments.settings.lead')}</PanelNote>
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {query.error ? (
        <p role="alert" className={styles.alert}>
          {query.error instanceof ApiError ? query.error.message : t('errors.network')}
        </p>
      ) : null}
      {query.data ? <SettingsForm settings={query.data} /> : null}
    </Panel>
  );
}

function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const update = useUpdateSettings();
  const [notice, setNotice] = useState<string | null>(null);
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
    setNotice(null);
    try {
      reset(settingsFormValues(await update.mutateAsync(toSettingsBody(values))));
      setNotice(t('operator.saved'));
    } catch (error) {
      const message = applyFieldErrors(error, setError, SETTINGS_FIELDS, t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
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
      <Notice text={notice} />
      <div className={styles.formActions}>
        <Button type="submit" loading={isSubmitting}>
          {t('operator.save')}
        </Button>
      </div>
    </form>
  );
}
