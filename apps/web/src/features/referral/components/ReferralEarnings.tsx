// What inviting has paid the member, newest first, a page at a time: each site day's share of the
// friends' valid bet and each friend's first-deposit reward, with the amount and when it was paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useReferralEarnings } from '../api/referral-lists';
import styles from './referral.module.css';

export function ReferralEarnings() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useReferralEarnings(pageNo);
  const list = query.data?.list;
  return (
    <div className={styles.list}>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('referral.earnings.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <DataTable aria-label={t('referral.earnings.title')} data-testid="referral-earnings-list">
          <DataTableHead
            columns={[
              { key: 'kind', header: t('referral.earnings.kind') },
              { key: 'label', header: t('referral.earnings.label') },
              { key: 'amount', header: t('referral.earnings.amount'), numeric: true },
              { key: 'createdAt', header: t('referral.earnings.paidAt') },
            ]}
          />
          <tbody>
            {list.map((earning) => (
              <tr key={`${earning.kind}-${earning.createdAt}-${earning.label}`}>
                <td>
                  <StatusBadge tone={earning.kind === 'BET_SHARE' ? 'info' : 'success'}>
                    {t(`referral.earnings.kinds.${earning.kind}`)}
                  </StatusBadge>
                </td>
                <td>{earning.label}</td>
                <td className={numericCell}>{formatBalance(earning.amount, { symbol: currencySymbol })}</td>
                <td>{clock.format(earning.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={pageNo} totalPages={query.data?.totalPages ?? 0} onChange={setPageNo} />
    </div>
  );
}
