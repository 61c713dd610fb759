// Tabs on Radix Tabs (arrow-key navigation, roles and selection state for free), driven by a list of
// items so that a feature can hide a tab by configuration (SPEC.md: "each shown only if enabled")
// without rebuilding the markup. An item without `content` makes a plain tab strip: the caller then
// renders the panel for the selected value itself.
import type { ReactNode } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { classNames } from './class-names';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content?: ReactNode;
  /** Hidden tabs are not rendered at all. */
  hidden?: boolean;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  value?: string;
  /** Defaults to the first visible item when neither value nor defaultValue is given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * 'manual' selects a tab on click or Enter only, not when focus lands on it: for tabs whose choice
   * may open a dialog, which would give focus back to the tab and open again.
   */
  activationMode?: 'automatic' | 'manual';
  /** Names the tab list for screen readers when no visible heading does. */
  'aria-label'?: string;
  className?: string;
}

export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  activationMode,
  className,
  ...rest
}: TabsProps) {
  const visible = items.filter((item) => !item.hidden);
  return (
    <RadixTabs.Root
      className={classNames(styles.root, className)}
      value={value}
      defaultValue={defaultValue ?? visible[0]?.value}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List className={styles.list} aria-label={rest['aria-label']}>
        {visible.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
            // Point at a panel only when there is one; a dangling aria-controls confuses screen readers.
            {...(item.content === undefined ? { 'aria-controls': undefined } : {})}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {visible.map((item) =>
        item.content === undefined ? null : (
          <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
            {item.content}
          </RadixTabs.Content>
        ),
      )}
    </RadixTabs.Root>
  );
}
