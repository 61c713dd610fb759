// A multi-line text input for the desk's forms (a rejection's reason). It takes the enclosing
// Field's id and ARIA wiring like the design system's TextInput, and passes its ref through for
// react-hook-form's register().
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from '../../../ui/Field';
import styles from './desk.module.css';

export function TextArea(props: ComponentPropsWithRef<'textarea'>) {
  const control = useFieldControl();
  return (
    <textarea
      id={control?.id}
      aria-invalid={control?.['aria-invalid']}
      aria-describedby={control?.['aria-describedby']}
      aria-required={control?.['aria-required']}
      {...props}
      className={styles.textarea}
    />
  );
}
