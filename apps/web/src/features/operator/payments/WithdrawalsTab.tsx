// The withdrawals tab: members' withdrawals, pending ones first, with the full bank account the
// operator pays to before marking a withdrawal paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAWAL_STATUSES,
  type OperatorWithdrawal,
  type WithdrawalStatus,
} from '@playdeck/contract/payments';
import type { StatusTone } from '../../../ui/StatusBadge';
import { useApproveWithdrawal } from './api/approve-withdrawal';
import { useOperatorWithdrawals } from './api/list-withdrawals';
import type { RequestListSearch } from './api/query-keys';
import { useRejectWithdrawal } from './api/reject-withdrawal';
import { RequestList, type RequestColumn } from './RequestList';
import styles from './desk.module.css';

const WITHDRAWAL_TONES: Record<WithdrawalStatus, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  received: 'success',
  rejected: 'danger',
};

export function WithdrawalsTab() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<RequestListSearch>({ status: 'pending', pageNo: 1 });
  const query = useOperatorWithdrawals(search);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const columns: RequestColumn<OperatorWithdrawal>[] = [
    {
      key: 'payTo',
      header: t('operator.payments.columns.payTo'),
      cell: (withdrawal) => (
        <div className={styles.stacked}>
          <span>{withdrawal.bankName}</span>
          <span className={styles.code}>{withdrawal.accountNumber}</span>
          <span className={styles.muted}>{withdrawal.holderName}</span>
        </div>
      ),
    },
  ];
  return (
    <RequestList
      kind="withdrawals"
      statuses={WITHDRAWAL_STATUSES}
      tones={WITHDRAWAL_TONES}
      search={search}
      onSearchChange={setSearch}
      query={query}
      columns={columns}
      approve={(id) => approve.mutateAsync(id)}
      reject={(id, reason) => reject.mutateAsync({ id, reason })}
    />
  );
}
