// The operator console's games and VIP desk: vendors, games, the house studio's options and the VIP
// ladder, one tab each. The open tab is kept in the address (?tab=…), so that a reload or a link
// opens the same tab.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { GamesTab } from './GamesTab';
import { HouseSettingsTab } from './HouseSettingsTab';
import { VendorsTab } from './VendorsTab';
import { VipLadderTab } from './VipLadderTab';

const DESK_TABS = ['vendors', 'games', 'house', 'vip'] as const;
type DeskTab = (typeof DESK_TABS)[number];

const isDeskTab = (value: string | null): value is DeskTab =>
  (DESK_TABS as readonly (string | null)[]).includes(value);

export function GamesDesk() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: DeskTab = isDeskTab(requested) ? requested : 'vendors';
  return (
    <Page title={t('operator.games.title')}>
      <Tabs
        aria-label={t('operator.games.sections')}
        value={tab}
        onValueChange={(value) => setSearchParams({ tab: value }, { replace: true })}
        items={[
          { value: 'vendors', label: t('operator.games.tabs.vendors'), content: <VendorsTab /> },
          { value: 'games', label: t('operator.games.tabs.games'), content: <GamesTab /> },
          { value: 'house', label: t('operator.games.tabs.house'), content: <HouseSettingsTab /> },
          { value: 'vip', label: t('operator.games.tabs.vip'), content: <VipLadderTab /> },
        ]}
      />
    </Page>
  );
}
