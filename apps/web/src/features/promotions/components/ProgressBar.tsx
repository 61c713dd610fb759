// A thin bar of how far an entry or a turnover lock is toward its target, with the figures as text.
import { classNames } from '../../../ui/class-names';
import { progressPercent } from '../progress';
import styles from './promotions.module.css';

export function ProgressBar({
  label,
  text,
  current,
  target,
}: {
  /** Names the bar for assistive technology. */
  label: string;
  /** The figures, e.g. "$40.00 / $100.00". */
  text: string;
  current: string;
  target: string;
}) {
  const percent = progressPercent(current, target);
  return (
    <div className={styles.progress}>
      <span className={styles.progressText}>{text}</span>
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
          className={classNames(styles.fill, percent >= 100 && styles.fillDone)}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
