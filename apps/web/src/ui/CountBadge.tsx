// The red count badge of SPEC.md §2 (messages, missions, rewards): nothing for zero, "99+" past 99.
import { classNames } from './class-names';
import styles from './CountBadge.module.css';

export const COUNT_BADGE_MAX = 99;

export function CountBadge({
  count,
  label,
  className,
}: {
  count: number;
  label?: string;
  className?: string;
}) {
  if (!(count > 0)) return null;
  const text = count > COUNT_BADGE_MAX ? `${COUNT_BADGE_MAX}+` : String(count);
  return (
    <span
      className={classNames(styles.badge, className)}
      aria-label={label}
      role={label ? 'status' : undefined}
    >
      {text}
    </span>
  );
}
