// A thin bar of how far something is toward its target (a mission, an entry, a turnover lock), with
// the figures as text above it. The caller works the percentage out; the bar turns the success colour
// at 100.
import { classNames } from './class-names';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Names the bar for assistive technology. */
  label: string;
  /** The figures, e.g. "$40.00 / $100.00", shown and read as the bar's value. */
  text: string;
  /** 0 to 100. */
  percent: number;
}

export function ProgressBar({ label, text, percent }: ProgressBarProps) {
  return (
    <div className={styles.progress}>
      <span className={styles.text}>{text}</span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div
          className={classNames(styles.fill, percent >= 100 && styles.done)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
