// The deposits tab: members' deposits, pending ones first, with the channel the money came through
// and the reference that matches a bank transfer to its deposit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_STATUSES, type DepositStatus, type OperatorDeposit } from '@playdeck/contract/payments';
import type { StatusTone } from '../../../ui/StatusBadge';
import { useApproveDeposit } from './api/approve-deposit';
import { useOperatorDeposits } from './api/list-deposits';
import type { RequestListSearch } from './api/query-keys';
import { useRejectDeposit } from './api/reject-deposit';
import { RequestList, type RequestColumn } from './RequestList';
import styles from './desk.module.css';

const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  pending: 'warning',
  credited: 'success',
  failed: 'danger',
};

export function DepositsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<RequestListSearch>({ status: 'pending', pageNo: 1 });
  const query = useOperatorDeposits(search);
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const columns: RequestColumn<OperatorDeposit>[] = [
    {
      key: 'channel',
      header: t('operator.payments.columns.channel'),
      cell: (deposit) => (
        <div className={styles.stacked}>
          <span>{deposit.channelName}</span>
          <span className={styles.muted}>{t(`operator.payments.channels.types.${deposit.channelType}`)}</span>
          {deposit.bank ? (
            <span className={styles.muted}>
              {deposit.bank.bankName} · {deposit.bank.accountNumber}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'reference',
      header: t('operator.payments.columns.reference'),
      cell: (deposit) => <span className={styles.code}>{deposit.reference}</span>,
    },
  ];
  return (
    <RequestList
      kind="deposits"
      statuses={DEPOSIT_STATUSES}
      tones={DEPOSIT_TONES}
      search={search}
      onSearchChange={setSearch}
      query={query}
      columns={columns}
      approve={(id) => approve.mutateAsync(id)}
      reject={(id, reason) => reject.mutateAsync({ id, reason })}
    />
  );
}
