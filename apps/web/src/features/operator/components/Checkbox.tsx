// A check box with its label beside it (an item's "enabled", a game's "hot"), its ref passed through
// for react-hook-form's register(), and the first of its messages under it.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** Messages for this box; only the first is shown. */
  errors?: string[];
}

export function Checkbox({ label, errors, ...input }: CheckboxProps) {
  const errorId = useId();
  const error = errors?.find((message) => message.length > 0);
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
