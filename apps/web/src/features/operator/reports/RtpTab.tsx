// RTP per game: the return observed in the period (payout ÷ stake) beside the game's theoretical
// figure, "—" where the catalogue has none, and how far apart the two are.
import { useTranslation } from 'react-i18next';
import type { GameRow } from '@playdeck/contract/reports';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

/** Observed − theoretical in percentage points (2 decimals, exact: both are hundredths), or null. */
export function rtpDifference(
  row: Pick<GameRow, 'observedRtpPercent' | 'theoreticalRtpPercent'>,
): string | null {
  if (row.observedRtpPercent === null || row.theoreticalRtpPercent === null) return null;
  const hundredths = (text: string) => BigInt(text.replace('.', ''));
  const difference = hundredths(row.observedRtpPercent) - hundredths(row.theoreticalRtpPercent);
  const sign = difference < 0n ? '-' : '+';
  const size = difference < 0n ? -difference : difference;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

export function RtpTab(props: PeriodProps) {
  const { t } = useTranslation();
  const columns: ReportColumn<GameRow>[] = [
    { key: 'game', header: t('operator.reports.columns.game'), kind: 'text', value: (row) => row.gameName },
    {
      key: 'vendor',
      header: t('operator.reports.columns.vendor'),
      kind: 'text',
      value: (row) => row.vendorCode,
    },
    {
      key: 'rounds',
      header: t('operator.reports.columns.rounds'),
      kind: 'count',
      value: (row) => row.rounds,
    },
    { key: 'stake', header: t('operator.reports.columns.stake'), kind: 'money', value: (row) => row.stake },
    {
      key: 'payout',
      header: t('operator.reports.columns.payout'),
      kind: 'money',
      value: (row) => row.payout,
    },
    {
      key: 'observed',
      header: t('operator.reports.columns.observedRtp'),
      kind: 'percent',
      value: (row) => row.observedRtpPercent,
    },
    {
      key: 'theoretical',
      header: t('operator.reports.columns.theoreticalRtp'),
      kind: 'percent',
      value: (row) => row.theoreticalRtpPercent,
    },
    {
      key: 'difference',
      header: t('operator.reports.columns.rtpDifference'),
      kind: 'text',
      value: rtpDifference,
    },
  ];
  return (
    <ReportTab name="games" {...props}>
      {(report) => (
        <ReportTable
          title={t('operator.reports.tables.rtp')}
          columns={columns}
          rows={report.games}
          rowKey={(row) => `${row.vendorCode}/${row.gameCode}`}
          fileName={fileNameOf('rtp-by-game', report.period)}
        />
      )}
    </ReportTab>
  );
}
