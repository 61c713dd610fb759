// Members: new, active and depositing members per site day as a chart and a table, with the period's
// totals (each member counted once over the period).
import { useTranslation } from 'react-i18next';
import type { MembersDay } from '@playdeck/contract/reports';
import { Figure, Figures } from '../../../ui/Figures';
import { DayChart } from './DayChart';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

export function MembersTab(props: PeriodProps) {
  const { t } = useTranslation();
  const columns: ReportColumn<MembersDay>[] = [
    { key: 'day', header: t('operator.reports.columns.day'), kind: 'text', value: (row) => row.day },
    {
      key: 'new',
      header: t('operator.reports.columns.newMembers'),
      kind: 'count',
      value: (row) => row.newMembers,
    },
    {
      key: 'active',
      header: t('operator.reports.columns.activeMembers'),
      kind: 'count',
      value: (row) => row.activeMembers,
    },
    {
      key: 'depositing',
      header: t('operator.reports.columns.depositingMembers'),
      kind: 'count',
      value: (row) => row.depositingMembers,
    },
  ];
  return (
    <ReportTab name="members" {...props}>
      {(report) => (
        <>
          <Figures>
            <Figure label={t('operator.reports.columns.newMembers')} testId="report-new-members">
              {report.totals.newMembers.toLocaleString('en')}
            </Figure>
            <Figure label={t('operator.reports.columns.activeMembers')} testId="report-active-members">
              {report.totals.activeMembers.toLocaleString('en')}
            </Figure>
            <Figure
              label={t('operator.reports.columns.depositingMembers')}
              testId="report-depositing-members"
            >
              {report.totals.depositingMembers.toLocaleString('en')}
            </Figure>
          </Figures>
          <DayChart
            title={t('operator.reports.charts.members')}
            kind="count"
            days={report.days.map((day) => day.day)}
            series={[
              {
                key: 'active',
                label: t('operator.reports.columns.activeMembers'),
                values: report.days.map((day) => day.activeMembers),
              },
              {
                key: 'new',
                label: t('operator.reports.columns.newMembers'),
                values: report.days.map((day) => day.newMembers),
              },
              {
                key: 'depositing',
                label: t('operator.reports.columns.depositingMembers'),
                values: report.days.map((day) => day.depositingMembers),
              },
            ]}
          />
          <ReportTable
            title={t('operator.reports.tables.membersByDay')}
            columns={columns}
            rows={report.days}
            rowKey={(row) => row.day}
            fileName={fileNameOf('members-by-day', report.period)}
          />
        </>
      )}
    </ReportTab>
  );
}
