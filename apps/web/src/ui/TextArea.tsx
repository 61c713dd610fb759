// A multi-line text input in the look of TextInput (a reason, a message, HTML content). Like
// TextInput and Select it takes the enclosing Field's id and ARIA wiring, and passes its ref through
// for react-hook-form's register(). `rows` sets its first height; the operator may drag it taller.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';
import { useFieldControl } from './Field';
import styles from './TextArea.module.css';

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
      className={classNames(styles.textArea, className)}
    />
  );
}
