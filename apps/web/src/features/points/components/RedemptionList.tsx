// The member's redemptions, newest first, a page at a time: when, which good and how many, the
// points, the status (in process, approved, rejected) and the operator's remark (a rejection's
// reason; its points came back).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedeemStatus } from '@playdeck/contract/points';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge';
import { useRedemptions } from '../api/redemptions';
import { usePointsFormat } from '../use-points-format';
import styles from './points.module.css';

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
  const list = query.data?.list;
  return (
    <div className={styles.list}>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('points.redemptions.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? (
        <DataTable aria-label={t('points.redemptions.title')} data-testid="points-redemptions">
          <DataTableHead
            columns={[
              { key: 'createdAt', header: t('points.redemptions.time') },
              { key: 'good', header: t('points.redemptions.good') },
              { key: 'points', header: t('points.redemptions.points'), numeric: true },
              { key: 'status', header: t('points.redemptions.status') },
              { key: 'remark', header: t('points.redemptions.remark') },
            ]}
          />
          <tbody>
            {list.map((redemption) => (
              <tr key={redemption.id}>
                <td>{clock.format(redemption.createdAt)}</td>
                <td>
                  {t('points.redemptions.goodLine', {
                    name: redemption.good.name,
                    quantity: redemption.quantity,
                  })}
                </td>
                <td className={numericCell}>{format.points(redemption.points)}</td>
                <td>
                  <StatusBadge tone={STATUS_TONES[redemption.status]}>
                    {t(`points.redemptions.statuses.${redemption.status}`)}
                  </StatusBadge>
                </td>
                <td>{redemption.remark}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={pageNo} totalPages={query.data?.totalPages ?? 0} onChange={setPageNo} />
    </div>
  );
}
