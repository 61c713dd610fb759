// A labelled check box (an item's "enabled" switch), its ref passed through for register().
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styles from './desk.module.css';

export function Checkbox({ label, ...rest }: ComponentPropsWithRef<'input'> & { label: ReactNode }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...rest} />
      {label}
    </label>
  );
}
