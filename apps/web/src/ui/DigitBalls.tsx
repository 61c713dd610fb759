// A number drawn as balls, one digit per ball (lottery results): each digit keeps its own colour in
// both themes, and the whole number is read out once rather than digit by digit.
import { classNames } from './class-names';
import styles from './DigitBalls.module.css';

export interface DigitBallsProps {
  number: string;
  size?: 'sm' | 'md' | 'lg';
  /** Read out instead of the number. */
  label?: string;
  className?: string;
}

export function DigitBalls({ number, size = 'md', label, className }: DigitBallsProps) {
  return (
    <span
      className={classNames(styles.balls, styles[size], className)}
      role="img"
      aria-label={label ?? number}
      data-number={number}
    >
      {[...number].map((digit, index) => (
        <span key={index} className={styles.ball} data-digit={digit} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
