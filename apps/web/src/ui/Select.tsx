// A styled native <select>: the phone's own picker on mobile, keyboard and screen readers for free.
// Like TextInput it takes the enclosing Field's id and ARIA wiring, and passes its ref through for
// react-hook-form's register().
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';
import { useFieldControl } from './Field';
import styles from './Select.module.css';

export function Select({ className, children, ...rest }: ComponentPropsWithRef<'select'>) {
  const control = useFieldControl();
  return (
    <select
      id={control?.id}
      aria-invalid={control?.['aria-invalid']}
      aria-describedby={control?.['aria-describedby']}
      aria-required={control?.['aria-required']}
      {...rest}
      className={classNames(styles.select, className)}
    >
      {children}
    </select>
  );
}
