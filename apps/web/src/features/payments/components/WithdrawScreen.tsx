// Withdraw (SPEC.md §2, §4; issue 6 §2): the available balance and limits, a bound bank account, the
// amount and the payment password (sent encrypted). The amount is held at once (the header balance
// drops), paid or returned by the operator, and a paid withdrawal can be confirmed as received; past
// the operator's minutes it counts as received anyway. Bonus money still locked by its turnover
// (issue 15 §2) is shown by the `turnover` slot the member centre fills (another feature's screen);
// the server refuses more than the withdrawable amount with TURNOVER_NOT_MET on the amount field.
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import {
  paymentPasswordSchema,
  type WithdrawalLimits,
  type WithdrawalStatus,
} from '@playdeck/contract/payments';
import { ApiError } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { amountWithin, formatBalance, newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { useBankAccounts } from '../api/bank-accounts';
import {
  confirmWithdrawal,
  requestWithdrawal,
  useWithdrawalLimits,
  useWithdrawals,
  withdrawalLimitsQueryKey,
  withdrawalsQueryKey,
} from '../api/withdrawals';
import styles from './payments.module.css';
import { useSiteTime } from '../../../lib/site-time';

const formSchema = z.object({
  bankAccountId: z.string().min(1, 'validation.required'),
  amount: positiveAmountSchema,
  paymentPassword: paymentPasswordSchema,
});
type FormValues = z.infer<typeof formSchema>;

const WITHDRAWAL_TONES: Record<WithdrawalStatus, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  received: 'success',
  rejected: 'danger',
};

const SECURITY_PATH = '/member?section=security';

function WithdrawForm({ limits }: { limits: WithdrawalLimits }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { currencySymbol, encryption } = useStartedPermission();
  const accounts = useBankAccounts();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: { bankAccountId: String(accounts.data?.[0]?.id ?? ''), amount: '', paymentPassword: '' },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    if (!amountWithin(values.amount, limits.minAmount, limits.maxAmount)) {
      setError('amount', {
        message: t('error.AMOUNT_OUT_OF_LIMITS', {
          min: formatBalance(limits.minAmount),
          max: formatBalance(limits.maxAmount),
        }),
      });
      return;
    }
    try {
      const withdrawal = await requestWithdrawal(
        {
          bankAccountId: Number(values.bankAccountId),
          amount: values.amount,
          paymentPassword: values.paymentPassword,
          requestId: newRequestId(),
        },
        encryption,
      );
      reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
      await Promise.all([
        refreshBalance(queryClient),
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryKey }),
      ]);
      await dialogs.success(
        t('payments.withdraw.requested', {
          amount: formatBalance(withdrawal.amount, { symbol: currencySymbol }),
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PAYMENT_PASSWORD_LOCKED') {
        await queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryKey });
      }
      const message = applyFieldErrors(
        error,
        setError,
        ['bankAccountId', 'amount', 'paymentPassword'],
        t('errors.network'),
      );
      if (message) await dialogs.warning(message);
    }
  });

  // The most a member can take now: the balance, capped by the limit.
  const all = amountWithin(limits.available, '0', limits.maxAmount) ? limits.available : limits.maxAmount;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label={t('payments.withdraw.bankAccount')}
        required
        errors={errorText(errors.bankAccountId?.message)}
      >
        <Select {...register('bankAccountId')}>
          {(accounts.data ?? []).map((account) => (
            <option key={account.id} value={String(account.id)}>
              {account.bankName} · {account.accountNumberMasked} · {account.holderName}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('payments.amount')}
        required
        errors={errorText(errors.amount?.message)}
        hint={t('payments.limits', {
          min: formatBalance(limits.minAmount, { symbol: currencySymbol }),
          max: formatBalance(limits.maxAmount, { symbol: currencySymbol }),
        })}
      >
        <div className={styles.inline}>
          <TextInput
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('payments.amountPlaceholder')}
            {...register('amount')}
          />
          <Button variant="secondary" onClick={() => setValue('amount', all, { shouldValidate: true })}>
            {t('payments.withdraw.all')}
          </Button>
        </div>
      </Field>
      <Field
        label={t('payments.withdraw.paymentPassword')}
        required
        errors={errorText(errors.paymentPassword?.message)}
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
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('payments.withdraw.submit')}
      </Button>
    </form>
  );
}

function WithdrawalHistory() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { currencySymbol } = useStartedPermission();
  const [pageNo, setPageNo] = useState(1);
  const [confirming, setConfirming] = useState<number | null>(null);
  const query = useWithdrawals(pageNo);
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const value = query.data;
  if (!value || value.total === 0) return null;

  const confirm = async (id: number) => {
    setConfirming(id);
    try {
      await confirmWithdrawal(id);
      await queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey });
      await dialogs.success(t('payments.withdraw.confirmed'));
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Panel title={t('payments.history')}>
      <ul className={styles.history} data-testid="withdrawal-history">
        {value.list.map((withdrawal) => (
          <li key={withdrawal.id} className={styles.historyItem}>
            <div className={styles.historyMain}>
              <span className={styles.historyTitle}>
                {formatBalance(withdrawal.amount, { symbol: currencySymbol })}
              </span>
              <span className={styles.historyMeta}>
                {withdrawal.bankName} {withdrawal.accountNumberMasked} ·{' '}
                {time.format(new Date(withdrawal.createdAt))}
              </span>
              {withdrawal.reason ? (
                <span className={styles.historyMeta}>
                  {t('payments.reason', { reason: withdrawal.reason })}
                </span>
              ) : null}
              {withdrawal.confirmBy ? (
                <span className={styles.historyMeta}>
                  {t('payments.withdraw.confirmBy', { time: time.format(new Date(withdrawal.confirmBy)) })}
                </span>
              ) : null}
            </div>
            <div className={styles.historySide}>
              <StatusBadge tone={WITHDRAWAL_TONES[withdrawal.status]}>
                {t(`payments.withdraw.statuses.${withdrawal.status}`)}
              </StatusBadge>
              {withdrawal.status === 'paid' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={confirming === withdrawal.id}
                  onClick={() => confirm(withdrawal.id)}
                >
                  {t('payments.withdraw.confirm')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={pageNo} totalPages={value.totalPages} onChange={setPageNo} />
    </Panel>
  );
}

export function WithdrawScreen({ turnover }: { turnover?: ReactNode }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const limits = useWithdrawalLimits();
  const value = limits.data;
  const ready = value?.hasBankAccount && value.hasPaymentPassword;
  return (
    <PanelStack>
      {limits.isPending ? <Loader label={t('ui.loading')} /> : null}
      {value ? (
        <Panel aria-label={t('member.items.withdraw')}>
          <dl className={styles.facts}>
            <dt>{t('payments.withdraw.available')}</dt>
            <dd className={styles.highlight} data-testid="withdraw-available">
              {formatBalance(value.available, { symbol: currencySymbol })}
            </dd>
          </dl>
          {turnover}
          {ready ? (
            <WithdrawForm limits={value} />
          ) : (
            <div className={styles.notice}>
              <p>{t('payments.withdraw.needsSetup')}</p>
              <PanelNote as="ul">
                {!value.hasBankAccount ? <li>{t('payments.withdraw.needsBank')}</li> : null}
                {!value.hasPaymentPassword ? <li>{t('payments.withdraw.needsPassword')}</li> : null}
              </PanelNote>
              <Link to={SECURITY_PATH}>{t('payments.toSecurity')}</Link>
            </div>
          )}
        </Panel>
      ) : null}
      <WithdrawalHistory />
    </PanelStack>
  );
}
