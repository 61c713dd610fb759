// The drill-down trail (breadcrumb) of the downlines and the profit and loss: from the signed-in
// agent down to the account whose rows are shown. Every step but the last goes back up to it.
import { useTranslation } from 'react-i18next';
import styles from './agent.module.css';

export interface TrailProps {
  /** From the signed-in agent (first) down to the account shown (last). */
  trail: readonly { id: number; username: string }[];
  /** Opens a step: undefined for the signed-in agent itself. */
  onOpen: (accountId: number | undefined) => void;
}

export function Trail({ trail, onOpen }: TrailProps) {
  const { t } = useTranslation();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t('agent.common.trail')} className={styles.trail}>
      <ol>
        {trail.map((step, index) => (
          <li key={step.id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{step.username}</span>
            ) : (
              <button
                type="button"
                className={styles.link}
                onClick={() => onOpen(index === 0 ? undefined : step.id)}
              >
                {step.username}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
