// What a list shows when it has nothing in it (SPEC.md §2: the game lobby's "no-data state"), so
// every empty list looks and reads the same.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { EmptyIcon } from './Icons';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Defaults to the translated "No data". */
  title?: ReactNode;
  description?: ReactNode;
  /** A next step, usually a Button. */
  action?: ReactNode;
  /** Replaces the default empty-tray picture; keep it decorative (aria-hidden). */
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={classNames(styles.empty, className)}>
      <div className={styles.icon}>{icon ?? <EmptyIcon size={48} />}</div>
      <p className={styles.title}>{title ?? t('ui.noData')}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
