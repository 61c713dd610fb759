// Bonuses and commissions: what left the site's bonus account (promotions, missions, rebates,
// referrals, points, raffles, VIP, less bonuses taken back) and its commission account (the agent
// contracts' bills), per kind, with the period's totals.
import { useTranslation } from 'react-i18next';
import type { CostRow } from '@playdeck/contract/reports';
import { formatBalance } from '../../../lib/money';
import { Figure, Figures } from '../../../ui/Figures';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

export function BonusesTab(props: PeriodProps) {
  const { t } = useTranslation();
  const columns: ReportColumn<CostRow>[] = [
    {
      key: 'kind',
      header: t('operator.reports.columns.kind'),
      kind: 'text',
      value: (row) => t(`operator.reports.kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    { key: 'count', header: t('operator.reports.columns.count'), kind: 'count', value: (row) => row.count },
    {
      key: 'amount',
      header: t('operator.reports.columns.amount'),
      kind: 'money',
      value: (row) => row.amount,
    },
  ];
  return (
    <ReportTab name="bonuses" {...props}>
      {(report) => (
        <>
          <Figures>
            <Figure label={t('operator.reports.columns.bonusCost')} testId="report-bonus-cost">
              {formatBalance(report.totals.bonusCost)}
            </Figure>
            <Figure label={t('operator.reports.figures.commissionsPaid')} testId="report-commissions-paid">
              {formatBalance(report.totals.commissionsPaid)}
            </Figure>
          </Figures>
          <ReportTable
            title={t('operator.reports.tables.bonuses')}
            columns={columns}
            rows={report.bonuses}
            rowKey={(row) => row.kind}
            fileName={fileNameOf('bonus-cost', report.period)}
          />
          <ReportTable
            title={t('operator.reports.tables.commissions')}
            columns={columns}
            rows={report.commissions}
            rowKey={(row) => row.kind}
            fileName={fileNameOf('commissions-paid', report.period)}
          />
        </>
      )}
    </ReportTab>
  );
}
