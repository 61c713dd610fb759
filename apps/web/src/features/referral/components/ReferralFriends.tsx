// The member's friends (registered with the member's code), newest first, a page at a time: the
// masked name, when they registered and first deposited (site time), their valid bet and what they
// have earned the member.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { PagedTable } from '../../../ui/PagedTable';
import { useReferralFriends } from '../api/referral-lists';

export function ReferralFriends() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useReferralFriends(pageNo);
  const money = (amount: string) => formatBalance(amount, { symbol: currencySymbol });
  return (
    <PagedTable
      label={t('referral.friends.title')}
      testId="referral-friends-list"
      query={query}
      rowKey={(friend) => `${friend.name}-${friend.registeredAt}`}
      emptyText={t('referral.friends.empty')}
      page={pageNo}
      onPageChange={setPageNo}
      columns={[
        { key: 'name', header: t('referral.friends.name'), cell: (friend) => friend.name },
        {
          key: 'registeredAt',
          header: t('referral.friends.registeredAt'),
          cell: (friend) => clock.format(friend.registeredAt),
        },
        {
          key: 'firstDepositAt',
          header: t('referral.friends.firstDepositAt'),
          cell: (friend) =>
            friend.firstDepositAt ? clock.format(friend.firstDepositAt) : t('referral.friends.noDeposit'),
        },
        {
          key: 'validBet',
          header: t('referral.friends.validBet'),
          numeric: true,
          cell: (friend) => money(friend.validBet),
        },
        {
          key: 'earned',
          header: t('referral.friends.earned'),
          numeric: true,
          cell: (friend) => money(friend.earned),
        },
      ]}
    />
  );
}
