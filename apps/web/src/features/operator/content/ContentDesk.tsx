// The operator console's content desk: announcements, notices, banners, help topics and the legal
// licence, one tab each, the open one kept in the address.
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { AnnouncementsTab } from './components/AnnouncementsTab';
import { BannersTab } from './components/BannersTab';
import { HelpTopicsTab } from './components/HelpTopicsTab';
import { LicenceTab } from './components/LicenceTab';
import { NoticesTab } from './components/NoticesTab';

export function ContentDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="content"
      title={t('operator.content.title')}
      tabs={[
        {
          value: 'announcements',
          label: t('operator.content.tabs.announcements'),
          content: <AnnouncementsTab />,
        },
        { value: 'notices', label: t('operator.content.tabs.notices'), content: <NoticesTab /> },
        { value: 'banners', label: t('operator.content.tabs.banners'), content: <BannersTab /> },
        { value: 'helpTopics', label: t('operator.content.tabs.helpTopics'), content: <HelpTopicsTab /> },
        { value: 'licence', label: t('operator.content.tabs.licence'), content: <LicenceTab /> },
      ]}
    />
  );
}
