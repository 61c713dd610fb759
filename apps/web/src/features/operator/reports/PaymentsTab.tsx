// Payments by channel: credited deposits per deposit channel and paid withdrawals per bank, with the
// period's totals and the net of the two.
import { useTranslation } from 'react-i18next';
import type { DepositChannelRow, WithdrawalChannelRow } from '@playdeck/contract/reports';
import { formatBalance } from '../../../lib/money';
import { Figure, Figures } from '../../../ui/Figures';
import { ReportTable, type ReportColumn } from './ReportTable';
import { fileNameOf, ReportTab, type PeriodProps } from './ReportTab';

export function PaymentsTab(props: PeriodProps) {
  const { t } = useTranslation();
  const depositColumns: ReportColumn<DepositChannelRow>[] = [
    {
      key: 'channel',
      header: t('operator.reports.columns.channel'),
      kind: 'text',
      value: (row) => row.channelName,
    },
    {
      key: 'type',
      header: t('operator.reports.columns.channelType'),
      kind: 'text',
      value: (row) =>
        t(`operator.reports.channelTypes.${row.channelType}`, { defaultValue: row.channelType }),
    },
    { key: 'count', header: t('operator.reports.columns.count'), kind: 'count', value: (row) => row.count },
    {
      key: 'amount',
      header: t('operator.reports.columns.amount'),
      kind: 'money',
      value: (row) => row.amount,
    },
  ];
  const withdrawalColumns: ReportColumn<WithdrawalChannelRow>[] = [
    { key: 'bank', header: t('operator.reports.columns.bank'), kind: 'text', value: (row) => row.bankName },
    { key: 'count', header: t('operator.reports.columns.count'), kind: 'count', value: (row) => row.count },
    {
      key: 'amount',
      header: t('operator.reports.columns.amount'),
      kind: 'money',
      value: (row) => row.amount,
    },
  ];
  return (
    <ReportTab name="payments" {...props}>
      {(report) => (
        <>
          <Figures>
            <Figure label={t('operator.reports.figures.deposits')} testId="report-total-deposits">
              {formatBalance(report.totals.deposit)} ({report.totals.depositCount})
            </Figure>
            <Figure label={t('operator.reports.figures.withdrawals')} testId="report-total-withdrawals">
              {formatBalance(report.totals.withdrawal)} ({report.totals.withdrawalCount})
            </Figure>
            <Figure label={t('operator.reports.figures.netDeposits')} testId="report-net-deposits">
              {formatBalance(report.totals.net)}
            </Figure>
          </Figures>
          <ReportTable
            title={t('operator.reports.tables.depositsByChannel')}
            columns={depositColumns}
            rows={report.deposits}
            rowKey={(row) => String(row.channelId)}
            fileName={fileNameOf('deposits-by-channel', report.period)}
          />
          <ReportTable
            title={t('operator.reports.tables.withdrawalsByBank')}
            columns={withdrawalColumns}
            rows={report.withdrawals}
            rowKey={(row) => row.bankName}
            fileName={fileNameOf('withdrawals-by-bank', report.period)}
          />
        </>
      )}
    </ReportTab>
  );
}
