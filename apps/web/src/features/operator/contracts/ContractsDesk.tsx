// The operator console's contracts desk (issue 14, AGENTS.md §1–§6): the agent contracts (dividend,
// daily wage, hourly wage, real-time salary) and their settlement. One tab each for the contracts,
// issuing a platform contract to a top-level agent, the settlement bills to review, running a period
// by hand, and the contract settings; the open tab is kept in the address (?tab=bills).
import { useTranslation } from 'react-i18next';
import { DeskPage } from '../components/DeskPage';
import { BillsTab } from './BillsTab';
import { ContractsTab } from './ContractsTab';
import { IssueTab } from './IssueTab';
import { SettingsTab } from './SettingsTab';
import { SettlementTab } from './SettlementTab';

export function ContractsDesk() {
  const { t } = useTranslation();
  return (
    <DeskPage
      desk="contracts"
      title={t('operator.contracts.title')}
      tabsLabel={t('operator.contracts.sections')}
      tabs={[
        { value: 'contracts', label: t('operator.contracts.tabs.contracts'), content: <ContractsTab /> },
        { value: 'issue', label: t('operator.contracts.tabs.issue'), content: <IssueTab /> },
        { value: 'bills', label: t('operator.contracts.tabs.bills'), content: <BillsTab /> },
        { value: 'settlement', label: t('operator.contracts.tabs.settlement'), content: <SettlementTab /> },
        { value: 'settings', label: t('operator.contracts.tabs.settings'), content: <SettingsTab /> },
      ]}
    />
  );
}
