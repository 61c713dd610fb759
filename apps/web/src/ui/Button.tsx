// The one button of the site. It is a native <button> with every native prop and the ref passed
// through, so it works inside forms and with focus management; `type` defaults to "button" so that
// a button placed in a form never submits it by accident.
import type { ComponentPropsWithRef } from 'react';
import { classNames } from './class-names';
import { Spinner } from './Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the full width of the container. */
  block?: boolean;
  /** Show a spinner and refuse clicks while the action it started is under way. */
  loading?: boolean;
}

const spinnerSizes: Record<ButtonSize, number> = { sm: 14, md: 16, lg: 18 };

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(styles.button, styles[variant], styles[size], block && styles.block, className)}
    >
      {loading && <Spinner size={spinnerSizes[size]} />}
      {children}
    </button>
  );
}
