// The operator console's site and security desk: the site settings, the registration field rules,
// the locked IPs, the outbox of SMS and e-mail, the ledger check, third-party sign-in and who sends
// SMS codes, one tab each, the open one kept
// in the address (?tab=outbox).
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { IpLocksTab } from './IpLocksTab';
import { LedgerTab } from './LedgerTab';
import { OutboxTab } from './OutboxTab';
import { RegistrationTab } from './RegistrationTab';
import { SettingsTab } from './SettingsTab';
import { ThirdPartyTab } from './ThirdPartyTab';
import { SmsCodesTab } from './SmsCodesTab';

export function SiteDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="site"
      title={t('operator.site.title')}
      tabs={[
        { value: 'settings', label: t('operator.site.tabs.settings'), content: <SettingsTab /> },
        { value: 'registration', label: t('operator.site.tabs.registration'), content: <RegistrationTab /> },
        { value: 'ip-locks', label: t('operator.site.tabs.ipLocks'), content: <IpLocksTab /> },
        { value: 'outbox', label: t('operator.site.tabs.outbox'), content: <OutboxTab /> },
        { value: 'ledger', label: t('operator.site.tabs.ledger'), content: <LedgerTab />, desk: 'payments' },
        { value: 'third-party', label: t('operator.site.tabs.thirdParty'), content: <ThirdPartyTab /> },
        { value: 'sms-codes', label: t('operator.site.tabs.smsCodes'), content: <SmsCodesTab /> },
      ]}
    />
  );
}
