// The operator console's payments desk: members' deposits and withdrawals to approve or reject, the
// deposit channels, and the payment settings. The open tab is in the address (?tab=…), so that a
// reload or a shared link opens the same one.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { ChannelsTab } from './ChannelsTab';
import { DepositsTab } from './DepositsTab';
import { SettingsTab } from './SettingsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

export const PAYMENTS_TABS = ['deposits', 'withdrawals', 'channels', 'settings'] as const;
type PaymentsTab = (typeof PAYMENTS_TABS)[number];

const isPaymentsTab = (value: string | null): value is PaymentsTab =>
  PAYMENTS_TABS.some((tab) => tab === value);

// Only the open tab's panel is mounted (Radix Tabs), so each list loads when its tab opens.
const TAB_CONTENT: Record<PaymentsTab, ReactNode> = {
  deposits: <DepositsTab />,
  withdrawals: <WithdrawalsTab />,
  channels: <ChannelsTab />,
  settings: <SettingsTab />,
};

export function PaymentsDesk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PaymentsTab = isPaymentsTab(requested) ? requested : 'deposits';
  return (
    <Page title={t('operator.payments.title')}>
      <Tabs
        aria-label={t('operator.payments.sections')}
        value={tab}
        onValueChange={(next) => setParams(next === 'deposits' ? {} : { tab: next }, { replace: true })}
        items={PAYMENTS_TABS.map((value) => ({
          value,
          label: t(`operator.payments.tabs.${value}`),
          content: TAB_CONTENT[value],
        }))}
      />
    </Page>
  );
}
