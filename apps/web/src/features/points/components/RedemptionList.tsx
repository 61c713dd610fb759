// The member's redemptions, newest first, a page at a time: when, which good and how many, the
// points, the status (in process, approved, rejected) and the operator's remark (a rejection's
// reason; its points came back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedeemStatus } from '@playdeck/contract/points';
import { useSiteTime } from '../../../lib/site-time';
import { PagedTable } from '../../../ui/PagedTable';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useRedemptions } from '../api/redemptions';
import { usePointsFormat } from '../use-points-format';

const STATUS_TONES: Record<RedeemStatus, StatusTone> = {
  IN_PROCESS: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};

export function RedemptionList() {
  const { t } = useTranslation();
  const clock = useSiteTime();
  const format = usePointsFormat();
  const [pageNo, setPageNo] = useState(1);
  const query = useRedemptions(pageNo);
  return (
    <PagedTable
      label={t('points.redemptions.title')}
      testId="points-redemptions"
      query={query}
      rowKey={(redemption) => redemption.id}
      emptyText={t('points.redemptions.empty')}
      page={pageNo}
      onPageChange={setPageNo}
      columns={[
        {
          key: 'createdAt',
          header: t('points.redemptions.time'),
          cell: (redemption) => clock.format(redemption.createdAt),
        },
        {
          key: 'good',
          header: t('points.redemptions.good'),
          cell: (redemption) =>
            t('points.redemptions.goodLine', { name: redemption.good.name, quantity: redemption.quantity }),
        },
        {
          key: 'points',
          header: t('points.redemptions.points'),
          numeric: true,
          cell: (redemption) => format.points(redemption.points),
        },
        {
          key: 'status',
          header: t('points.redemptions.status'),
          cell: (redemption) => (
            <StatusBadge tone={STATUS_TONES[redemption.status]}>
              {t(`points.redemptions.statuses.${redemption.status}`)}
            </StatusBadge>
          ),
        },
        { key: 'remark', header: t('points.redemptions.remark'), cell: (redemption) => redemption.remark },
      ]}
    />
  );
}
