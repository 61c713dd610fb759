// The end of a third-party sign-in, in the login popup: exchanges the one-time hand-off code for
// the session (no forced password change: SPEC.md §4 "not sms or third-party"), or asks for the
// password of the existing account whose e-mail the provider gave, to link the two, or for the date
// of birth and 18+ declaration (a new member, or an account without a date of birth); a refusal
// shows its translated message with the way back to the forms.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OidcExchangeValue } from '@playdeck/contract/oidc';
import type { LoginValue } from '@playdeck/contract/session';
import { ApiError } from '../../../lib/api-client';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { exchangeHandoff, linkIdentity } from '../api/oidc';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useErrorText } from '../hooks/useErrorText';
import { closeLogin } from '../login-modal';
import { clearOidcLanding, type OidcLanding } from '../oidc-landing';
import { BirthDateStep } from './BirthDateStep';
import styles from './form.module.css';

const linkFormSchema = z.object({ password: z.string().trim().min(1, 'validation.required') });
type LinkForm = z.infer<typeof linkFormSchema>;

/** The message of an error code from the contract's catalogue, or of a failed call. */
function useRefusalText() {
  const { t, i18n } = useTranslation();
  return (error: unknown): string => {
    if (typeof error === 'string') {
      const key = `error.${error}`;
      return i18n.exists(key) ? t(key) : t('errors.network');
    }
    return error instanceof ApiError ? error.message : t('errors.network');
  };
}

export function ThirdPartyLanding({ landing }: { landing: NonNullable<OidcLanding> }) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState<Exclude<OidcExchangeValue, { status: 'signedIn' }> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(
    landing.kind === 'error' ? refusalText(landing.code) : null,
  );

  const finish = async (login: LoginValue) => {
    await completeSignIn(login, { type: 'thirdParty', homePath: '/' });
    clearOidcLanding();
    closeLogin();
  };

  useEffect(() => {
    if (landing.kind !== 'handoff') return;
    let current = true;
    exchangeHandoff(landing.code).then(
      async (value) => {
        if (!current) return;
        if (value.status === 'signedIn') await finish(value.login);
        else setPending(value);
      },
      (error: unknown) => current && setRefusal(refusalText(error)),
    );
    return () => {
      current = false;
    };
    // The code is exchanged once per landing; the helpers are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landing]);

  if (refusal) {
    return (
      <div className={styles.form} role="alert" data-testid="oidc-refusal">
        <p className={styles.lead}>{refusal}</p>
        <Button variant="primary" size="lg" block onClick={clearOidcLanding}>
          {t('session.thirdParty.back')}
        </Button>
      </div>
    );
  }
  if (pending?.status === 'birthDateRequired' && landing.kind === 'handoff') {
    return <BirthDateStep handoff={landing.code} pending={pending} onSignedIn={finish} />;
  }
  if (pending?.status === 'linkRequired' && landing.kind === 'handoff') {
    return <LinkAccountForm handoff={landing.code} pending={pending} onSignedIn={finish} />;
  }
  return <Loader label={t('session.thirdParty.finishing')} />;
}

function LinkAccountForm({
  handoff,
  pending,
  onSignedIn,
}: {
  handoff: string;
  pending: Extract<OidcExchangeValue, { status: 'linkRequired' }>;
  onSignedIn: (login: LoginValue) => Promise<void>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const permission = useStartedPermission();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LinkForm>({ resolver: zodResolver(linkFormSchema), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSignedIn(await linkIdentity({ handoff, password }, permission.encryption));
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('errors.network'));
    }
  });

  const provider = t(`session.thirdParty.providers.${pending.provider}`);
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="oidc-link">
      <p className={styles.lead}>
        {t('session.thirdParty.linkLead', { provider, email: pending.email, username: pending.username })}
      </p>
      <Field
        label={t('session.password')}
        required
        errors={errorText(errors.password?.message ?? formError ?? undefined)}
      >
        <TextInput
          type="password"
          autoComplete="current-password"
          maxLength={128}
          {...register('password')}
        />
      </Field>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('session.thirdParty.link', { provider })}
      </Button>
      <Button variant="ghost" block onClick={clearOidcLanding}>
        {t('session.thirdParty.back')}
      </Button>
    </form>
  );
}
