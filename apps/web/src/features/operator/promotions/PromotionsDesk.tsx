// The operator console's promotions desk (issue 15 items 1 and 2): the promotions the operator
// configures without code, the applications waiting for review, the turnover locks on bonuses,
// whose unmet bonus the operator may cancel, and the rebate settings (each game category's mode and
// rates by VIP level). The open tab is kept in the address (?tab=locks).
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { ApplicationsTab } from './ApplicationsTab';
import { PromotionsTab } from './PromotionsTab';
import { RebatesTab } from './RebatesTab';
import { TurnoverLocksTab } from './TurnoverLocksTab';

export function PromotionsDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
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
      ]}
    />
  );
}
