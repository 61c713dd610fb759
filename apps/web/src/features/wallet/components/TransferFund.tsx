// Transfer fund (SPEC.md §2 member centre; issue 6 §4): the main wallet and each transfer-mode game
// wallet with its balance, a transfer between the main wallet and one of them in either direction,
// and one click to bring everything back to the main wallet. The header balance follows each move.
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { positiveAmountSchema } from '@playdeck/contract/money';
import { MAIN_WALLET, type MerchantWallet } from '@playdeck/contract/wallet';
import { ApiError } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { formatBalance, newRequestId } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Field, TextInput } from '../../../ui/Field';
import { Loader } from '../../../ui/Loader';
import { Panel, PanelStack } from '../../../ui/Panel';
import { Select } from '../../../ui/Select';
import { classNames } from '../../../ui/class-names';
import { useDialogs } from '../../../ui/dialogs';
import {
  merchantWalletQueryKey,
  transferAllBack,
  transferFund,
  useMerchantWallet,
} from '../api/merchant-wallet';
import styles from './money.module.css';

const formSchema = z
  .object({ from: z.string().min(1), to: z.string().min(1), amount: positiveAmountSchema })
  .refine((value) => value.from !== value.to, { message: 'validation.sameWallet', path: ['to'] })
  .refine((value) => value.from === MAIN_WALLET || value.to === MAIN_WALLET, {
    message: 'validation.mainWalletSide',
    path: ['to'],
  });
type FormValues = z.infer<typeof formSchema>;

function TransferForm({ wallet }: { wallet: MerchantWallet }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [allBackBusy, setAllBackBusy] = useState(false);
  const firstVendor = wallet.wallets[0]?.vendorCode ?? '';
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { from: MAIN_WALLET, to: firstVendor, amount: '' },
  });

  const after = async (message: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: merchantWalletQueryKey }),
      refreshBalance(queryClient),
    ]);
    await dialogs.success(message);
  };

  const submit = handleSubmit(async (values) => {
    try {
      await transferFund({ ...values, requestId: newRequestId() });
      setValue('amount', '');
      await after(t('payments.transfer.done'));
    } catch (error) {
      const message = applyFieldErrors(error, setError, ['from', 'to', 'amount'], t('errors.network'));
      if (message) await dialogs.warning(message);
    }
  });

  const allBack = async () => {
    setAllBackBusy(true);
    try {
      await transferAllBack();
      await after(t('payments.transfer.allBackDone'));
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setAllBackBusy(false);
    }
  };

  const options = [
    { value: MAIN_WALLET, label: t('payments.transfer.mainWallet') },
    ...wallet.wallets.map((item) => ({ value: item.vendorCode, label: item.displayName })),
  ];
  // Choosing a game wallet on one side puts the main wallet on the other.
  const onSide = (side: 'from' | 'to') => (event: ChangeEvent<HTMLSelectElement>) => {
    const other = side === 'from' ? 'to' : 'from';
    if (event.target.value !== MAIN_WALLET) setValue(other, MAIN_WALLET);
    else if (getValues(other) === MAIN_WALLET) setValue(other, firstVendor);
  };
  const fromField = register('from');
  const toField = register('to');

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t('payments.transfer.from')} required errors={errorText(errors.from?.message)}>
        <Select
          {...fromField}
          onChange={(event) => {
            void fromField.onChange(event);
            onSide('from')(event);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('payments.transfer.to')} required errors={errorText(errors.to?.message)}>
        <Select
          {...toField}
          onChange={(event) => {
            void toField.onChange(event);
            onSide('to')(event);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('payments.amount')} required errors={errorText(errors.amount?.message)}>
        <TextInput
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('payments.amountPlaceholder')}
          {...register('amount')}
        />
      </Field>
      <div className={styles.formActions}>
        <Button type="submit" loading={isSubmitting}>
          {t('payments.transfer.submit')}
        </Button>
        <Button variant="secondary" onClick={allBack} loading={allBackBusy}>
          {t('payments.transfer.allBack')}
        </Button>
      </div>
    </form>
  );
}

export function TransferFund() {
  const { t } = useTranslation();
  const query = useMerchantWallet();
  const wallet = query.data;
  const symbol = wallet?.currencySymbol;
  return (
    <PanelStack>
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {wallet?.isSingle && wallet.wallets.length === 0 ? (
        <EmptyState description={t('payments.transfer.single')} />
      ) : null}
      {wallet && wallet.wallets.length > 0 ? (
        <>
          <Panel title={t('payments.transfer.wallets')}>
            <ul className={styles.wallets} data-testid="merchant-wallets">
              <li className={classNames(styles.wallet, styles.main)}>
                <span className={styles.walletName}>{t('payments.transfer.mainWallet')}</span>
                <span className={styles.walletBalance} data-testid="wallet-main">
                  {formatBalance(wallet.balance, { symbol })}
                </span>
              </li>
              {wallet.wallets.map((item) => (
                <li key={item.vendorCode} className={styles.wallet}>
                  <span className={styles.walletName}>
                    {item.displayName} · {t(`gameTypes.${item.gameType}`, { defaultValue: item.gameType })}
                  </span>
                  <span className={styles.walletBalance} data-testid={`wallet-${item.vendorCode}`}>
                    {formatBalance(item.balance, { symbol })}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel aria-label={t('member.items.transfer')}>
            <TransferForm wallet={wallet} />
          </Panel>
        </>
      ) : null}
    </PanelStack>
  );
}
