// A row of toggle chips where one is chosen: the vendor filter (ALL plus vendors) and the RNG
// sub-type tabs. A radio group for assistive technology, scrolling sideways on a narrow screen.
import type { ReactNode } from 'react';
import styles from './ChipGroup.module.css';

export type Chip = { value: string; label: ReactNode; icon?: string };

export function ChipGroup({
  chips,
  value,
  onChange,
  label,
  testId,
}: {
  chips: readonly Chip[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  testId?: string;
}) {
  return (
    <div className={styles.group} role="radiogroup" aria-label={label} data-testid={testId}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          role="radio"
          aria-checked={chip.value === value}
          className={chip.value === value ? `${styles.chip} ${styles.active}` : styles.chip}
          onClick={() => onChange(chip.value)}
        >
          {chip.icon ? <img src={chip.icon} alt="" className={styles.icon} /> : null}
          {chip.label}
        </button>
      ))}
    </div>
  );
}
