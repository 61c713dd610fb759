// The agent centre menu (SPEC.md §2 "Agent centre menu"). Each item is a link to /agentHome?item=…,
// so that the screen shown survives a reload and the browser's back button returns to the last one.
// My income (dividend and the salaries) shows only when one of the contract types is enabled for the
// agent (SPEC.md §2, ../shared/AGENTS.md §6): the page reads that from the consolidated call's four
// flags (divtypereq, dailysalreqtype, contracthoursalreqtype, realtimesalreqtype).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractType } from '@playdeck/contract/contracts';
import styles from './AgentMenu.module.css';

export const AGENT_MENU = [
  'announcement',
  'teamOverview',
  'registerCentre',
  'downline',
  'teamBetting',
  'profitLoss',
  'myIncome',
  'transactions',
  'bonus',
  'deposit',
  'withdraw',
  'messages',
  'customerService',
] as const;
export type AgentMenuItem = (typeof AGENT_MENU)[number];

/** The address's parameter that names the screen. */
export const AGENT_ITEM_PARAM = 'item';
export const AGENT_DEFAULT_ITEM: AgentMenuItem = 'teamOverview';

export const isAgentMenuItem = (value: string | null): value is AgentMenuItem =>
  value !== null && (AGENT_MENU as readonly string[]).includes(value);

/** The menu an agent sees: my income only with at least one contract type enabled for the agent. */
export function visibleAgentMenu(enabledContractTypes: readonly ContractType[]): AgentMenuItem[] {
  return AGENT_MENU.filter((item) => item !== 'myIncome' || enabledContractTypes.length > 0);
}

export const agentItemPath = (item: AgentMenuItem) => `/agentHome?${AGENT_ITEM_PARAM}=${item}`;

export function AgentMenu({ items, selected }: { items: readonly AgentMenuItem[]; selected: AgentMenuItem }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent.menu')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item}>
            <Link
              to={agentItemPath(item)}
              className={item === selected ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={item === selected ? 'page' : undefined}
            >
              {t(`agent.items.${item}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
