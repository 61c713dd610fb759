// The overview: GGR and NGR per site day as a chart, the period's totals, and the day table.
import { useTranslation } from 'react-i18next';
import type { RevenueDay } from '@playdeck/contract/reports';
import { formatBalance } from '../../../lib/money';
import { Figure, Figures } from '../../../ui/Figures';
import { DayChart } from './DayChart';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

export function OverviewTab(props: PeriodProps) {
  const { t } = useTranslation();
  const columns: ReportColumn<RevenueDay>[] = [
    { key: 'day', header: t('operator.reports.columns.day'), kind: 'text', value: (row) => row.day },
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
    {
      key: 'bonusCost',
      header: t('operator.reports.columns.bonusCost'),
      kind: 'money',
      value: (row) => row.bonusCost,
    },
    { key: 'ngr', header: t('operator.reports.columns.ngr'), kind: 'money', value: (row) => row.ngr },
  ];
  return (
    <ReportTab name="overview" {...props}>
      {(report) => (
        <>
          <Figures>
            <Figure label={t('operator.reports.columns.stake')} testId="report-total-stake">
              {formatBalance(report.totals.stake)}
            </Figure>
            <Figure label={t('operator.reports.columns.ggr')} testId="report-total-ggr">
              {formatBalance(report.totals.ggr)}
            </Figure>
            <Figure label={t('operator.reports.columns.bonusCost')} testId="report-total-bonus-cost">
              {formatBalance(report.totals.bonusCost)}
            </Figure>
            <Figure label={t('operator.reports.columns.ngr')} testId="report-total-ngr">
              {formatBalance(report.totals.ngr)}
            </Figure>
          </Figures>
          <DayChart
            title={t('operator.reports.charts.revenue')}
            kind="money"
            days={report.days.map((day) => day.day)}
            series={[
              {
                key: 'ggr',
                label: t('operator.reports.columns.ggr'),
                values: report.days.map((day) => day.ggr),
              },
              {
                key: 'ngr',
                label: t('operator.reports.columns.ngr'),
                values: report.days.map((day) => day.ngr),
              },
            ]}
          />
          <ReportTable
            title={t('operator.reports.tables.revenueByDay')}
            columns={columns}
            rows={report.days}
            rowKey={(row) => row.day}
            fileName={fileNameOf('revenue-by-day', report.period)}
          />
        </>
      )}
    </ReportTab>
  );
}
