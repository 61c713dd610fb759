// Security centre: the payment password (issue 6 §2), its own screen. The first time it is set after
// the login password; later it changes after the current one. Sent encrypted.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paymentPasswordSchema } from '@playdeck/contract/payments';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import {
  paymentPasswordQueryKey,
  setPaymentPassword,
  usePaymentPasswordStatus,
} from '../api/payment-password';
import { withdrawalLimitsQueryKey } from '../api/withdrawals';
import styles from './payments.module.css';
import { useSiteTime } from '../../../lib/site-time';

const formSchema = z
  .object({
    current: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
    paymentPassword: paymentPasswordSchema,
    confirmPaymentPassword: z.string().min(1, 'validation.required'),
  })
  .refine((value) => value.paymentPassword === value.confirmPaymentPassword, {
    message: 'validation.confirmIncorrect',
    path: ['confirmPaymentPassword'],
  });
type FormValues = z.infer<typeof formSchema>;

const digits = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;

export function PaymentPasswordCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { encryption } = useStartedPermission();
  const status = usePaymentPasswordStatus();
  const isSet = status.data?.isSet ?? false;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { current: '', paymentPassword: '', confirmPaymentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await setPaymentPassword(
        {
          ...(isSet ? { oldPaymentPassword: values.current } : { loginPassword: values.current }),
          paymentPassword: values.paymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        },
        encryption,
      );
      reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryKey }),
      ]);
      await dialogs.success(t('payments.paymentPassword.saved'));
    } catch (error) {
      // The server names the current password by what it was: the login or the old payment password.
      const message = applyFieldErrors(
        error,
        setError,
        {
          loginPassword: 'current',
          oldPaymentPassword: 'current',
          paymentPassword: 'paymentPassword',
          confirmPaymentPassword: 'confirmPaymentPassword',
        },
        t('errors.network'),
      );
      if (message) await dialogs.warning(message);
      await queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKey });
    }
  });

  const lockedUntil = status.data?.lockedUntil;
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  return (
    <Panel title={t('payments.paymentPassword.title')} headingLevel={2}>
      <PanelNote>{t('payments.paymentPassword.text')}</PanelNote>
      {status.data ? (
        isSet ? (
          <p className={styles.ok} data-testid="payment-password-status">
            {t('payments.paymentPassword.isSet')}
          </p>
        ) : (
          <PanelNote data-testid="payment-password-status">{t('payments.paymentPassword.notSet')}</PanelNote>
        )
      ) : null}
      {lockedUntil ? (
        <PanelNote role="alert">
          {t('payments.paymentPassword.locked', { time: time.format(new Date(lockedUntil)) })}
        </PanelNote>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field
          label={
            isSet
              ? t('payments.paymentPassword.oldPaymentPassword')
              : t('payments.paymentPassword.loginPassword')
          }
          required
          errors={errorText(errors.current?.message)}
        >
          {isSet ? (
            <TextInput {...digits} {...register('current')} />
          ) : (
            <TextInput
              type="password"
              autoComplete="current-password"
              maxLength={128}
              {...register('current')}
            />
          )}
        </Field>
        <Field
          label={t('payments.paymentPassword.newPaymentPassword')}
          required
          errors={errorText(errors.paymentPassword?.message)}
        >
          <TextInput {...digits} {...register('paymentPassword')} />
        </Field>
        <Field
          label={t('payments.paymentPassword.confirmPaymentPassword')}
          required
          errors={errorText(errors.confirmPaymentPassword?.message)}
        >
          <TextInput {...digits} {...register('confirmPaymentPassword')} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={isSubmitting}>
            {isSet ? t('payments.paymentPassword.change') : t('payments.paymentPassword.set')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
