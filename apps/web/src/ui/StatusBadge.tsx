// A short status word on a tinted pill (pending, credited, rejected…), its tone saying how it went.
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './StatusBadge.module.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={classNames(styles.status, styles[tone])}>{children}</span>;
}
