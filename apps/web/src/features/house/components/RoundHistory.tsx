// The player's rounds in this studio, newest first, each with a link to its fairness record.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseRoundItem } from '@playdeck/contract/house';
import { DataTable, DataTableHead } from '../../../ui/DataTable';
import { Modal } from '../../../ui/Modal';
import { Pagination } from '../../../ui/Pagination';
import type { HouseApi, HousePage } from '../api/house-api';
import { verifyPagePath } from '../verify-link';
import styles from './panels.module.css';
import { useSiteTime } from '../../../lib/site-time';

const PAGE_SIZE = 10;

export function RoundHistory({
  api,
  open,
  onOpenChange,
}: {
  api: HouseApi;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<HousePage<HouseRoundItem> | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void api.rounds(pageNo, PAGE_SIZE).then((value) => !cancelled && setPage(value));
    return () => void (cancelled = true);
  }, [api, open, pageNo]);

  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('house.history')} size="lg">
      {page && page.list.length === 0 && <p>{t('ui.noData')}</p>}
      {page && page.list.length > 0 && (
        <DataTable density="compact" className={styles.table}>
          <DataTableHead
            columns={[
              { key: 'time', header: t('house.time') },
              { key: 'stake', header: t('house.stake') },
              { key: 'payout', header: t('house.payout') },
              { key: 'status', header: t('house.status') },
              { key: 'verify', header: null },
            ]}
          />
          <tbody>
            {page.list.map((round) => (
              <tr key={round.roundId}>
                <td>{time.format(new Date(round.createdAt))}</td>
                <td className={styles.figures}>{round.stake}</td>
                <td className={styles.figures}>{round.payout ?? '—'}</td>
                <td>{t(`house.roundStatus.${round.status}`)}</td>
                <td>
                  <a href={verifyPagePath(round.roundId)} target="_blank" rel="noreferrer">
                    {t('house.verify')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {page && page.totalPages > 1 && (
        <Pagination page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
      )}
    </Modal>
  );
}
