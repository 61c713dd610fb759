// The mobile number (with its dialing code) and the SMS code beside its send button, as the SMS
// sign-in and the reset by phone both ask for them. Works with any react-hook-form whose values hold
// `mobile` ({ countryDialingCode, mobileNum }) and `verificationCode`.
import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SmsPurpose } from '@playdeck/contract/sms';
import { Field, TextInput } from '../../../ui/Field';
import { useErrorText } from '../hooks/useErrorText';
import { MobileNumberField, SendCodeButton, type MobileValue } from './MobileNumberField';
import styles from './form.module.css';

export type SmsCodeValues = { mobile: MobileValue; verificationCode: string };

export function SmsCodeFields<Values extends SmsCodeValues>(props: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  setError: UseFormSetError<Values>;
  mobile: MobileValue;
  purpose: SmsPurpose;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The generic form narrowed to the two fields this component owns.
  const control = props.control as unknown as Control<SmsCodeValues>;
  const register = props.register as unknown as UseFormRegister<SmsCodeValues>;
  const errors = props.errors as FieldErrors<SmsCodeValues>;
  const setError = props.setError as unknown as UseFormSetError<SmsCodeValues>;
  return (
    <>
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <MobileNumberField
            value={field.value}
            onChange={field.onChange}
            errors={errorText(
              errors.mobile?.mobileNum?.message ?? errors.mobile?.countryDialingCode?.message,
            )}
          />
        )}
      />
      <Field
        label={t('session.verificationCode')}
        required
        errors={errorText(errors.verificationCode?.message)}
      >
        <div className={styles.inline}>
          <TextInput
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={10}
            placeholder={t('session.verificationCodePlaceholder')}
            {...register('verificationCode')}
          />
          <SendCodeButton
            mobile={props.mobile}
            purpose={props.purpose}
            onInvalidNumber={() => setError('mobile.mobileNum', { message: 'validation.mobileInvalid' })}
          />
        </div>
      </Field>
    </>
  );
}
