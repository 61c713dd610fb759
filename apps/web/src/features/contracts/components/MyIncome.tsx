// My income (SPEC.md §2 "Agent centre menu"; AGENTS.md §6): one tab per contract type the agent's
// flags enable (the dividend, the daily and hourly wages, the real-time salary). Each tab shows the
// agent's own ACTIVE contracts of the type with their tiers, the contracts it gave its direct
// children (to end one), and its bills of the type, with the action that pays what it still owes
// its children.
import { useTranslation } from 'react-i18next';
import type { Consolidated, ContractType } from '@playdeck/contract/contracts';
import { Panel, PanelNote } from '../../../ui/Panel';
import { ReportState } from '../../../ui/ReportState';
import { Tabs } from '../../../ui/Tabs';
import { useConsolidated } from '../api/consolidated';
import { incomeTypes, ownContracts } from '../contract-types';
import { useContractText } from '../hooks/useContractText';
import { Bills } from './Bills';
import { DownlineContracts } from './DownlineContracts';
import { TiersTable } from './TiersTable';
import styles from './contracts.module.css';

export function MyIncome() {
  const { t } = useTranslation();
  const text = useContractText();
  const consolidated = useConsolidated();
  const value = consolidated.data;
  const types = incomeTypes(value);
  return (
    <section className={styles.screen} aria-label={t('agent.items.myIncome')}>
      <ReportState query={consolidated} empty={false} />
      {value && types.length > 0 ? (
        <Tabs
          aria-label={t('agent.contracts.income.tabs')}
          activationMode="manual"
          items={types.map((type) => ({
            value: type,
            label: text.type(type),
            content: <IncomeTab type={type} consolidated={value} />,
          }))}
        />
      ) : null}
    </section>
  );
}

function IncomeTab({ type, consolidated }: { type: ContractType; consolidated: Consolidated }) {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Panel title={t('agent.contracts.income.myContract')} headingLevel={2}>
        <MyContracts type={type} consolidated={consolidated} />
      </Panel>
      <Panel title={t('agent.contracts.downline.title')} headingLevel={2}>
        <DownlineContracts type={type} />
      </Panel>
      <Panel title={t('agent.contracts.income.bills')} headingLevel={2}>
        <Bills type={type} />
      </Panel>
    </div>
  );
}

/** The agent's ACTIVE contracts of the type, one per category, each with its tiers. */
function MyContracts({ type, consolidated }: { type: ContractType; consolidated: Consolidated }) {
  const { t } = useTranslation();
  const text = useContractText();
  const contracts = ownContracts(consolidated, type);
  if (contracts.length === 0) return <PanelNote>{t('agent.contracts.income.noContract')}</PanelNote>;
  return contracts.map((contract) => (
    <div key={contract.id} className={styles.stack}>
      <h3 className={styles.subtitle}>
        {t('agent.contracts.income.contractOf', {
          category: text.category(contract.category),
          issuer: text.issuer(contract),
        })}
      </h3>
      <TiersTable
        type={type}
        tiers={contract.tiers}
        label={t('agent.contracts.tiers.label', { name: text.name(contract) })}
        testId={`my-contract-${contract.category}`}
      />
    </div>
  ));
}
