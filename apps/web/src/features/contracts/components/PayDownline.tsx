// "Pay downline bills" (AGENTS.md §5: a parent may pay all its pending downline bills with one
// action): after the agent confirms, what it still owes its direct children on their bills of the
// type is paid from its wallet; the answer says how many bills were completed, how many are still
// short (the wallet ran out) and how much moved. The bills and the balance are asked for again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractType, PayDownlineResult } from '@playdeck/contract/contracts';
import { useMoney } from '../../../lib/agent-money';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { useDialogs } from '../../../ui/dialogs';
import { usePayDownline } from '../api/pay-downline';
import { useContractText } from '../hooks/useContractText';
import styles from './contracts.module.css';

export function PayDownline({ type }: { type: ContractType }) {
  const { t } = useTranslation();
  const money = useMoney();
  const text = useContractText();
  const dialogs = useDialogs();
  const pay = usePayDownline();
  const [result, setResult] = useState<PayDownlineResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onPay = async () => {
    const confirmed = await dialogs.confirm({
      message: t('agent.contracts.pay.confirm', { type: text.type(type) }),
      confirmLabel: t('agent.contracts.pay.action'),
    });
    if (!confirmed) return;
    setResult(null);
    setFailure(null);
    try {
      setResult(await pay.mutateAsync(type));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onPay} loading={pay.isPending}>
          {t('agent.contracts.pay.action')}
        </Button>
      </div>
      {result ? (
        <p role="status" data-testid="pay-downline-result">
          {t('agent.contracts.pay.done', {
            paid: result.paid,
            stillOwed: result.stillOwed,
            amount: money.amount(result.amount),
          })}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
