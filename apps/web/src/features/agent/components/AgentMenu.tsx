// The agent centre menu (SPEC.md §2 "Agent centre menu"). Contract items (dividend, wages) appear
// only when enabled for the account; their data arrives with the agent issues.
import { useTranslation } from 'react-i18next';
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

export function AgentMenu({
  selected,
  onSelect,
}: {
  selected: AgentMenuItem;
  onSelect: (item: AgentMenuItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent.menu')}>
      <ul className={styles.list}>
        {AGENT_MENU.map((item) => (
          <li key={item}>
            <button
              type="button"
              className={item === selected ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={item === selected ? 'page' : undefined}
              onClick={() => onSelect(item)}
            >
              {t(`agent.items.${item}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
