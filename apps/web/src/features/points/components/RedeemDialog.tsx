// Redeem a good (SPEC.md §7 "redeem (password check)"): how many (up to the stock, the member's
// points and 10), the points it takes, and the payment password; sent encrypted with one request id
// per dialog (use-dialog-request), so that a second press never spends twice. The server's refusals
// land on their field (quantity, payment password) or show in the dialog; a refusal about stock or
// points reloads the goods and the balance, which were out of date.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PointsGood } from '@playdeck/contract/points';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { useStartedPermission } from '../../../lib/permission';
import { Field, TextInput } from '../../../ui/Field';
import { FormDialog } from '../../../ui/FormDialog';
import { PanelNote } from '../../../ui/Panel';
import { refreshAfterRedeem, useRedeemGood } from '../api/redeem-good';
import { redeemQuantityMax } from '../redeem-rules';
import { useDialogRequest } from '../use-dialog-request';
import { usePointsFormat } from '../use-points-format';
import { PaymentPasswordField, paymentPasswordRule } from './PaymentPasswordField';
import styles from './points.module.css';

type FormValues = { quantity: string; paymentPassword: string };

export function RedeemDialog({
  good,
  balance,
  onClose,
}: {
  good: PointsGood;
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const format = usePointsFormat();
  const { encryption } = useStartedPermission();
  const redeem = useRedeemGood(encryption);
  const request = useDialogRequest(onClose);
  const max = Math.max(1, redeemQuantityMax(good, balance));
  const formSchema = z.object({
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, t('points.redeem.quantityRange', { max }))
      .refine((text) => Number(text) >= 1 && Number(text) <= max, t('points.redeem.quantityRange', { max })),
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
    defaultValues: { quantity: '1', paymentPassword: '' },
  });
  const typed = Number(watch('quantity'));
  const quantity = Number.isInteger(typed) && typed >= 1 ? typed : 1;

  const submit = handleSubmit((values) =>
    request.run(
      async (requestId) => {
        const redemption = await redeem.mutateAsync({
          goodId: good.id,
          quantity: Number(values.quantity),
          paymentPassword: values.paymentPassword,
          requestId,
        });
        return t('points.redeem.done', {
          name: redemption.good.name,
          quantity: redemption.quantity,
          points: format.points(redemption.points),
        });
      },
      (error) => {
        if (error instanceof ApiError && error.status === 409) void refreshAfterRedeem(queryClient);
        return applyFieldErrors(error, setError, ['quantity', 'paymentPassword'], t('errors.network'));
      },
    ),
  );

  return (
    <FormDialog
      title={t('points.redeem.title', { name: good.name })}
      formId="points-redeem"
      submitLabel={t('points.redeem.submit')}
      submitting={isSubmitting}
      onSubmit={submit}
      refusal={request.refusal}
      onClose={onClose}
    >
      <div className={styles.redeemGood}>
        {good.imageUrl ? <img className={styles.redeemImage} src={good.imageUrl} alt="" /> : null}
        <PanelNote>
          {t('points.redeem.each', { points: format.points(good.points) })}
          <br />
          {t('points.redeem.available', { points: format.points(balance) })}
        </PanelNote>
      </div>
      <Field
        label={t('points.redeem.quantity')}
        required
        hint={t('points.redeem.quantityHint', { max })}
        errors={errorText(errors.quantity?.message)}
      >
        <TextInput type="number" inputMode="numeric" min={1} max={max} step={1} {...register('quantity')} />
      </Field>
      <p className={styles.total} data-testid="redeem-total">
        {t('points.redeem.total', { points: format.points(good.points * quantity) })}
      </p>
      <PaymentPasswordField
        errors={errorText(errors.paymentPassword?.message)}
        registration={register('paymentPassword')}
      />
    </FormDialog>
  );
}
