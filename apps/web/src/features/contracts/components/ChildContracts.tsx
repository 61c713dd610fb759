// Downline management's contract column (AGENTS.md §6 "contract status per type"): for a direct
// child agent, each contract the agent gave it that is in force or awaiting its answer, by type and
// category with its status.
import { useTranslation } from 'react-i18next';
import type { Downline } from '@playdeck/contract/agent';
import { StatusBadge } from '../../../ui/StatusBadge';
import { canHoldContract } from '../contract-types';
import { useChildContracts } from '../hooks/useChildContracts';
import { CONTRACT_STATUS_TONES, useContractText } from '../hooks/useContractText';
import styles from './contracts.module.css';

export function ChildContracts({ child }: { child: Downline }) {
  const { t } = useTranslation();
  const text = useContractText();
  const contracts = useChildContracts().get(child.id) ?? [];
  // A member, or an account below a child: not the agent's to contract with.
  if (!canHoldContract(child))
    return <span className={styles.muted}>{t('agent.downline.notApplicable')}</span>;
  if (contracts.length === 0) return <span className={styles.muted}>{t('agent.downline.noContract')}</span>;
  return (
    <ul className={styles.badges}>
      {contracts.map((contract) => (
        <li key={contract.id}>
          <span className={styles.muted}>{text.name(contract)}</span>{' '}
          <StatusBadge tone={CONTRACT_STATUS_TONES[contract.status]}>
            {text.status(contract.status)}
          </StatusBadge>
        </li>
      ))}
    </ul>
  );
}
