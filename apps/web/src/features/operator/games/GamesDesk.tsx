// The operator console's games and VIP desk: vendors, games, the house studio's options, the house
// sportsbook's fixtures and the VIP ladder, one tab each, the open one kept in the address.
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { GamesTab } from './GamesTab';
import { HouseSettingsTab } from './HouseSettingsTab';
import { SportsbookTab } from './SportsbookTab';
import { VendorsTab } from './VendorsTab';
import { VipLadderTab } from './VipLadderTab';

export function GamesDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="games"
      title={t('operator.games.title')}
      tabsLabel={t('operator.games.sections')}
      tabs={[
        { value: 'vendors', label: t('operator.games.tabs.vendors'), content: <VendorsTab /> },
        { value: 'games', label: t('operator.games.tabs.games'), content: <GamesTab /> },
        { value: 'house', label: t('operator.games.tabs.house'), content: <HouseSettingsTab /> },
        { value: 'sportsbook', label: t('operator.games.tabs.sportsbook'), content: <SportsbookTab /> },
        { value: 'vip', label: t('operator.games.tabs.vip'), content: <VipLadderTab />, desk: 'vip' },
      ]}
    />
  );
}
