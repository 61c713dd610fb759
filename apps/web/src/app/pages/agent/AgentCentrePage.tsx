// The agent centre (SPEC.md §2 "/agentHome", "Agent centre menu"): the agent layout around the
// screen the address names (?item=…). It composes the agent feature's reports with the screens the
// member centre shows a member (deposit, withdraw, bonus details, messages, announcements, customer
// service), which are the agent's own here, and with the contracts (My income, the consent pop-up
// for offers awaiting an answer, the contract column and offer of downline management), so it lives
// in app/ (a feature never imports another).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { useConsolidated } from '../../../features/contracts/api/consolidated';
import { ChildContracts } from '../../../features/contracts/components/ChildContracts';
import { ConsentPopup } from '../../../features/contracts/components/ConsentPopup';
import { MyIncome } from '../../../features/contracts/components/MyIncome';
import { OfferContractAction } from '../../../features/contracts/components/OfferContractAction';
import { incomeTypes } from '../../../features/contracts/contract-types';
import { Inbox } from '../../../features/messages/components/Inbox';
import { DepositScreen } from '../../../features/payments/components/DepositScreen';
import { WithdrawScreen } from '../../../features/payments/components/WithdrawScreen';
import { BonusDetails } from '../../../features/wallet/components/MoneyRecords';
import { Loader } from '../../../ui/Loader';
import { AgentLayout } from '../../layout/AgentLayout';
import { AgentAnnouncements } from './AgentAnnouncements';
import { AgentCustomerService } from './AgentCustomerService';

/** Every item with a screen; the menu shows My income only to an agent with a type enabled. */
const SCREENS: Record<AgentMenuItem, () => ReactNode> = {
  announcement: () => <AgentAnnouncements />,
  teamOverview: () => <TeamOverview />,
  registerCentre: () => <RegisterCentre />,
  downline: () => (
    <Downlines
      contracts={{
        status: (row) => <ChildContracts child={row} />,
        action: (row) => <OfferContractAction child={row} />,
      }}
    />
  ),
  teamBetting: () => <TeamBetting />,
  profitLoss: () => <TeamProfitLoss />,
  myIncome: () => <MyIncome />,
  transactions: () => <Transactions />,
  bonus: () => <BonusDetails />,
  deposit: () => <DepositScreen />,
  withdraw: () => <WithdrawScreen />,
  messages: () => <Inbox />,
  customerService: () => <AgentCustomerService />,
};

export function AgentCentrePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The consolidated call decides My income; a failed call leaves it out and the rest works.
  const consolidated = useConsolidated();
  const items = visibleAgentMenu(incomeTypes(consolidated.data));
  const requested = params.get(AGENT_ITEM_PARAM);
  // My income asked for by the address waits for the flags instead of falling back at once.
  const waiting = requested === 'myIncome' && consolidated.isPending;
  const selected: AgentMenuItem = waiting
    ? 'myIncome'
    : isAgentMenuItem(requested) && items.includes(requested)
      ? requested
      : AGENT_DEFAULT_ITEM;
  return (
    <AgentLayout items={items} selected={selected}>
      {/* A new item is a new screen: its search and page start afresh. */}
      <div key={selected}>{waiting ? <Loader label={t('ui.loading')} /> : SCREENS[selected]()}</div>
      <ConsentPopup />
    </AgentLayout>
  );
}
