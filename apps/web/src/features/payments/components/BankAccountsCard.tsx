// Security centre: the member's bank accounts (issue 6 §2). Withdrawals are paid to one of them; the
// holder name also answers the bank-name second factor of a sign-in from a new device (issue 3 §8).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BANK_ACCOUNTS_MAX,
  createBankAccountSchema,
  type CreateBankAccount,
} from '@playdeck/contract/payments';
import { applyFieldErrors, useErrorText } from '../../../lib/error-text';
import { Button } from '../../../ui/Button';
import { Field, TextInput } from '../../../ui/Field';
import { Panel, PanelNote } from '../../../ui/Panel';
import { useDialogs } from '../../../ui/dialogs';
import { bankAccountsQueryKey, bindBankAccount, useBankAccounts } from '../api/bank-accounts';
import { withdrawalLimitsQueryKey } from '../api/withdrawals';
import styles from './payments.module.css';

export function BankAccountsCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const accounts = useBankAccounts();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateBankAccount>({
    resolver: zodResolver(createBankAccountSchema),
    defaultValues: { bankName: '', accountNumber: '', holderName: '' },
  });
  const list = accounts.data ?? [];

  const submit = handleSubmit(async (values) => {
    try {
      await bindBankAccount(values);
      reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawalLimitsQueryKey }),
      ]);
      await dialogs.success(t('payments.bank.added'));
    } catch (error) {
      const message = applyFieldErrors(
        error,
        setError,
        ['bankName', 'accountNumber', 'holderName'],
        t('errors.network'),
      );
      if (message) await dialogs.warning(message);
    }
  });

  return (
    <Panel title={t('payments.bank.title')} headingLevel={2}>
      <PanelNote>{t('payments.bank.text')}</PanelNote>
      {accounts.data && list.length === 0 ? <PanelNote>{t('payments.bank.none')}</PanelNote> : null}
      {list.length > 0 ? (
        <ul className={styles.accounts} data-testid="bank-accounts">
          {list.map((account) => (
            <li key={account.id} className={styles.account}>
              <strong>
                {account.bankName} · {account.accountNumberMasked}
              </strong>
              <PanelNote as="span">{account.holderName}</PanelNote>
            </li>
          ))}
        </ul>
      ) : null}
      {list.length >= BANK_ACCOUNTS_MAX ? (
        <PanelNote>{t('payments.bank.limitReached', { max: BANK_ACCOUNTS_MAX })}</PanelNote>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={t('payments.bank.bankName')} required errors={errorText(errors.bankName?.message)}>
            <TextInput
              maxLength={80}
              placeholder={t('payments.bank.bankNamePlaceholder')}
              {...register('bankName')}
            />
          </Field>
          <Field
            label={t('payments.bank.accountNumber')}
            required
            errors={errorText(errors.accountNumber?.message)}
          >
            <TextInput
              inputMode="numeric"
              autoComplete="off"
              maxLength={30}
              placeholder={t('payments.bank.accountNumberPlaceholder')}
              {...register('accountNumber')}
            />
          </Field>
          <Field
            label={t('payments.bank.holderName')}
            required
            errors={errorText(errors.holderName?.message)}
          >
            <TextInput
              autoComplete="name"
              maxLength={80}
              placeholder={t('payments.bank.holderNamePlaceholder')}
              {...register('holderName')}
            />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              {t('payments.bank.add')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
