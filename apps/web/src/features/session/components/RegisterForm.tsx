// The registration form of the register popup (SPEC.md §2 "Modals", §4 "Registration", §5): a
// username tab and a mobile tab (each only if the operator enables it), the fields the operator's
// rules turn on, the date of birth (18 or older), the 18+ terms box and the submit button. It takes the rules, flags and the two
// calls as props, so it renders and validates without a network.
import type { ComponentPropsWithRef } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationMethod } from '@playdeck/contract/registration';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Tabs } from '../../../ui/Tabs';
import { useRegisterForm, type RegisterFormOptions } from '../hooks/useRegisterForm';
import {
  effectiveRule,
  showsSmsCode,
  visibleConfiguredFields,
  type ConfiguredField,
  type FormField,
  type RegisterContext,
  type RegisterFormValues,
} from '../registration-form';
import { AdultTermsBox } from './AdultTermsBox';
import { CaptchaField } from './CaptchaField';
import { MobileNumberField, SendCodeButton } from './MobileNumberField';
import styles from './RegisterForm.module.css';

export type RegisterFormProps = RegisterFormOptions;

export function RegisterForm(props: RegisterFormProps) {
  const { t } = useTranslation();
  const { form, methods, method, chooseMethod, context, submit, captchaRefreshKey } = useRegisterForm(props);
  if (methods.length === 0) return <p className={styles.closed}>{t('register.closed')}</p>;
  const { invitation, flags } = props;
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="register-form">
        <Tabs
          aria-label={t('register.methods')}
          value={method}
          onValueChange={(next) => chooseMethod(next as RegistrationMethod)}
          items={[
            { value: 'username', label: t('register.byUsername'), hidden: !flags.usernameRegistration },
            { value: 'mobile', label: t('register.byMobile'), hidden: !flags.mobileRegistration },
          ]}
        />
        <div className={styles.fields}>
          {method === 'username' ? <TextField field="username" context={context} /> : null}
          {method === 'mobile' ? <MobileInput required /> : null}
          {showsSmsCode(context) ? <SmsCodeInput /> : null}
          <PasswordInput field="password" />
          <PasswordInput field="confirmPassword" />
          <BirthDateInput max={context.today} />
          {visibleConfiguredFields(context).map((field) => {
            if (field === 'mobileNum')
              return <MobileInput key={field} required={context.rules.mobileNum.required} />;
            if (field === 'captcha') return <CaptchaInput key={field} refreshKey={captchaRefreshKey} />;
            return <TextField key={field} field={field} context={context} />;
          })}
        </div>
        {invitation?.valid ? (
          <p className={styles.invitation}>{t('register.invitedWith', { code: invitation.code })}</p>
        ) : null}
        <TermsBox />
        <Button type="submit" variant="primary" size="lg" block loading={form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}

/** The field's first message, in the shape Field takes. */
function useErrorsOf(field: FormField): string[] | undefined {
  const {
    formState: { errors },
  } = useFormContext<RegisterFormValues>();
  const message = errors[field]?.message;
  return message ? [message] : undefined;
}

/** How each plain text field's input behaves (keyboard, autofill, masking). */
const INPUT_OPTIONS: Partial<Record<ConfiguredField | 'username', ComponentPropsWithRef<'input'>>> = {
  username: { autoComplete: 'username' },
  payeeName: { autoComplete: 'name' },
  paymentPassword: { type: 'password' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
};

function TextField({ field, context }: { field: ConfiguredField | 'username'; context: RegisterContext }) {
  const { t } = useTranslation();
  const { register } = useFormContext<RegisterFormValues>();
  const rule = effectiveRule(context.rules, field);
  const errors = useErrorsOf(field);
  return (
    <Field label={t(`register.fields.${field}`)} required={rule.required} errors={errors}>
      <TextInput
        placeholder={t(`register.placeholders.${field}`)}
        maxLength={rule.maxLength > 0 ? rule.maxLength : undefined}
        autoComplete="off"
        {...INPUT_OPTIONS[field]}
        {...register(field)}
      />
    </Field>
  );
}

function PasswordInput({ field }: { field: 'password' | 'confirmPassword' }) {
  const { t } = useTranslation();
  const { register } = useFormContext<RegisterFormValues>();
  const errors = useErrorsOf(field);
  return (
    <Field label={t(`register.fields.${field}`)} required errors={errors}>
      <TextInput
        type="password"
        autoComplete="new-password"
        placeholder={t(`register.placeholders.${field}`)}
        {...register(field)}
      />
    </Field>
  );
}

/** The date of birth (SPEC.md §9 minimum age 18), always asked, with the site's today as the limit. */
function BirthDateInput({ max }: { max: string | undefined }) {
  const { t } = useTranslation();
  const { register } = useFormContext<RegisterFormValues>();
  const errors = useErrorsOf('birthDate');
  return (
    <Field label={t('register.fields.birthDate')} required errors={errors}>
      <TextInput type="date" min="1900-01-01" max={max} autoComplete="bday" {...register('birthDate')} />
    </Field>
  );
}

/** The number with its country picker; on the mobile tab it is the username and always required. */
function MobileInput({ required }: { required: boolean }) {
  const { t } = useTranslation();
  const { control, setValue, formState } = useFormContext<RegisterFormValues>();
  const { isSubmitted } = formState;
  const [mobileNum, countryDialingCode] = useWatch({ control, name: ['mobileNum', 'countryDialingCode'] });
  const errors = useErrorsOf('mobileNum');
  return (
    <MobileNumberField
      label={t('register.fields.mobileNum')}
      required={required}
      value={{ mobileNum, countryDialingCode }}
      onChange={(next) => {
        setValue('countryDialingCode', next.countryDialingCode);
        setValue('mobileNum', next.mobileNum, { shouldValidate: isSubmitted });
      }}
      errors={errors}
    />
  );
}

/** The SMS code with its send button, which first checks the number (SPEC.md §5). */
function SmsCodeInput() {
  const { t } = useTranslation();
  const { control, register, setError } = useFormContext<RegisterFormValues>();
  const [mobileNum, countryDialingCode] = useWatch({ control, name: ['mobileNum', 'countryDialingCode'] });
  const errors = useErrorsOf('verificationCode');
  return (
    <Field label={t('session.verificationCode')} required errors={errors}>
      <div className={styles.codeRow}>
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          placeholder={t('session.verificationCodePlaceholder')}
          {...register('verificationCode')}
        />
        <SendCodeButton
          mobile={{ mobileNum, countryDialingCode }}
          purpose="register"
          onInvalidNumber={() =>
            setError('mobileNum', { type: 'validate', message: t('validation.mobileInvalid') })
          }
        />
      </div>
    </Field>
  );
}

function CaptchaInput({ refreshKey }: { refreshKey: number }) {
  const { control, setValue, formState } = useFormContext<RegisterFormValues>();
  const { isSubmitted } = formState;
  const answer = useWatch({ control, name: 'captcha' });
  const errors = useErrorsOf('captcha');
  return (
    <CaptchaField
      value={answer}
      refreshKey={refreshKey}
      errors={errors}
      onChange={(next, captchaId) => {
        setValue('captchaId', captchaId ?? '');
        // A fresh image empties the answer; that alone does not make the field wrong.
        setValue('captcha', next, { shouldValidate: isSubmitted && next !== '' });
      }}
    />
  );
}

/** The 18+ terms box, ticked by default (SPEC.md §4); the terms open in a new tab so the form stays. */
function TermsBox() {
  const { register } = useFormContext<RegisterFormValues>();
  const error = useErrorsOf('terms')?.[0];
  return <AdultTermsBox input={register('terms')} error={error} errorId="register-terms-error" />;
}
