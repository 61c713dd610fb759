// The operator console's site and security desk: the site settings, the registration field rules,
// the locked IPs, the outbox of SMS and e-mail, and the ledger check, one tab each. The open tab is
// in the address (?tab=outbox), so that a reload or a shared link opens the same tab.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { IpLocksTab } from './IpLocksTab';
import { LedgerTab } from './LedgerTab';
import { OutboxTab } from './OutboxTab';
import { RegistrationTab } from './RegistrationTab';
import { SettingsTab } from './SettingsTab';

export const SITE_DESK_TABS = ['settings', 'registration', 'ip-locks', 'outbox', 'ledger'] as const;
export type SiteDeskTab = (typeof SITE_DESK_TABS)[number];

const TAB_LABEL_KEYS: Record<SiteDeskTab, string> = {
  settings: 'operator.site.tabs.settings',
  registration: 'operator.site.tabs.registration',
  'ip-locks': 'operator.site.tabs.ipLocks',
  outbox: 'operator.site.tabs.outbox',
  ledger: 'operator.site.tabs.ledger',
};

const TAB_CONTENT: Record<SiteDeskTab, ComponentType> = {
  settings: SettingsTab,
  registration: RegistrationTab,
  'ip-locks': IpLocksTab,
  outbox: OutboxTab,
  ledger: LedgerTab,
};

function isTab(value: string | null): value is SiteDeskTab {
  return (SITE_DESK_TABS as readonly (string | null)[]).includes(value);
}

export function SiteDesk() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SiteDeskTab = isTab(requested) ? requested : 'settings';
  return (
    <Page title={t('operator.site.title')}>
      <Tabs
        aria-label={t('operator.site.title')}
        value={tab}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        items={SITE_DESK_TABS.map((value) => {
          const Content = TAB_CONTENT[value];
          return { value, label: t(TAB_LABEL_KEYS[value]), content: <Content /> };
        })}
      />
    </Page>
  );
}
