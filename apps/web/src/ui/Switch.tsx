// An on/off switch: a native checkbox with the switch role, so that the keyboard (Space), forms and
// react-hook-form's register() work as for any checkbox, and a screen reader hears its name and
// whether it is on. Its label stands beside it with an optional explanation under it; the
// explanation describes the switch rather than naming it, so a screen reader reads the name first.
// In a table row whose column already says what it switches, the label is read but not shown.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './class-names';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  /** Names the switch: what is on when it is on. */
  label: ReactNode;
  /** Explains the switch under its label. */
  description?: ReactNode;
  /** The label is for screen readers only (a switch in a table row). */
  hideLabel?: boolean;
  /** A change is under way: the switch says so and refuses clicks until it is done. */
  busy?: boolean;
}

export function Switch({
  label,
  description,
  hideLabel = false,
  busy = false,
  disabled,
  id,
  className,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={classNames(hideLabel ? styles.bare : styles.row, className)}>
      <input
        type="checkbox"
        role="switch"
        id={inputId}
        aria-describedby={description ? descriptionId : undefined}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        className={styles.switch}
        {...rest}
      />
      <div className={hideLabel ? 'visually-hidden' : styles.text}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
