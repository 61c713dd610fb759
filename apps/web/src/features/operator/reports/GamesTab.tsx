// Play by game: GGR by game category, by vendor and by game, each its own table to export.
import { useTranslation } from 'react-i18next';
import type { CategoryRow, GameRow, VendorRow } from '@playdeck/contract/reports';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

type PlayRow = { rounds: number; stake: string; payout: string; ggr: string };

export function usePlayColumns<Row extends PlayRow>(): ReportColumn<Row>[] {
  const { t } = useTranslation();
  return [
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
    { key: 'ggr', header: t('operator.reports.columns.ggr'), kind: 'money', value: (row) => row.ggr },
  ];
}

export function GamesTab(props: PeriodProps) {
  const { t } = useTranslation();
  const categoryColumns: ReportColumn<CategoryRow>[] = [
    {
      key: 'category',
      header: t('operator.reports.columns.category'),
      kind: 'text',
      value: (row) => row.category,
    },
    ...usePlayColumns<CategoryRow>(),
  ];
  const vendorColumns: ReportColumn<VendorRow>[] = [
    {
      key: 'vendor',
      header: t('operator.reports.columns.vendor'),
      kind: 'text',
      value: (row) => row.vendorName,
    },
    {
      key: 'vendorCode',
      header: t('operator.reports.columns.code'),
      kind: 'text',
      value: (row) => row.vendorCode,
    },
    ...usePlayColumns<VendorRow>(),
  ];
  const gameColumns: ReportColumn<GameRow>[] = [
    { key: 'game', header: t('operator.reports.columns.game'), kind: 'text', value: (row) => row.gameName },
    {
      key: 'vendor',
      header: t('operator.reports.columns.vendor'),
      kind: 'text',
      value: (row) => row.vendorCode,
    },
    {
      key: 'category',
      header: t('operator.reports.columns.category'),
      kind: 'text',
      value: (row) => row.category,
    },
    ...usePlayColumns<GameRow>(),
  ];
  return (
    <ReportTab name="games" {...props}>
      {(report) => (
        <>
          <ReportTable
            title={t('operator.reports.tables.byCategory')}
            columns={categoryColumns}
            rows={report.categories}
            rowKey={(row) => row.category}
            fileName={fileNameOf('ggr-by-category', report.period)}
          />
          <ReportTable
            title={t('operator.reports.tables.byVendor')}
            columns={vendorColumns}
            rows={report.vendors}
            rowKey={(row) => row.vendorCode}
            fileName={fileNameOf('ggr-by-vendor', report.period)}
          />
          <ReportTable
            title={t('operator.reports.tables.byGame')}
            columns={gameColumns}
            rows={report.games}
            rowKey={(row) => `${row.vendorCode}/${row.gameCode}`}
            fileName={fileNameOf('ggr-by-game', report.period)}
          />
        </>
      )}
    </ReportTab>
  );
}
