// Username sign-in, shared by the login popup (member site) and the agent landing page (SPEC.md §4
// "Login", §5). Username and password are required and trimmed; the captcha appears when the server
// flags it and is reloaded after every failure; a sign-in from a new IP asks for a second factor;
// "remember me" (member site only) keeps the username, never the password.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoginValue, SecondFactorMethod } from '@playdeck/contract/session';
import { secondFactorEnrolmentSchema, secondFactorRequiredSchema } from '@playdeck/contract/session';
import { ApiError } from '../../../lib/api-client';
import { useStartedPermission } from '../../../lib/permission';
import {
  forgetLogin,
  hasRememberedLogin,
  readRememberedUsername,
  rememberUsername,
} from '../../../lib/remember';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { useDialogs } from '../../../ui/dialogs';
import { signIn } from '../api/session';
import { forgotMethods } from '../forgot-methods';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useErrorText } from '../hooks/useErrorText';
import { closeLogin } from '../login-modal';
import { openForgotPassword } from '../password-modals';
import { CaptchaField } from './CaptchaField';
import { SecondFactorStep, type AuthenticatorEnrolment, type SecondFactorAnswer } from './SecondFactorStep';
import styles from './form.module.css';

export const usernameLoginFormSchema = z
  .object({
    username: z.string().trim().min(1, 'validation.required'),
    password: z.string().trim().min(1, 'validation.required'),
    /** Set from the server's answer, not by the member: the captcha field shows and is required. */
    captchaRequired: z.boolean(),
    captchaId: z.string(),
    captcha: z.string().trim(),
    remember: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.captchaRequired && values.captcha.length === 0) {
      context.addIssue({ code: 'custom', path: ['captcha'], message: 'validation.required' });
    }
  });
type FormValues = z.input<typeof usernameLoginFormSchema>;

export type LoginSite = 'member' | 'agent' | 'operator';

type UsernamePayload = {
  type: 'username';
  username: string;
  password: string;
  site: LoginSite;
  remember: boolean;
  captchaId?: string;
  captcha?: string;
  secondFactor?: SecondFactorAnswer;
};

/** Errors whose answer carries `value.captchaRequired` (SPEC.md §4: "if the error value flags a captcha"). */
function captchaFlag(error: ApiError): boolean | undefined {
  const value = error.value;
  if (typeof value !== 'object' || value === null || !('captchaRequired' in value)) return undefined;
  return value.captchaRequired === true;
}

export function LoginForm({
  site,
  onSignedIn,
}: {
  site: LoginSite;
  onSignedIn: (value: LoginValue) => void;
}) {
  const { t } = useTranslation();
  const permission = useStartedPermission();
  const dialogs = useDialogs();
  const completeSignIn = useCompleteSignIn();
  const errorText = useErrorText();
  // The agent site has no remember-me (SPEC.md §2 "/agent").
  const remembering = site === 'member';
  const canResetPassword = site === 'member' && forgotMethods(permission.whitelabel.flags).length > 0;
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaRefreshKey, setCaptchaRefreshKey] = useState(0);
  const [secondFactor, setSecondFactor] = useState<{
    methods: SecondFactorMethod[];
    payload: UsernamePayload;
    /** The server's reason, when it is not a new device's (an operator's required authenticator). */
    lead?: string;
    enrolment?: AuthenticatorEnrolment;
  } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(usernameLoginFormSchema),
    defaultValues: {
      username: (remembering && readRememberedUsername()) || '',
      password: '',
      captchaRequired: false,
      captchaId: '',
      captcha: '',
      remember: remembering && hasRememberedLogin(),
    },
  });
  const captchaRequired = watch('captchaRequired');

  /** Sorts a refusal into the field, dialog or step it belongs to; returns the code field's message for the second step. */
  const handleFailure = async (error: unknown, payload: UsernamePayload): Promise<string | null> => {
    if (!(error instanceof ApiError)) {
      setFormError(t('errors.network'));
      return null;
    }
    if (error.code === 'SECOND_FACTOR_INVALID' && payload.secondFactor) return error.message;
    setSecondFactor(null);
    const flag = captchaFlag(error);
    if (flag !== undefined) setValue('captchaRequired', flag || captchaRequired);
    // Any failure spends the captcha: a fresh one loads (SPEC.md §4, §8).
    setCaptchaRefreshKey((key) => key + 1);
    if (error.code === 'SECOND_FACTOR_REQUIRED') {
      const parsed = secondFactorRequiredSchema.safeParse(error.value);
      if (parsed.success && parsed.data.methods.length > 0) {
        setSecondFactor({ methods: parsed.data.methods, payload });
        return null;
      }
    }
    // An operator's authenticator, when the console requires one: its code, or first its set-up.
    if (error.code === 'AUTHENTICATOR_CODE_REQUIRED') {
      setSecondFactor({ methods: ['totp'], payload, lead: error.message });
      return null;
    }
    if (error.code === 'SECOND_FACTOR_ENROL_REQUIRED') {
      const parsed = secondFactorEnrolmentSchema.safeParse(error.value);
      if (parsed.success) {
        setSecondFactor({
          methods: ['totp'],
          payload,
          lead: error.message,
          enrolment: parsed.data.enrolment,
        });
        return null;
      }
    }
    if (error.code === 'IP_LOCKED') {
      void dialogs.warning(error.message);
      return null;
    }
    if (error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID') {
      setError('captcha', { message: error.message });
      return null;
    }
    const fieldNames = Object.keys(error.fields).filter(
      (name): name is 'username' | 'password' | 'captcha' =>
        name === 'username' || name === 'password' || name === 'captcha',
    );
    for (const name of fieldNames) setError(name, { message: error.fields[name] });
    if (fieldNames.length === 0) setFormError(error.message);
    return null;
  };

  const attempt = async (payload: UsernamePayload): Promise<string | null> => {
    setFormError(null);
    let value: LoginValue;
    try {
      value = await signIn(payload, permission.encryption);
    } catch (error) {
      return handleFailure(error, payload);
    }
    if (remembering) {
      if (payload.remember) rememberUsername(payload.username);
      else forgetLogin();
    }
    const outcome = await completeSignIn(value, {
      type: 'username',
      password: payload.password,
      homePath: site === 'agent' ? '/agentHome' : site === 'operator' ? '/operator' : '/',
    });
    if (outcome === 'signedIn') onSignedIn(value);
    return null;
  };

  const submit = handleSubmit(async (values) => {
    await attempt({
      type: 'username',
      username: values.username,
      password: values.password,
      site,
      remember: remembering && values.remember,
      ...(values.captchaRequired ? { captchaId: values.captchaId, captcha: values.captcha } : {}),
    });
  });

  if (secondFactor) {
    return (
      <SecondFactorStep
        username={secondFactor.payload.username}
        methods={secondFactor.methods}
        lead={secondFactor.lead}
        enrolment={secondFactor.enrolment}
        onSubmit={(answer) => attempt({ ...secondFactor.payload, secondFactor: answer })}
        onBack={() => setSecondFactor(null)}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('session.username')} required errors={errorText(errors.username?.message)}>
        <TextInput
          autoComplete="username"
          maxLength={64}
          placeholder={t('session.usernamePlaceholder')}
          {...register('username')}
        />
      </Field>
      <Field label={t('session.password')} required errors={errorText(errors.password?.message)}>
        <TextInput
          type="password"
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('session.passwordPlaceholder')}
          {...register('password')}
        />
      </Field>
      {captchaRequired ? (
        <Controller
          control={control}
          name="captcha"
          render={({ field }) => (
            <CaptchaField
              value={field.value}
              onChange={(answer, captchaId) => {
                if ((captchaId ?? '') === getValues('captchaId')) {
                  field.onChange(answer);
                  return;
                }
                // A new image: clear the answer without validating, so the server's message stays.
                setValue('captchaId', captchaId ?? '');
                setValue('captcha', answer);
              }}
              errors={errorText(errors.captcha?.message)}
              refreshKey={captchaRefreshKey}
            />
          )}
        />
      ) : null}
      {remembering || canResetPassword ? (
        <div className={styles.options}>
          {remembering ? (
            <label className={styles.remember}>
              <input type="checkbox" {...register('remember')} />
              {t('session.rememberMe')}
            </label>
          ) : (
            <span />
          )}
          {canResetPassword ? (
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                closeLogin();
                openForgotPassword();
              }}
            >
              {t('session.forgotPassword')}
            </button>
          ) : null}
        </div>
      ) : null}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('session.login')}
      </Button>
    </form>
  );
}
