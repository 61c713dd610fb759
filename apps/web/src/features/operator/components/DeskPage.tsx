// A desk of the operator console: its title over one tab per part of the desk. The open tab is kept
// in the address (?tab=…, none for the first tab), so that a reload or a shared link opens the same
// one. Radix mounts only the open tab's panel, so a tab loads its data when it is first opened. Each
// tab names the API desk its changes go to (the desk's by default), so that its change controls ask the
// staff role's rights of it, and a tab the role may only read says so at its top.
import type { ReactNode } from 'react';
import type { StaffDesk } from '@playdeck/contract/staff';
import { useSearchParams } from 'react-router';
import { Page } from '../../../ui/Page';
import { Tabs } from '../../../ui/Tabs';
import { DeskRights, ReadOnlyNotice } from './staff-rights';

export interface DeskTab {
  /** The tab's name in the address. */
  value: string;
  label: string;
  content: ReactNode;
  /** The API desk this tab changes, when not the desk's own. */
  desk?: StaffDesk;
}

export interface DeskPageProps {
  title: string;
  /** The API desk the desk's tabs change (packages/contract/src/staff.ts). */
  desk: StaffDesk;
  /** A desk with nothing to change (reports): no tab says that the role may only read it. */
  viewOnly?: boolean;
  /** Names the tab list for screen readers; the title by default. */
  tabsLabel?: string;
  /** The desk's tabs; the first opens when the address names none (or one the desk does not have). */
  tabs: readonly [DeskTab, ...DeskTab[]];
}

export function DeskPage({ title, desk, viewOnly = false, tabsLabel = title, tabs }: DeskPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((item) => item.value === requested) ?? tabs[0];
  const open = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === tabs[0].value) params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );
  return (
    <Page title={title}>
      <Tabs
        aria-label={tabsLabel}
        value={tab.value}
        onValueChange={open}
        items={tabs.map((item) => ({
          ...item,
          content: (
            <DeskRights desk={item.desk ?? desk}>
              {viewOnly ? null : <ReadOnlyNotice />}
              {item.content}
            </DeskRights>
          ),
        }))}
      />
    </Page>
  );
}
