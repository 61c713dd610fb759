// The payment password of a redemption or a conversion, with the way to the security centre where
// it is set (a member without one is refused with PAYMENT_PASSWORD_REQUIRED), and its rule in the
// dialogs' form schemas (the messages are translation keys, which the field shows translated).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { Field, TextInput } from '../../../ui/Field';

export const paymentPasswordRule = z.string().min(1, 'validation.required').max(64, 'validation.tooLong');

export function PaymentPasswordField({
  errors,
  registration,
}: {
  errors: string[] | undefined;
  registration: UseFormRegisterReturn<'paymentPassword'>;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('points.paymentPassword')}
      required
      errors={errors}
      hint={<Link to="/member?section=security">{t('points.toSecurity')}</Link>}
    >
      <TextInput type="password" inputMode="numeric" autoComplete="off" maxLength={6} {...registration} />
    </Field>
  );
}
