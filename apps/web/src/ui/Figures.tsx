// A member's figures at a glance (points, friends, totals): each a small label over its value, as a
// description list. Two a row on a phone and up to four on a row from 640px, packed to the start. A
// screen gives one figure its own weight through its className and module.
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './Figures.module.css';

export function Figures({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={classNames(styles.figures, className)}>{children}</dl>;
}

export interface FigureProps {
  label: ReactNode;
  /** The value's test id, which the tests and journeys read the figure by. */
  testId?: string;
  className?: string;
  children: ReactNode;
}

export function Figure({ label, testId, className, children }: FigureProps) {
  return (
    <div className={classNames(styles.figure, className)}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
