// Who sends SMS codes (SPEC.md §3 "Third-party sms", docs/decisions/016-third-party-sms.md): the
// built-in outbox, or a provider speaking the Firebase Identity Toolkit protocol, with its project id,
// browser API key and base URL. The provider's fields are asked only when it is chosen; a refusal's
// messages land beside the fields they are about.
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PHONE_AUTH_BASE_URL,
  PHONE_AUTH_PROVIDERS,
  type PhoneAuthSettings,
} from '@playdeck/contract/sms';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { usePhoneAuthSettings, useUpdatePhoneAuthSettings } from './api/phone-auth';
import styles from './site.module.css';
import { IfAllowed } from '../components/staff-rights';

const PROVIDER_FIELDS = ['projectId', 'apiKey', 'baseUrl'] as const;

function PhoneAuthForm({ settings }: { settings: PhoneAuthSettings }) {
  const { t } = useTranslation();
  const update = useUpdatePhoneAuthSettings();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneAuthSettings>({ defaultValues: settings });
  const provider = useWatch({ control, name: 'provider' });
  const errorOf = (name: keyof PhoneAuthSettings) => {
    const message = errors[name]?.message;
    return message ? [message] : undefined;
  };

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notice.show(t('operator.site.smsCodes.saved'));
    } catch (error) {
      await showRefusal(error, setError, ['provider', ...PROVIDER_FIELDS]);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sms-codes-form">
      <Panel title={t('operator.site.smsCodes.title')}>
        <PanelNote>{t('operator.site.smsCodes.lead')}</PanelNote>
        <IfAllowed disable>
          <div className={styles.grid}>
            <Field label={t('operator.site.smsCodes.provider')} required errors={errorOf('provider')}>
              <Select {...register('provider')}>
                {PHONE_AUTH_PROVIDERS.map((value) => (
                  <option key={value} value={value}>
                    {t(`operator.site.smsCodes.providers.${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {provider === 'firebase'
              ? PROVIDER_FIELDS.map((name) => (
                  <Field
                    key={name}
                    label={t(`operator.site.smsCodes.${name}`)}
                    required={name !== 'baseUrl'}
                    hint={t(`operator.site.smsCodes.${name}Hint`, { url: DEFAULT_PHONE_AUTH_BASE_URL })}
                    errors={errorOf(name)}
                  >
                    <TextInput {...register(name)} autoComplete="off" spellCheck={false} />
                  </Field>
                ))
              : null}
          </div>
        </IfAllowed>
        <IfAllowed>
          <div>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {t('operator.site.smsCodes.save')}
            </Button>
            <SavedNotice message={notice.message} />
          </div>
        </IfAllowed>
      </Panel>
    </form>
  );
}

export function SmsCodesTab() {
  const query = usePhoneAuthSettings();
  return (
    <>
      <QueryState query={query} />
      {query.data ? <PhoneAuthForm settings={query.data} /> : null}
    </>
  );
}
