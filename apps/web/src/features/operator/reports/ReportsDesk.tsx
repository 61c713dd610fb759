// The operator console's reports desk (issue 19 §2): revenue by day, play by game, payments by channel,
// members, bonuses and commissions, and RTP per game, one tab each over one period of site days that
// the tabs share (the last 30 days until the operator picks another).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTime } from '../../../lib/site-time';
import { DeskPage } from '../components/DeskPage';
import type { ReportPeriod } from './api/reports';
import { BonusesTab } from './BonusesTab';
import { GamesTab } from './GamesTab';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import { PaymentsTab } from './PaymentsTab';
import { RtpTab } from './RtpTab';

/** The period the desk opens with, as the server's default. */
export const DEFAULT_PERIOD_DAYS = 30;

export function ReportsDesk() {
  const { t } = useTranslation();
  const clock = useSiteTime();
  const [period, setPeriod] = useState<ReportPeriod>(() => clock.period(DEFAULT_PERIOD_DAYS));
  const props = { period, onPeriodChange: setPeriod };
  return (
    <DeskPage
      desk="reports"
      viewOnly
      title={t('operator.reports.title')}
      tabsLabel={t('operator.reports.sections')}
      tabs={[
        {
          value: 'overview',
          label: t('operator.reports.tabs.overview'),
          content: <OverviewTab {...props} />,
        },
        { value: 'games', label: t('operator.reports.tabs.games'), content: <GamesTab {...props} /> },
        {
          value: 'payments',
          label: t('operator.reports.tabs.payments'),
          content: <PaymentsTab {...props} />,
        },
        { value: 'members', label: t('operator.reports.tabs.members'), content: <MembersTab {...props} /> },
        { value: 'bonuses', label: t('operator.reports.tabs.bonuses'), content: <BonusesTab {...props} /> },
        { value: 'rtp', label: t('operator.reports.tabs.rtp'), content: <RtpTab {...props} /> },
      ]}
    />
  );
}
