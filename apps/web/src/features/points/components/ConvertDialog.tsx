// Convert points into money (SPEC.md §7 "convert points (password check)"): how many points, the
// money they make at the operator's rate (rounded down to the cent, as the server pays), and the
// payment password; sent encrypted with one request id per dialog (use-dialog-request), so that a
// second press never converts twice. The server's refusals land on their field, or show in the dialog.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fromMinor } from '@playdeck/contract/money';
import { moneyOfPoints, type PointsConfig } from '@playdeck/contract/points';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Field, TextInput } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { PanelNote } from '../../../ui/Panel';
import { useConvertPoints } from '../api/convert-points';
import { useDialogRequest } from '../use-dialog-request';
import { usePointsFormat } from '../use-points-format';
import { PaymentPasswordField, paymentPasswordRule } from './PaymentPasswordField';
import styles from './points.module.css';

const WHOLE = /^\d{1,9}$/;

type FormValues = { points: string; paymentPassword: string };

export function ConvertDialog({
  balance,
  config,
  onClose,
}: {
  balance: number;
  config: PointsConfig;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const format = usePointsFormat();
  const { currencySymbol, encryption } = useStartedPermission();
  const convert = useConvertPoints(encryption);
  const request = useDialogRequest(onClose);
  const least = Math.max(1, config.convertMinPoints);
  const formSchema = z.object({
    points: z
      .string()
      .trim()
      .regex(WHOLE, t('points.convert.pointsInvalid'))
      .refine(
        (text) => Number(text) >= least,
        t('points.convert.belowMinimum', { min: format.points(least) }),
      )
      .refine(
        (text) => Number(text) <= balance,
        t('points.convert.tooMany', { balance: format.points(balance) }),
      ),
    paymentPassword: paymentPasswordRule,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { points: '', paymentPassword: '' },
  });
  const typed = watch('points').trim();
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  const amount = WHOLE.test(typed) ? fromMinor(moneyOfPoints(Number(typed), config.pointsPerUnit)) : '0.00';

  const submit = handleSubmit((values) =>
    request.run(
      async (requestId) => {
        const result = await convert.mutateAsync({
          points: Number(values.points),
          paymentPassword: values.paymentPassword,
          requestId,
        });
        return t('points.convert.done', {
          points: format.points(result.points),
          amount: money(result.amount),
          balance: money(result.balance),
        });
      },
      (error) => applyFieldErrors(error, setError, ['points', 'paymentPassword'], t('errors.network')),
    ),
  );

  return (
    <FormDialog
      title={t('points.convert.title')}
      description={t('points.convert.rate', {
        points: format.points(config.pointsPerUnit),
        amount: money('1.00'),
      })}
      formId="points-convert"
      submitLabel={t('points.convert.submit')}
      submitting={isSubmitting}
      onSubmit={submit}
      refusal={request.refusal}
      onClose={onClose}
    >
      <PanelNote>{t('points.convert.available', { points: format.points(balance) })}</PanelNote>
      <Field
        label={t('points.convert.points')}
        required
        hint={t('points.convert.minimum', { min: format.points(least) })}
        errors={errorText(errors.points?.message)}
      >
        <TextInput inputMode="numeric" autoComplete="off" {...register('points')} />
      </Field>
      <p className={styles.total} data-testid="convert-amount">
        {t('points.convert.amount', { amount: money(amount) })}
      </p>
      <PaymentPasswordField
        errors={errorText(errors.paymentPassword?.message)}
        registration={register('paymentPassword')}
      />
    </FormDialog>
  );
}
