// The member's rebate history: each site day's automatic rebate and each manual claim, newest first,
// with its amount and when it was paid, a page at a time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useStartedPermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { DataTable, DataTableHead, numericCell } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { Panel } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { useRebateHistory, type RebateHistoryItem } from '../api/rebate-history';
import styles from './rebate.module.css';

/** An ISO instant (a claim's time), as opposed to a site day ("2026-03-01"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

export function RebateHistory() {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const [pageNo, setPageNo] = useState(1);
  const query = useRebateHistory(pageNo);
  if (isTrial) return null;
  const list = query.data?.list;
  return (
    <Panel title={t('rebate.history.title')} className={styles.panel}>
      <ReportState
        query={query}
        empty={list?.length === 0}
        emptyText={t('rebate.history.empty')}
        searchFields={[]}
      />
      {list && list.length > 0 ? <HistoryTable list={list} /> : null}
      <Pagination page={pageNo} totalPages={query.data?.totalPages ?? 0} onChange={setPageNo} />
    </Panel>
  );
}

function HistoryTable({ list }: { list: readonly RebateHistoryItem[] }) {
  const { t } = useTranslation();
  const { currencySymbol } = useStartedPermission();
  const clock = useSiteTime();
  // The label is the site day of an automatic rebate, or the time of a manual claim.
  const label = (item: RebateHistoryItem) =>
    INSTANT.test(item.label) ? clock.format(item.label) : item.label;
  return (
    <DataTable aria-label={t('rebate.history.table')} data-testid="rebate-history">
      <DataTableHead
        columns={[
          { key: 'kind', header: t('rebate.history.kind') },
          { key: 'label', header: t('rebate.history.label') },
          { key: 'amount', header: t('rebate.history.amount'), numeric: true },
          { key: 'createdAt', header: t('rebate.history.paidAt') },
        ]}
      />
      <tbody>
        {list.map((item) => (
          <tr key={`${item.kind}-${item.createdAt}-${item.label}`}>
            <td>
              <StatusBadge tone={item.kind === 'AUTO' ? 'info' : 'success'}>
                {t(`rebate.history.kinds.${item.kind}`)}
              </StatusBadge>
            </td>
            <td>{label(item)}</td>
            <td className={numericCell}>{formatBalance(item.amount, { symbol: currencySymbol })}</td>
            <td>{clock.format(item.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
