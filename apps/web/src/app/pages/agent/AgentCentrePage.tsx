// The agent centre (SPEC.md §2 "/agentHome", "Agent centre menu"): the agent layout around the
// screen the address names (?item=…). It composes the agent feature's reports with the screens the
// member centre shows a member (deposit, withdraw, bonus details, messages, announcements, customer
// service), which are the agent's own here, so it lives in app/ (a feature never imports another).
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  AGENT_DEFAULT_ITEM,
  AGENT_ITEM_PARAM,
  isAgentMenuItem,
  visibleAgentMenu,
  type AgentMenuItem,
} from '../../../features/agent/components/AgentMenu';
import { Downlines } from '../../../features/agent/components/Downlines';
import { RegisterCentre } from '../../../features/agent/components/RegisterCentre';
import { TeamBetting } from '../../../features/agent/components/TeamBetting';
import { TeamOverview } from '../../../features/agent/components/TeamOverview';
import { TeamProfitLoss } from '../../../features/agent/components/TeamProfitLoss';
import { Transactions } from '../../../features/agent/components/Transactions';
import { Inbox } from '../../../features/messages/components/Inbox';
import { DepositScreen } from '../../../features/payments/components/DepositScreen';
import { WithdrawScreen } from '../../../features/payments/components/WithdrawScreen';
import { BonusDetails } from '../../../features/wallet/components/MoneyRecords';
import { AgentLayout } from '../../layout/AgentLayout';
import { AgentAnnouncements } from './AgentAnnouncements';
import { AgentCustomerService } from './AgentCustomerService';

/**
 * Every item with a screen. My income (the contracts' income) comes with the contracts issue; until
 * then no agent has an enabled contract, and the menu does not show it (visibleAgentMenu).
 */
const SCREENS: Partial<Record<AgentMenuItem, () => ReactNode>> = {
  announcement: () => <AgentAnnouncements />,
  teamOverview: () => <TeamOverview />,
  registerCentre: () => <RegisterCentre />,
  downline: () => <Downlines />,
  teamBetting: () => <TeamBetting />,
  profitLoss: () => <TeamProfitLoss />,
  transactions: () => <Transactions />,
  bonus: () => <BonusDetails />,
  deposit: () => <DepositScreen />,
  withdraw: () => <WithdrawScreen />,
  messages: () => <Inbox />,
  customerService: () => <AgentCustomerService />,
};

/** No contract of the agent is enabled before the contracts issue. */
const ENABLED_CONTRACT_TYPES: readonly string[] = [];

export function AgentCentrePage() {
  const [params] = useSearchParams();
  const items = visibleAgentMenu(ENABLED_CONTRACT_TYPES).filter((item) => SCREENS[item]);
  const requested = params.get(AGENT_ITEM_PARAM);
  const selected = isAgentMenuItem(requested) && items.includes(requested) ? requested : AGENT_DEFAULT_ITEM;
  return (
    <AgentLayout items={items} selected={selected}>
      {/* A new item is a new screen: its search and page start afresh. */}
      <div key={selected}>{SCREENS[selected]?.()}</div>
    </AgentLayout>
  );
}
