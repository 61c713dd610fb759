// The operator console's payments desk: members' deposits and withdrawals to approve or reject, the
// deposit channels, and the payment settings, one tab each, the open one kept in the address.
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { ChannelsTab } from './ChannelsTab';
import { DepositsTab } from './DepositsTab';
import { SettingsTab } from './SettingsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

export function PaymentsDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="payments"
      title={t('operator.payments.title')}
      tabsLabel={t('operator.payments.sections')}
      tabs={[
        { value: 'deposits', label: t('operator.payments.tabs.deposits'), content: <DepositsTab /> },
        { value: 'withdrawals', label: t('operator.payments.tabs.withdrawals'), content: <WithdrawalsTab /> },
        { value: 'channels', label: t('operator.payments.tabs.channels'), content: <ChannelsTab /> },
        { value: 'settings', label: t('operator.payments.tabs.settings'), content: <SettingsTab /> },
      ]}
    />
  );
}
