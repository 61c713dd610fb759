// The operator console's content desk: announcements, notices, banners, help topics and the legal
// licence, one tab each. The open tab is kept in the address (?tab=…) so that a reload or a shared
// link opens the same one.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { AnnouncementsTab } from './components/AnnouncementsTab';
import { BannersTab } from './components/BannersTab';
import { HelpTopicsTab } from './components/HelpTopicsTab';
import { LicenceTab } from './components/LicenceTab';
import { NoticesTab } from './components/NoticesTab';

export const CONTENT_TABS = ['announcements', 'notices', 'banners', 'helpTopics', 'licence'] as const;
type ContentTab = (typeof CONTENT_TABS)[number];

const isContentTab = (value: string | null): value is ContentTab =>
  (CONTENT_TABS as readonly (string | null)[]).includes(value);

const TAB_CONTENT: Record<ContentTab, ComponentType> = {
  announcements: AnnouncementsTab,
  notices: NoticesTab,
  banners: BannersTab,
  helpTopics: HelpTopicsTab,
  licence: LicenceTab,
};

export function ContentDesk() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ContentTab = isContentTab(requested) ? requested : CONTENT_TABS[0];
  return (
    <Page title={t('operator.content.title')}>
      <Tabs
        aria-label={t('operator.content.title')}
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (params) => {
              params.set('tab', value);
              return params;
            },
            { replace: true },
          )
        }
        items={CONTENT_TABS.map((value) => {
          const Content = TAB_CONTENT[value];
          // Radix mounts only the open tab's panel, so a tab loads its list when it is first opened.
          return { value, label: t(`operator.content.tabs.${value}`), content: <Content /> };
        })}
      />
    </Page>
  );
}
