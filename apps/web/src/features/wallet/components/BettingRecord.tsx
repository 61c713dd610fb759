// The betting record (member centre): every game round in a period (site time zone days), filtered
// by game type and status, with totals over the whole period and, for the house vendor's rounds, a
// link to the round's provably fair record.
import { useTranslation } from 'react-i18next';
import { BET_RECORD_STATUSES, type BetRecordStatus, type BetRecord } from '@playdeck/contract/records';
import type { GameType } from '@playdeck/contract/lobby';
import { RecordTable, SignedAmount, type RecordColumn } from '../../../ui/RecordTable';
import { useBetRecords } from '../api/bet-records';
import { useGameTypeSelect, useRecordSearch } from '../hooks/useRecordSearch';
import styles from './BettingRecord.module.css';
import { useSiteTime } from '../../../lib/site-time';

export function BettingRecord() {
  const { t } = useTranslation();
  const search = useRecordSearch();
  const gameTypeSelect = useGameTypeSelect();
  const query = useBetRecords({
    from: search.value.from,
    to: search.value.to,
    gameType: (search.value.gameType || undefined) as GameType | undefined,
    status: (search.value.status || undefined) as BetRecordStatus | undefined,
    pageNo: search.page,
  });
  const time = useSiteTime().formatter({ dateStyle: 'short', timeStyle: 'medium' });
  const value = query.data;

  const columns: RecordColumn<BetRecord>[] = [
    { key: 'time', header: t('records.time'), cell: (row) => time.format(new Date(row.placedAt)) },
    {
      key: 'game',
      header: t('records.game'),
      cell: (row) => (
        <>
          <span className={styles.game}>{row.gameName}</span>
          <span className={styles.vendor}>{row.vendorName}</span>
        </>
      ),
    },
    { key: 'stake', header: t('records.stake'), numeric: true, cell: (row) => row.stake },
    { key: 'payout', header: t('records.payout'), numeric: true, cell: (row) => row.payout },
    {
      key: 'winLoss',
      header: t('records.winLoss'),
      numeric: true,
      cell: (row) => <SignedAmount amount={row.winLoss}>{row.winLoss ?? '—'}</SignedAmount>,
    },
    { key: 'status', header: t('records.status'), cell: (row) => t(`records.statuses.${row.status}`) },
    {
      key: 'details',
      header: null,
      cell: (row) =>
        row.detailsUrl ? (
          <a href={row.detailsUrl} target="_blank" rel="noreferrer">
            {t('records.details')}
          </a>
        ) : null,
    },
  ];

  return (
    <RecordTable
      label={t('member.items.bettingRecord')}
      testId="betting-record"
      search={search}
      selects={[
        gameTypeSelect,
        {
          name: 'status',
          label: t('records.status'),
          options: BET_RECORD_STATUSES.map((status) => ({
            value: status,
            label: t(`records.statuses.${status}`),
          })),
        },
      ]}
      query={query}
      columns={columns}
      rowKey={(row) => `${row.vendorCode}:${row.roundId}`}
      totals={
        value && {
          label: t('records.totals', { count: value.total }),
          cells: {
            stake: value.totals.stake,
            payout: value.totals.payout,
            winLoss: <SignedAmount amount={value.totals.winLoss}>{value.totals.winLoss}</SignedAmount>,
          },
        }
      }
    />
  );
}
