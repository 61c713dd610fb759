// The quiet line that says what the last decision or save did ("Deposit #12 approved"), read out
// politely by screen readers; an error is shown in a warning dialog instead.
import styles from './desk.module.css';

export function Notice({ text }: { text: string | null }) {
  return text ? (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  ) : null;
}
