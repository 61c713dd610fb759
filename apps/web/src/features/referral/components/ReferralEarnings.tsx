// What inviting has paid the member, newest first, a page at a time: each site day's share of the
// friends' valid bet and each friend's first-deposit reward, with the amount and when it was paid.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSiteTime } from '../../../lib/site-time';
import { PagedTable } from '../../../ui/PagedTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useReferralEarnings } from '../api/referral-lists';

export function ReferralEarnings() {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  const [pageNo, setPageNo] = useState(1);
  const query = useReferralEarnings(pageNo);
  return (
    <PagedTable
      label={t('referral.earnings.title')}
      testId="referral-earnings-list"
      query={query}
      rowKey={(earning) => `${earning.kind}-${earning.createdAt}-${earning.label}`}
      emptyText={t('referral.earnings.empty')}
      page={pageNo}
      onPageChange={setPageNo}
      columns={[
        {
          key: 'kind',
          header: t('referral.earnings.kind'),
          cell: (earning) => (
            <StatusBadge tone={earning.kind === 'BET_SHARE' ? 'info' : 'success'}>
              {t(`referral.earnings.kinds.${earning.kind}`)}
            </StatusBadge>
          ),
        },
        { key: 'label', header: t('referral.earnings.label'), cell: (earning) => earning.label },
        {
          key: 'amount',
          header: t('referral.earnings.amount'),
          numeric: true,
          cell: (earning) => formatBalance(earning.amount, { symbol: currencySymbol }),
        },
        {
          key: 'createdAt',
          header: t('referral.earnings.paidAt'),
          cell: (earning) => clock.format(earning.createdAt),
        },
      ]}
    />
  );
}
