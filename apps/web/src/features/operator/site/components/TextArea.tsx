// A multi-line text input in the look of the design system's TextInput; inside a Field it takes the
// Field's id and ARIA wiring, and its ref passes through for react-hook-form's register().
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../../../../ui/Field';
import styles from './controls.module.css';

export function TextArea({ className, rows = 4, ...rest }: ComponentPropsWithRef<'textarea'>) {
  const control = useFieldControl();
  return (
    <textarea
      id={control?.id}
      aria-invalid={control?.['aria-invalid']}
      aria-describedby={control?.['aria-describedby']}
      aria-required={control?.['aria-required']}
      rows={rows}
      {...rest}
      className={className ? `${styles.textArea} ${className}` : styles.textArea}
    />
  );
}
