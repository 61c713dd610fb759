// A multi-line input for the desk's HTML and plain-text content. The design system has no text area
// yet, so this one lives here; like ui/TextInput it takes the enclosing Field's id and ARIA wiring
// and passes its ref through for react-hook-form's register().
import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../../../ui/class-names';
import { useFieldControl } from '../../../../ui/Field';
import styles from './desk.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** Prose rather than markup: a shorter box, and the browser's spelling check. */
  plain?: boolean;
}

export function TextArea({ plain = false, className, ...rest }: TextAreaProps) {
  const control = useFieldControl();
  return (
    <textarea
      id={control?.id}
      aria-invalid={control?.['aria-invalid']}
      aria-describedby={control?.['aria-describedby']}
      aria-required={control?.['aria-required']}
      spellCheck={plain}
      {...rest}
      className={classNames(styles.textarea, plain && styles.plain, className)}
    />
  );
}
