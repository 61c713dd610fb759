// A transfer from the agent's wallet to a direct child's (a ledger move confirmed by the agent's
// payment password, sent encrypted). One request id is kept for the same amount and password, so a
// second click or a retry after a lost answer is answered with the first result and moves nothing
// twice; other values make a new request. The answer's balances of both wallets are shown after.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { Downline, DownlineTransfer } from '@playdeck/contract/agent';
import { positiveAmountSchema } from '@playdeck/contract/money';
import { useMoney } from '../../../lib/agent-money';
import { refreshBalance } from '../../../lib/balance-refresh';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { PanelNote } from '../../../ui/Panel';
import { refreshAgentQueries } from '../api/agent-query';
import { transferToDownline } from '../api/downlines';
import styles from './agent.module.css';

const transferFormSchema = z.object({
  amount: positiveAmountSchema,
  paymentPassword: z.string().min(1, 'validation.required').max(64, 'validation.tooLong'),
});
type TransferForm = z.infer<typeof transferFormSchema>;

export function TransferDialog({ child, onClose }: { child: Downline | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={child !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('agent.transfer.title', { username: child?.username ?? '' })}
      size="sm"
    >
      {child ? <TransferBody key={child.id} child={child} onClose={onClose} /> : null}
    </Modal>
  );
}

function TransferBody({ child, onClose }: { child: Downline; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const money = useMoney();
  const queryClient = useQueryClient();
  const { encryption } = useStartedPermission();
  const [result, setResult] = useState<{ amount: string; value: DownlineTransfer } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The last attempt's values and request id: the same values are the same request.
  const attemptRef = useRef<{ key: string; requestId: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TransferForm>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: { amount: '', paymentPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const key = `${values.amount}\n${values.paymentPassword}`;
    if (attemptRef.current?.key !== key) attemptRef.current = { key, requestId: newRequestId() };
    try {
      const value = await transferToDownline(
        child.id,
        { ...values, requestId: attemptRef.current.requestId },
        encryption,
      );
      setResult({ amount: values.amount, value });
      await Promise.all([refreshAgentQueries(queryClient), refreshBalance(queryClient)]);
    } catch (error) {
      setFailure(applyFieldErrors(error, setError, ['amount', 'paymentPassword'], t('errors.network')));
    }
  });

  if (result) {
    return (
      <div className={styles.stack} role="status" data-testid="transfer-result">
        <p>{t('agent.transfer.done', { amount: money.amount(result.amount), username: child.username })}</p>
        <dl className={styles.balances}>
          <dt>{t('agent.transfer.myBalance')}</dt>
          <dd data-testid="transfer-balance">{money.amount(result.value.balance)}</dd>
          <dt>{t('agent.transfer.childBalance', { username: child.username })}</dt>
          <dd data-testid="transfer-child-balance">{money.amount(result.value.childBalance)}</dd>
        </dl>
        <Button onClick={onClose}>{t('ui.close')}</Button>
      </div>
    );
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <PanelNote>
        {t('agent.transfer.childNow', { username: child.username, balance: money.amount(child.balance) })}
      </PanelNote>
      <Field label={t('agent.transfer.amount')} required errors={errorText(errors.amount?.message)}>
        <TextInput inputMode="decimal" autoComplete="off" {...register('amount')} />
      </Field>
      <Field
        label={t('agent.transfer.paymentPassword')}
        required
        errors={errorText(errors.paymentPassword?.message)}
        hint={<Link to="/member?section=security">{t('agent.transfer.toSecurity')}</Link>}
      >
        <TextInput type="password" inputMode="numeric" autoComplete="off" {...register('paymentPassword')} />
      </Field>
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" loading={isSubmitting}>
        {t('agent.transfer.submit')}
      </Button>
    </form>
  );
}
