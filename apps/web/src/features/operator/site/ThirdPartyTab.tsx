// Third-party sign-in (SPEC.md §7 "Third-party sign-in (Facebook and Google)"): per provider, the
// OpenID Connect client the operator registered there (client id, secret, issuer) and the switch
// that shows its button on the login and register popups. The secret is write-only: the form shows
// only whether one is stored, and an empty field keeps it. The redirect URI to register at the
// provider is shown for copying.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OidcProviderSetting } from '@playdeck/contract/oidc';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { Switch } from '../../../ui/Switch';
import { QueryState } from '../components/QueryState';
import { SavedNotice, useSavedNotice } from '../components/SavedNotice';
import { useShowRefusal } from '../form-errors';
import { useOidcProviderSettings, useUpdateOidcProvider } from './api/oidc-providers';
import styles from './site.module.css';
import { IfAllowed } from '../components/staff-rights';

type ProviderForm = { enabled: boolean; clientId: string; issuer: string; clientSecret: string };

function ProviderPanel({ setting }: { setting: OidcProviderSetting }) {
  const { t } = useTranslation();
  const update = useUpdateOidcProvider();
  const showRefusal = useShowRefusal();
  const notice = useSavedNotice();
  const name = t(`session.thirdParty.providers.${setting.provider}`);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProviderForm>({
    values: {
      enabled: setting.enabled,
      clientId: setting.clientId,
      issuer: setting.issuer,
      clientSecret: '',
    },
  });
  const fieldError = (name: keyof ProviderForm) =>
    errors[name]?.message ? [errors[name].message] : undefined;

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ provider: setting.provider, update: values });
      reset();
      notice.show(t('operator.site.thirdParty.saved', { provider: name }));
    } catch (error) {
      await showRefusal(error, setError, ['clientId', 'issuer', 'clientSecret']);
    }
  });

  return (
    <Panel title={name} data-testid={`oidc-settings-${setting.provider}`}>
      <form onSubmit={save} noValidate className={styles.form}>
        <IfAllowed disable>
          <Switch
            label={t('operator.site.thirdParty.enabled', { provider: name })}
            {...register('enabled')}
          />
          <div className={styles.grid}>
            <Field label={t('operator.site.thirdParty.clientId')} errors={fieldError('clientId')}>
              <TextInput maxLength={256} autoComplete="off" {...register('clientId')} />
            </Field>
            <Field
              label={t('operator.site.thirdParty.clientSecret')}
              hint={
                setting.secretSet
                  ? t('operator.site.thirdParty.secretSet')
                  : t('operator.site.thirdParty.secretNotSet')
              }
              errors={fieldError('clientSecret')}
            >
              <TextInput
                type="password"
                maxLength={512}
                autoComplete="new-password"
                {...register('clientSecret')}
              />
            </Field>
            <Field
              label={t('operator.site.thirdParty.issuer')}
              hint={t('operator.site.thirdParty.issuerHint')}
              errors={fieldError('issuer')}
            >
              <TextInput maxLength={512} inputMode="url" autoComplete="off" {...register('issuer')} />
            </Field>
          </div>
        </IfAllowed>
        <PanelNote>
          {t('operator.site.thirdParty.redirectUri')}{' '}
          <code className={styles.code}>{setting.redirectUri}</code>
        </PanelNote>
        <IfAllowed>
          <div className={styles.toolbar}>
            <SavedNotice message={notice.message} />
            <Button type="submit" variant="primary" loading={isSubmitting} disabled={!isDirty}>
              {t('operator.save')}
            </Button>
          </div>
        </IfAllowed>
      </form>
    </Panel>
  );
}

export function ThirdPartyTab() {
  const { t } = useTranslation();
  const query = useOidcProviderSettings();
  return (
    <PanelStack>
      <PanelNote>{t('operator.site.thirdParty.lead')}</PanelNote>
      <QueryState query={query} />
      {query.data?.map((setting) => (
        <ProviderPanel key={setting.provider} setting={setting} />
      ))}
    </PanelStack>
  );
}
