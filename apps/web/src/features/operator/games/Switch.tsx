// An on/off switch for a table row (a vendor or game shown in the lobby, a game marked hot): a
// button with the switch role, so that a screen reader hears its name and whether it is on, and a
// click or Space flips it. The design system has no switch yet, so the desk keeps its own.
import { classNames } from '../../../ui/class-names';
import styles from './desk.module.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Names the switch: what turns on when it is on. */
  label: string;
  /** A change is under way: the switch shows it and refuses clicks. */
  busy?: boolean;
  disabled?: boolean;
}

export function Switch({ checked, onCheckedChange, label, busy = false, disabled = false }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={classNames(styles.switch, checked && styles.switchOn)}
      onClick={() => onCheckedChange(!checked)}
    >
      <span className={styles.switchThumb} aria-hidden="true" />
    </button>
  );
}
