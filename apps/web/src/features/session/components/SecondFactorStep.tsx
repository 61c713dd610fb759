// The second step of a sign-in from an IP the account has not used before (SPEC.md §6): the member
// picks one of the factors the server offers (SMS or e-mail code, bank account holder name,
// authenticator code) and the sign-in is sent again with it. An operator whose sign-in requires an
// authenticator (issue 19 item 3) gives its code here too, after adding the key shown when it has none.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { SecondFactorMethod } from '@playdeck/contract/session';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Tabs } from '../../../ui/Tabs';
import { useDialogs } from '../../../ui/dialogs';
import { requestSecondFactorCode } from '../api/second-factor';
import { useCountdown } from '../hooks/useCountdown';
import { useErrorText } from '../hooks/useErrorText';
import { useThrottle } from '../hooks/useThrottle';
import { DEFAULT_COUNTDOWN_SECONDS, SMS_SEND_INTERVAL_MS } from './MobileNumberField';
import styles from './form.module.css';

export type SecondFactorAnswer = { method: SecondFactorMethod; code: string };

/** The authenticator key the server offers an operator who must set one up before signing in. */
export type AuthenticatorEnrolment = { secret: string; otpauthUrl: string };

const answerSchema = z.object({ code: z.string().trim().min(1, 'validation.required') });

/** Asks the server to send a code by SMS or e-mail, then counts down before another may be sent. */
function SendSecondFactorCode({ username, method }: { username: string; method: 'sms' | 'email' }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const send = useThrottle(async () => {
    setSending(true);
    try {
      const value = await requestSecondFactorCode({ username, method });
      const minutes = value?.expiredMinutes ?? 0;
      countdown.start(minutes > 0 ? minutes * 60 : DEFAULT_COUNTDOWN_SECONDS);
    } catch (error) {
      void dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setSending(false);
    }
  }, SMS_SEND_INTERVAL_MS);
  return (
    <Button variant="secondary" onClick={send} disabled={countdown.running} loading={sending}>
      {countdown.running ? t('session.resendIn', { seconds: countdown.secondsLeft }) : t('session.sendCode')}
    </Button>
  );
}

export function SecondFactorStep({
  username,
  methods,
  onSubmit,
  onBack,
  lead,
  enrolment,
}: {
  username: string;
  methods: SecondFactorMethod[];
  /** Why the step is asked (the server's message); the new-device text by default. */
  lead?: string;
  enrolment?: AuthenticatorEnrolment;
  /** Resolves with a message for the answer field when the answer was wrong, otherwise null. */
  onSubmit: (answer: SecondFactorAnswer) => Promise<string | null>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0]!);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(answerSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    const message = await onSubmit({ method, code });
    if (message) setError('code', { message });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{lead ?? t('session.secondFactorLead')}</p>
      {enrolment ? (
        <div className={styles.enrolment}>
          <p className={styles.lead}>{t('session.authenticatorKeyHint')}</p>
          <p>
            {t('session.authenticatorKey')}:{' '}
            <code className={styles.key} data-testid="authenticator-key">
              {enrolment.secret}
            </code>
          </p>
          <a href={enrolment.otpauthUrl}>{t('session.authenticatorLink')}</a>
        </div>
      ) : null}
      {methods.length > 1 ? (
        <Tabs
          aria-label={t('session.secondFactorMethod')}
          value={method}
          onValueChange={(next) => {
            setMethod(next as SecondFactorMethod);
            resetField('code');
          }}
          items={methods.map((item) => ({ value: item, label: t(`session.secondFactorMethods.${item}`) }))}
        />
      ) : null}
      <Field
        label={t(`session.secondFactorAnswer.${method}`)}
        required
        errors={errorText(errors.code?.message)}
      >
        <div className={styles.inline}>
          <TextInput
            autoComplete={method === 'bankName' ? 'off' : 'one-time-code'}
            inputMode={method === 'bankName' ? 'text' : 'numeric'}
            maxLength={100}
            placeholder={t(`session.secondFactorPlaceholder.${method}`)}
            {...register('code')}
          />
          {method === 'sms' || method === 'email' ? (
            <SendSecondFactorCode username={username} method={method} />
          ) : null}
        </div>
      </Field>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('session.verifyAndLogin')}
      </Button>
      <Button variant="ghost" block onClick={onBack} disabled={isSubmitting}>
        {t('session.back')}
      </Button>
    </form>
  );
}
