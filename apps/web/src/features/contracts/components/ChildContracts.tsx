// Downline management's contract column (AGENTS.md §6 "contract status per type"): for a direct
// child agent, each contract the agent gave it that is in force or awaiting its answer, by type and
// category with its status, and the action that ends it (or withdraws the offer).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '@playdeck/contract/agent';
import type { Contract } from '@playdeck/contract/contracts';
import { Button } from '../../../ui/Button';
import { StatusBadge } from '../../../ui/StatusBadge';
import { canHoldContract, isTerminable } from '../contract-types';
import { useChildContracts } from '../hooks/useChildContracts';
import { CONTRACT_STATUS_TONES, useContractText } from '../hooks/useContractText';
import styles from './contracts.module.css';
import { TerminateDialog } from './TerminateDialog';

export function ChildContracts({ child }: { child: Downline }) {
  const { t } = useTranslation();
  const text = useContractText();
  const contracts = useChildContracts().get(child.id) ?? [];
  const [ending, setEnding] = useState<Contract | null>(null);
  // A member, or an account below a child: not the agent's to contract with.
  if (!canHoldContract(child))
    return <span className={styles.muted}>{t('agent.downline.notApplicable')}</span>;
  if (contracts.length === 0) return <span className={styles.muted}>{t('agent.downline.noContract')}</span>;
  return (
    <>
      <ul className={styles.badges}>
        {contracts.map((contract) => (
          <li key={contract.id}>
            <span className={styles.muted}>{text.name(contract)}</span>{' '}
            <StatusBadge tone={CONTRACT_STATUS_TONES[contract.status]}>
              {text.status(contract.status)}
            </StatusBadge>{' '}
            {isTerminable(contract) ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEnding(contract)}
                aria-label={`${t('agent.contracts.downline.terminateNamed', { username: child.username })} (${text.name(contract)})`}
              >
                {t('agent.contracts.downline.terminate')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <TerminateDialog
        contract={ending}
        onClose={() => setEnding(null)}
        onTerminated={() => setEnding(null)}
      />
    </>
  );
}
