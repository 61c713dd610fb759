// Joins CSS Module class names, skipping the falsy ones, so that components can write
// `classNames(styles.button, block && styles.block, className)` without a dependency.
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
