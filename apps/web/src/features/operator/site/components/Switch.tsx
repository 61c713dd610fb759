// An on/off switch: a native checkbox with the switch role (keyboard, forms and react-hook-form's
// register() for free), its label beside it and an explanation under the label. The explanation
// describes the switch rather than naming it, so a screen reader reads the name first.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './controls.module.css';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'role'> {
  label: ReactNode;
  description?: ReactNode;
}

export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={className ? `${styles.switchRow} ${className}` : styles.switchRow}>
      <input
        type="checkbox"
        role="switch"
        id={inputId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.switch}
        {...rest}
      />
      <div className={styles.switchText}>
        <label htmlFor={inputId} className={styles.switchLabel}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.switchDescription}>
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
