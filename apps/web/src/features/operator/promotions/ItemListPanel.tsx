// A list the desk writes itself (the promotions, the goods, the missions, the raffle draws) as a
// panel: its title and lead, Create, then the whole list as one page (PagedList), whose rows open
// the editor on their item. The editor stays open after a save and the list refreshes behind it,
// its notice saying what was saved; a fresh editor for each item, so nothing typed carries over.
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Panel, PanelNote } from '../../../ui/Panel';
import { PagedList, type PagedListProps } from '../components/PagedList';
import { useSavedNotice } from '../components/SavedNotice';
import type { ItemEditorEvents } from './use-item-editor';
import { IfAllowed } from '../components/staff-rights';

export interface ItemListPanelProps<Item extends { id: number }> extends Pick<
  PagedListProps<Item>,
  'query' | 'totalText' | 'emptyTitle' | 'head' | 'tableTestId'
> {
  title: string;
  lead?: string;
  createLabel: string;
  /** One item's row; `edit` opens the editor on it. */
  row: (item: Item, edit: () => void) => ReactNode;
  /** The editor on an item, or on a new one (null). */
  editor: (item: Item | null, events: ItemEditorEvents<Item>) => ReactNode;
  /** The list's notice once the editor saved an item. */
  savedText: (item: Item) => string;
}

export function ItemListPanel<Item extends { id: number }>({
  title,
  lead,
  createLabel,
  row,
  editor,
  savedText,
  ...list
}: ItemListPanelProps<Item>) {
  const notice = useSavedNotice();
  /** The editor's subject: an item to change, a new one, or none (closed). */
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  return (
    <Panel title={title} headingLevel={2}>
      {lead === undefined ? null : <PanelNote>{lead}</PanelNote>}
      <IfAllowed>
        <div>
          <Button onClick={() => setEditing({ item: null })}>{createLabel}</Button>
        </div>
      </IfAllowed>
      <PagedList
        {...list}
        notice={notice.message}
        row={(item) => row(item, () => setEditing({ item }))}
        pageNo={1}
        onPageChange={() => {}}
      />
      {editing ? (
        <Fragment key={editing.item?.id ?? 'new'}>
          {editor(editing.item, {
            onSaved: (saved) => notice.show(savedText(saved)),
            onClose: () => setEditing(null),
          })}
        </Fragment>
      ) : null}
    </Panel>
  );
}
