// The forgot-password dialog (SPEC.md §4 "Forgot password", §5). By e-mail: username and e-mail, and
// the server mails the password. By phone: an SMS code and a new password, after which the member is
// signed in with it and goes home. The method selector shows only when the site offers both.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { forgotByEmailSchema } from '@playdeck/contract/password';
import { ApiError } from '../../../lib/api-client';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { useDialogs } from '../../../ui/dialogs';
import { forgotPasswordByEmail, resetPasswordByPhone, type ForgotByEmailPayload } from '../api/password';
import { signIn } from '../api/session';
import { forgotMethods, type ForgotMethod } from '../forgot-methods';
import { useCompleteSignIn } from '../hooks/useCompleteSignIn';
import { useErrorText } from '../hooks/useErrorText';
import { usePhoneVerification } from '../hooks/usePhoneAuth';
import { openLogin } from '../login-modal';
import { emptyMobile, mobileFormSchema, verificationCodeSchema } from '../mobile-form';
import { closeForgotPassword, openForgotPassword, useForgotPasswordOpen } from '../password-modals';
import { SmsCodeFields } from './SmsCodeFields';
import styles from './form.module.css';

export const resetByPhoneFormSchema = z.object({
  mobile: mobileFormSchema,
  verificationCode: verificationCodeSchema,
  newPassword: z.string().min(1, 'validation.required'),
});
type ResetFormValues = z.input<typeof resetByPhoneFormSchema>;

/** Shows server refusals: per field when the field is named, otherwise in a warning dialog. */
function useFailureHandler() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return async (error: unknown, setFieldError: (name: string, message: string) => boolean) => {
    if (!(error instanceof ApiError)) {
      void dialogs.warning(t('errors.network'));
      return;
    }
    const shown = Object.entries(error.fields).filter(([name, message]) => setFieldError(name, message));
    if (shown.length === 0) void dialogs.warning(error.message);
  };
}

function ForgotByEmailForm() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const errorText = useErrorText();
  const handleFailure = useFailureHandler();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotByEmailPayload>({
    resolver: zodResolver(forgotByEmailSchema),
    defaultValues: { username: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await forgotPasswordByEmail(values);
    } catch (error) {
      // ACCOUNT_NOT_FOUND ("Username/Email does not exist") names no single field: a dialog tells it.
      await handleFailure(error, (name, message) => {
        if (name !== 'username' && name !== 'email') return false;
        setError(name, { message });
        return true;
      });
      return;
    }
    closeForgotPassword();
    void dialogs.success(t('password.emailSent'));
  });

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
      <Field label={t('password.email')} required errors={errorText(errors.email?.message)}>
        <TextInput
          type="email"
          autoComplete="email"
          maxLength={200}
          placeholder={t('password.emailPlaceholder')}
          {...register('email')}
        />
      </Field>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('password.sendPassword')}
      </Button>
    </form>
  );
}

function ResetByPhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const permission = useStartedPermission();
  const completeSignIn = useCompleteSignIn();
  const verifyPhone = usePhoneVerification();
  const errorText = useErrorText();
  const handleFailure = useFailureHandler();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetByPhoneFormSchema),
    defaultValues: { mobile: emptyMobile(permission.country), verificationCode: '', newPassword: '' },
  });
  const mobile = watch('mobile');

  const setFieldError = (name: string, message: string): boolean => {
    if (name === 'mobileNum') setError('mobile.mobileNum', { message });
    else if (name === 'verificationCode' || name === 'newPassword') setError(name, { message });
    else return false;
    return true;
  };

  /** The password is set: sign in with it (SPEC.md §4); if that needs more (a captcha), the login popup takes over. */
  const signInWithNewPassword = async (username: string, password: string) => {
    try {
      const value = await signIn(
        { type: 'username', username, password, site: 'member', remember: false },
        permission.encryption,
      );
      closeForgotPassword();
      const outcome = await completeSignIn(value, { type: 'username', password, homePath: '/' });
      if (outcome === 'signedIn') void navigate('/');
    } catch {
      closeForgotPassword();
      await dialogs.success(t('password.resetLoginManually'));
      openLogin();
    }
  };

  const submit = handleSubmit(async (values) => {
    const phone = await verifyPhone(values.mobile, values.verificationCode);
    if (!phone.ok) {
      setError('verificationCode', { message: phone.message });
      return;
    }
    let username: string;
    try {
      ({ username } = await resetPasswordByPhone(
        {
          mobileNum: values.mobile.mobileNum,
          countryDialingCode: values.mobile.countryDialingCode,
          verificationCode: values.verificationCode,
          newPassword: values.newPassword,
          ...phone.fields,
        },
        permission.encryption,
      ));
    } catch (error) {
      if (
        error instanceof ApiError &&
        ['SMS_CODE_INVALID', 'SMS_CODE_EXPIRED', 'PHONE_TOKEN_INVALID', 'PHONE_TOKEN_USED'].includes(
          error.code,
        )
      ) {
        setError('verificationCode', { message: error.message });
        return;
      }
      if (error instanceof ApiError && error.code === 'MOBILE_NOT_FOUND') {
        setError('mobile.mobileNum', { message: error.message });
        return;
      }
      await handleFailure(error, setFieldError);
      return;
    }
    await signInWithNewPassword(username, values.newPassword);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <SmsCodeFields
        control={control}
        register={register}
        errors={errors}
        setError={setError}
        mobile={mobile}
        purpose="reset"
      />
      <Field label={t('password.newPassword')} required errors={errorText(errors.newPassword?.message)}>
        <TextInput
          type="password"
          autoComplete="new-password"
          maxLength={128}
          placeholder={t('password.newPasswordPlaceholder')}
          {...register('newPassword')}
        />
      </Field>
      <Button type="submit" variant="primary" size="lg" block loading={isSubmitting}>
        {t('password.resetSubmit')}
      </Button>
    </form>
  );
}

/** Mounted while the dialog is open, so every opening starts with empty forms and the default method. */
function ForgotPasswordContent({ methods }: { methods: ForgotMethod[] }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ForgotMethod>(methods[0]!);
  return (
    <div className={styles.form}>
      {methods.length > 1 ? (
        <Tabs
          aria-label={t('password.method')}
          value={method}
          onValueChange={(next) => setMethod(next as ForgotMethod)}
          items={methods.map((item) => ({ value: item, label: t(`password.methods.${item}`) }))}
        />
      ) : null}
      {method === 'email' ? <ForgotByEmailForm /> : <ResetByPhoneForm />}
    </div>
  );
}

export function ForgotPasswordModal() {
  const { t } = useTranslation();
  const open = useForgotPasswordOpen();
  const methods = forgotMethods(useStartedPermission().whitelabel.flags);
  return (
    <Modal
      open={open && methods.length > 0}
      onOpenChange={(next) => (next ? openForgotPassword() : closeForgotPassword())}
      title={t('password.forgotTitle')}
      size="sm"
    >
      <ForgotPasswordContent methods={methods} />
      <p className={styles.switchBack}>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            closeForgotPassword();
            openLogin();
          }}
        >
          {t('password.backToLogin')}
        </button>
      </p>
    </Modal>
  );
}
