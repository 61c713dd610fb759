// Deposit (SPEC.md §2 member centre; issue 6 §1): the member picks one of the operator's channels and
// an amount within its limits. A bank transfer then shows the operator's account and the reference to
// write in the transfer note; an online payment continues to the gateway's page. The wallet is
// credited later (by the operator or the gateway's callback): the header balance follows by push and
// a message arrives. Recent deposits are listed with their state.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import type { Deposit, DepositStatus, PaymentChannel } from '@playdeck/contract/payments';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { amountWithin, formatBalance, newRequestId } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Panel, PanelNote, PanelStack } from '../../../ui/Panel';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useDialogs } from '../../../ui/dialogs';
import { useChannels } from '../api/channels';
import { createDeposit, depositsQueryKey, useDeposits } from '../api/deposits';
import { CopyButton } from './CopyButton';
import styles from './payments.module.css';
import { useSiteTime } from '../../../lib/site-time';

const formSchema = z.object({
  channelId: z.string().min(1, 'validation.required'),
  amount: positiveAmountSchema,
});
type FormValues = z.infer<typeof formSchema>;

const PRESET_AMOUNTS = ['100', '200', '500', '1000', '5000'];

export const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  pending: 'warning',
  credited: 'success',
  failed: 'danger',
};

function DepositResult({ deposit, onDone }: { deposit: Deposit; onDone: () => void }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const amount = formatBalance(deposit.amount, { symbol: currencySymbol });
  return (
    <Panel title={deposit.channelName} data-testid="deposit-result">
      {deposit.bank ? (
        <>
          <PanelNote>{t('payments.deposit.bankLead', { amount })}</PanelNote>
          <dl className={styles.facts}>
            <dt>{t('payments.deposit.bankName')}</dt>
            <dd>{deposit.bank.bankName}</dd>
            <dt>{t('payments.deposit.accountName')}</dt>
            <dd>{deposit.bank.accountName}</dd>
            <dt>{t('payments.deposit.accountNumber')}</dt>
            <dd>
              {deposit.bank.accountNumber}
              <CopyButton value={deposit.bank.accountNumber} label={t('payments.deposit.accountNumber')} />
            </dd>
            {deposit.bank.branch ? (
              <>
                <dt>{t('payments.deposit.branch')}</dt>
                <dd>{deposit.bank.branch}</dd>
              </>
            ) : null}
            <dt>{t('payments.amount')}</dt>
            <dd>{amount}</dd>
            <dt>{t('payments.reference')}</dt>
            <dd data-testid="deposit-reference">
              {deposit.reference}
              <CopyButton value={deposit.reference} label={t('payments.reference')} />
            </dd>
          </dl>
        </>
      ) : (
        <PanelNote>{t('payments.deposit.gatewayLead', { amount })}</PanelNote>
      )}
      <div className={styles.actions}>
        {deposit.paymentUrl ? (
          <Button onClick={() => window.location.assign(deposit.paymentUrl!)}>
            {t('payments.deposit.pay')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          {t('payments.deposit.newDeposit')}
        </Button>
      </div>
    </Panel>
  );
}

function DepositForm({
  channels,
  onCreated,
}: {
  channels: PaymentChannel[];
  onCreated: (deposit: Deposit) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const { currencySymbol } = useStartedPermission();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { channelId: String(channels[0]?.id ?? ''), amount: '' },
  });
  const channel = channels.find((item) => String(item.id) === watch('channelId'));

  const submit = handleSubmit(async (values) => {
    if (channel && !amountWithin(values.amount, channel.minAmount, channel.maxAmount)) {
      setError('amount', {
        message: t('error.AMOUNT_OUT_OF_LIMITS', {
          min: formatBalance(channel.minAmount),
          max: formatBalance(channel.maxAmount),
        }),
      });
      return;
    }
    try {
      const deposit = await createDeposit({
        channelId: Number(values.channelId),
        amount: values.amount,
        requestId: newRequestId(),
      });
      await queryClient.invalidateQueries({ queryKey: depositsQueryKey });
      onCreated(deposit);
    } catch (error) {
      const message = applyFieldErrors(error, setError, ['amount', 'channelId'], t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.channels}>
        <legend>{t('payments.deposit.chooseChannel')}</legend>
        {channels.map((item) => (
          <label key={item.id} className={styles.channel}>
            <input type="radio" value={String(item.id)} {...register('channelId')} />
            <span className={styles.channelName}>{item.name}</span>
            <span className={styles.channelMeta}>{t(`payments.channelTypes.${item.type}`)}</span>
            <span className={styles.channelMeta}>
              {t('payments.limits', {
                min: formatBalance(item.minAmount, { symbol: currencySymbol }),
                max: formatBalance(item.maxAmount, { symbol: currencySymbol }),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t('payments.amount')}
        required
        errors={errorText(errors.amount?.message ?? errors.channelId?.message)}
        hint={
          channel
            ? t('payments.limits', {
                min: formatBalance(channel.minAmount, { symbol: currencySymbol }),
                max: formatBalance(channel.maxAmount, { symbol: currencySymbol }),
              })
            : undefined
        }
      >
        <TextInput
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('payments.amountPlaceholder')}
          {...register('amount')}
        />
      </Field>
      <div className={styles.presets}>
        {PRESET_AMOUNTS.filter(
          (amount) => !channel || amountWithin(amount, channel.minAmount, channel.maxAmount),
        ).map((amount) => (
          <button
            key={amount}
            type="button"
            className={styles.preset}
            onClick={() => setValue('amount', `${amount}.00`, { shouldValidate: true })}
          >
            {formatBalance(amount, { symbol: currencySymbol })}
          </button>
        ))}
      </div>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('payments.deposit.submit')}
      </Button>
    </form>
  );
}

function DepositHistory() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const [pageNo, setPageNo] = useState(1);
  const query = useDeposits(pageNo);
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'short' });
  const value = query.data;
  if (!value || value.total === 0) return null;
  return (
    <Panel title={t('payments.history')}>
      <ul className={styles.history} data-testid="deposit-history">
        {value.list.map((deposit) => (
          <li key={deposit.id} className={styles.historyItem}>
            <div className={styles.historyMain}>
              <span className={styles.historyTitle}>
                {formatBalance(deposit.amount, { symbol: currencySymbol })}
              </span>
              <span className={styles.historyMeta}>
                {deposit.channelName} · {deposit.reference} · {time.format(new Date(deposit.createdAt))}
              </span>
              {deposit.reason ? (
                <span className={styles.historyMeta}>{t('payments.reason', { reason: deposit.reason })}</span>
              ) : null}
            </div>
            <div className={styles.historySide}>
              <StatusBadge tone={DEPOSIT_TONES[deposit.status]}>
                {t(`payments.deposit.statuses.${deposit.status}`)}
              </StatusBadge>
              {deposit.paymentUrl ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => window.location.assign(deposit.paymentUrl!)}
                >
                  {t('payments.deposit.pay')}
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

export function DepositScreen() {
  const { t } = useTranslation();
  const channels = useChannels();
  const [created, setCreated] = useState<Deposit | null>(null);
  return (
    <PanelStack>
      {channels.isPending ? <Loader label={t('ui.loading')} /> : null}
      {channels.data && channels.data.length === 0 ? (
        <EmptyState description={t('payments.deposit.noChannels')} />
      ) : null}
      {created ? <DepositResult deposit={created} onDone={() => setCreated(null)} /> : null}
      {channels.data && channels.data.length > 0 && !created ? (
        <Panel aria-label={t('member.items.deposit')}>
          <DepositForm channels={channels.data} onCreated={setCreated} />
        </Panel>
      ) : null}
      <DepositHistory />
    </PanelStack>
  );
}
