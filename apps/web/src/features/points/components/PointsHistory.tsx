// The member's points history under two tabs: the redemptions (SPEC.md §7 "redeem list") and the
// transaction detail (§7 "member transaction detail"). Only the open tab's list is asked for.
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../ui/Panel';
import { Tabs } from '../../../ui/Tabs';
import { PointsEntries } from './PointsEntries';
import { RedemptionList } from './RedemptionList';

export function PointsHistory() {
  const { t } = useTranslation();
  return (
    <Panel aria-label={t('points.history')}>
      <Tabs
        aria-label={t('points.history')}
        items={[
          { value: 'redemptions', label: t('points.redemptions.title'), content: <RedemptionList /> },
          { value: 'entries', label: t('points.entries.title'), content: <PointsEntries /> },
        ]}
      />
    </Panel>
  );
}
