// Convert points into money (SPEC.md §7 "convert points (password check)"): how many points, the
// money they make at the operator's rate (rounded down to the cent, as the server pays), and the
// payment password; sent encrypted with one request id per dialog, so that a second press never
// converts twice. The server's refusals land on their field, or show in the dialog.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fromMinor } from '@playdeck/contract/money';
import { moneyOfPoints, type PointsConfig } from '@playdeck/contract/points';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { formatBalance, newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useDialogs } from '../../../ui/dialogs';
import { useConvertPoints } from '../api/convert-points';
import { usePointsFormat } from '../use-points-format';
import { PaymentPasswordField } from './PaymentPasswordField';
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
  const dialogs = useDialogs();
  const format = usePointsFormat();
  const { currencySymbol, encryption } = useStartedPermission();
  const convert = useConvertPoints(encryption);
  // One id for this dialog: a second press (or a retry) answers the first conversion.
  const [requestId] = useState(newRequestId);
  const [refusal, setRefusal] = useState<string | null>(null);
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
    paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
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

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const result = await convert.mutateAsync({
        points: Number(values.points),
        paymentPassword: values.paymentPassword,
        requestId,
      });
      onClose();
      await dialogs.success(
        t('points.convert.done', {
          points: format.points(result.points),
          amount: money(result.amount),
          balance: money(result.balance),
        }),
      );
    } catch (error) {
      setRefusal(applyFieldErrors(error, setError, ['points', 'paymentPassword'], t('errors.network')));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('points.convert.title')}
      description={t('points.convert.rate', {
        points: format.points(config.pointsPerUnit),
        amount: money('1.00'),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form="points-convert" loading={isSubmitting}>
            {t('points.convert.submit')}
          </Button>
        </>
      }
    >
      <form id="points-convert" className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.meta}>{t('points.convert.available', { points: format.points(balance) })}</p>
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
        {refusal ? (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
