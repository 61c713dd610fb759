// Transfer to upline (SPEC.md §2 member centre; issue 6 §4): money from the member to its own agent,
// confirmed by the payment password (sent encrypted). A member without an agent sees why it cannot.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import { refreshBalance } from '../../../lib/balance-refresh';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { formatBalance, newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { transferToUpline, uplineQueryKey, useUpline } from '../api/upline';
import styles from './money.module.css';

const formSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
});
type FormValues = z.infer<typeof formSchema>;

export function UplineTransfer() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { currencySymbol, encryption } = useStartedPermission();
  const upline = useUpline();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const agent = upline.data?.agent;

  const submit = handleSubmit(async (values) => {
    try {
      await transferToUpline({ ...values, requestId: newRequestId() }, encryption);
      reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: uplineQueryKey }),
        refreshBalance(queryClient),
      ]);
      await dialogs.success(
        t('payments.upline.done', {
          amount: formatBalance(values.amount, { symbol: currencySymbol }),
          agent: agent?.nickname ?? '',
        }),
      );
    } catch (error) {
      const message = applyFieldErrors(error, setError, ['amount', 'paymentPassword'], t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });

  if (upline.isPending) return <Loader label={t('ui.loading')} />;
  if (!upline.data) return null;
  if (!agent) return <EmptyState description={t('payments.upline.none')} />;
  return (
    <Panel aria-label={t('member.items.transferUpline')}>
      <div className={styles.stack}>
        <div className={styles.agent}>
          <div>
            <PanelNote>{t('payments.upline.agent')}</PanelNote>
            <p className={styles.agentName} data-testid="upline-agent">
              {agent.nickname} <PanelNote as="span">({agent.account})</PanelNote>
            </p>
          </div>
        </div>
        <PanelNote>{t('payments.upline.lead')}</PanelNote>
        <PanelNote>
          {t('payments.withdraw.available')}:{' '}
          <strong>{formatBalance(upline.data.balance, { symbol: currencySymbol })}</strong>
        </PanelNote>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <Field label={t('payments.amount')} required errors={errorText(errors.amount?.message)}>
            <TextInput
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('payments.amountPlaceholder')}
              {...register('amount')}
            />
          </Field>
          <Field
            label={t('payments.withdraw.paymentPassword')}
            required
            errors={errorText(errors.paymentPassword?.message)}
            hint={<Link to="/member?section=security">{t('payments.toSecurity')}</Link>}
          >
            <TextInput
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              placeholder={t('payments.withdraw.paymentPasswordPlaceholder')}
              {...register('paymentPassword')}
            />
          </Field>
          <Button type="submit" loading={isSubmitting}>
            {t('payments.upline.submit')}
          </Button>
        </form>
      </div>
    </Panel>
  );
}
