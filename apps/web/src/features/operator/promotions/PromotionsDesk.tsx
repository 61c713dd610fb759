// The operator console's promotions desk (issue 15): the promotions the operator configures without
// code, the applications waiting for review, the turnover locks on bonuses, whose unmet bonus the
// operator may cancel, the rebate settings (each game category's mode and rates by VIP level), and
// the member rewards: the points mall (rates, goods, redemptions), missions, referral and the raffle's
// draws. The open tab is kept in the address (?tab=locks).
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { ApplicationsTab } from './ApplicationsTab';
import { MissionsTab } from './MissionsTab';
import { PointsTab } from './PointsTab';
import { PromotionsTab } from './PromotionsTab';
import { RaffleTab } from './RaffleTab';
import { RebatesTab } from './RebatesTab';
import { ReferralTab } from './ReferralTab';
import { TurnoverLocksTab } from './TurnoverLocksTab';

export function PromotionsDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="promotions"
      title={t('operator.promotions.title')}
      tabsLabel={t('operator.promotions.sections')}
      tabs={[
        { value: 'promotions', label: t('operator.promotions.tabs.promotions'), content: <PromotionsTab /> },
        {
          value: 'applications',
          label: t('operator.promotions.tabs.applications'),
          content: <ApplicationsTab />,
        },
        { value: 'locks', label: t('operator.promotions.tabs.locks'), content: <TurnoverLocksTab /> },
        { value: 'rebates', label: t('operator.promotions.tabs.rebates'), content: <RebatesTab /> },
        { value: 'points', label: t('operator.promotions.tabs.points'), content: <PointsTab /> },
        { value: 'missions', label: t('operator.promotions.tabs.missions'), content: <MissionsTab /> },
        { value: 'referral', label: t('operator.promotions.tabs.referral'), content: <ReferralTab /> },
        { value: 'raffle', label: t('operator.promotions.tabs.raffle'), content: <RaffleTab /> },
      ]}
    />
  );
}
