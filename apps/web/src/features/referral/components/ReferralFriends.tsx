// The member's friends (registered with the member's code), newest first, a page at a time: the
// masked name, when they registered and first deposited (site time), their valid bet and what they
// have earned the member.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { useReferralFriends } from '../api/referral-lists';
import styles from './referral.module.css';

export function ReferralFriends() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useReferralFriends(pageNo);
  const list = query.data?.list;
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  return (
    <div className={styles.list}>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('referral.friends.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <DataTable aria-label={t('referral.friends.title')} data-testid="referral-friends-list">
          <DataTableHead
            columns={[
              { key: 'name', header: t('referral.friends.name') },
              { key: 'registeredAt', header: t('referral.friends.registeredAt') },
              { key: 'firstDepositAt', header: t('referral.friends.firstDepositAt') },
              { key: 'validBet', header: t('referral.friends.validBet'), numeric: true },
              { key: 'earned', header: t('referral.friends.earned'), numeric: true },
            ]}
          />
          <tbody>
            {list.map((friend) => (
              <tr key={`${friend.name}-${friend.registeredAt}`}>
                <td>{friend.name}</td>
                <td>{clock.format(friend.registeredAt)}</td>
                <td>
                  {friend.firstDepositAt
                    ? clock.format(friend.firstDepositAt)
                    : t('referral.friends.noDeposit')}
                </td>
                <td className={numericCell}>{money(friend.validBet)}</td>
                <td className={numericCell}>{money(friend.earned)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={pageNo} totalPages={query.data?.totalPages ?? 0} onChange={setPageNo} />
    </div>
  );
}
