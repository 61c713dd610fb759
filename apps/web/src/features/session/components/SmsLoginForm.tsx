// SMS sign-in (SPEC.md §4 "Login", §5 "Sms login"): mobile number with its country code, a code sent
// by SMS, and "remember me", which keeps the number and country code for a day. No captcha (SPEC.md:
// human verification is skipped for SMS) and never the forced password change.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoginValue } from '@playdeck/contract/session';
import { ApiError } from '../../../lib/api-client';
import { useStartedPermission } from '../../../lib/permission';
import { forgetLogin, hasRememberedLogin, readRememberedMobile, rememberMobile } from '../../../lib/remember';
import { Button } from '../../../ui/Button';
import { useDialogs } from '../../../ui/dialogs';
import { signIn } from '../api/session';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { usePhoneVerification } from '../hooks/usePhoneAuth';
import { emptyMobile, mobileFormSchema, verificationCodeSchema } from '../mobile-form';
import { SmsCodeFields } from './SmsCodeFields';
import styles from './form.module.css';

export const smsLoginFormSchema = z.object({
  mobile: mobileFormSchema,
  verificationCode: verificationCodeSchema,
  remember: z.boolean(),
});
type FormValues = z.input<typeof smsLoginFormSchema>;

/** The server's refusals of the code (built-in) or of the provider's token (third-party). */
const CODE_ERRORS = new Set([
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'PHONE_TOKEN_INVALID',
  'PHONE_TOKEN_USED',
]);

export function SmsLoginForm({ onSignedIn }: { onSignedIn: (value: LoginValue) => void }) {
  const { t } = useTranslation();
  const permission = useStartedPermission();
  const dialogs = useDialogs();
  const completeSignIn = useCompleteSignIn();
  const verifyPhone = usePhoneVerification();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(smsLoginFormSchema),
    defaultValues: {
      mobile: readRememberedMobile() ?? emptyMobile(permission.country),
      verificationCode: '',
      remember: hasRememberedLogin(),
    },
  });

  const mobile = watch('mobile');
  // A changed code is a new attempt: the refusal of the last one (the provider's or the server's,
  // on the field or for the form) goes, and the next sign-in judges it afresh.
  const verificationCode = watch('verificationCode');
  useEffect(() => {
    clearErrors('verificationCode');
    setFormError(null);
  }, [verificationCode, clearErrors]);

  const handleFailure = async (error: unknown) => {
    if (!(error instanceof ApiError)) {
      setFormError(t('errors.network'));
      return;
    }
    if (error.code === 'IP_LOCKED') {
      void dialogs.warning(error.message);
      return;
    }
    if (CODE_ERRORS.has(error.code)) {
      setError('verificationCode', { message: error.message });
      return;
    }
    let shown = false;
    if (error.fields.mobileNum) {
      setError('mobile.mobileNum', { message: error.fields.mobileNum });
      shown = true;
    }
    if (error.fields.verificationCode) {
      setError('verificationCode', { message: error.fields.verificationCode });
      shown = true;
    }
    if (!shown) setFormError(error.message);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const phone = await verifyPhone(values.mobile, values.verificationCode);
    if (!phone.ok) {
      setError('verificationCode', { message: phone.message });
      return;
    }
    let value: LoginValue;
    try {
      value = await signIn(
        {
          type: 'sms',
          mobileNum: values.mobile.mobileNum,
          countryDialingCode: values.mobile.countryDialingCode,
          verificationCode: values.verificationCode,
          remember: values.remember,
          ...phone.fields,
        },
        permission.encryption,
      );
    } catch (error) {
      await handleFailure(error);
      return;
    }
    if (values.remember) rememberMobile(values.mobile);
    else forgetLogin();
    const outcome = await completeSignIn(value, { type: 'sms', homePath: '/' });
    if (outcome === 'signedIn') onSignedIn(value);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SmsCodeFields
        control={control}
        register={register}
        errors={errors}
        setError={setError}
        mobile={mobile}
        purpose="login"
      />
      <div className={styles.options}>
        <label className={styles.remember}>
          <input type="checkbox" {...register('remember')} />
          {t('session.rememberMe')}
        </label>
      </div>
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
