// The frame of the content desk's list tabs: the toolbar (the tab's own filters, the language, the
// count, the saved notice and the create button), the loading and empty states, a table of one page
// of rows with each row's Edit and Delete, the pages, and the editor while one is open. A tab names
// its columns, its cells and its editor; deleting asks first and answers with the saved notice.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/Button';
import { DataTable } from '../../../../ui/DataTable';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { QueryState, type QueryStateSource } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { defaultContentLanguage, type ContentLanguage, type LanguageFilter } from '../content-language';
import { LanguageOptions } from './LanguageOptions';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { usePage } from './use-page';
import styles from './desk.module.css';
import { IfAllowed } from '../../components/staff-rights';

/** What every content item has that the frame reads: a title to name it by and a language. */
type ContentItem = { title: string; language: ContentLanguage };

/** The editor: closed, a new item, or one from the list. */
type Editing<T> = { item: T | null } | null;

export interface ContentListProps<T extends ContentItem> {
  /** The tab's accessible name. */
  label: string;
  /** The tab's section of the message catalogue, which holds its `create` and `list` texts. */
  words: string;
  query: QueryStateSource & { data: readonly T[] | undefined };
  /** What tells one item from another: the row key, and which row is being deleted. */
  keyOf: (item: T) => string | number;
  /** Deletes an item (after the operator has confirmed). */
  remove: (item: T) => Promise<unknown>;
  /** The tab's own filters, before the language; `restart` goes back to the first page. */
  filters?: (restart: () => void) => ReactNode;
  /** Whether an item passes the tab's own filters. */
  keep?: (item: T) => boolean;
  /** The header cells, before the actions' column. */
  columns: ReactNode;
  /** A row's cells, before its actions. */
  cells: (item: T) => ReactNode;
  /** The editor of an item, or of a new one (null). */
  editor: (item: T | null, events: { onSaved: () => void; onClose: () => void }) => ReactNode;
}

export function ContentList<T extends ContentItem>({
  label,
  words,
  query,
  keyOf,
  remove,
  filters,
  keep = () => true,
  columns,
  cells,
  editor,
}: ContentListProps<T>) {
  const { t, i18n } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const notice = useSavedNotice();
  const [language, setLanguage] = useState<LanguageFilter>(() => defaultContentLanguage(i18n.language));
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [deletingKey, setDeletingKey] = useState<string | number | null>(null);
  const items = (query.data ?? []).filter(
    (item) => keep(item) && (language === 'all' || item.language === language),
  );
  const { page, totalPages, rows, setPage } = usePage(items);

  const deleteItem = async (item: T) => {
    setDeletingKey(keyOf(item));
    if (await confirmDelete(item.title, () => remove(item))) notice.show(t('operator.deleted'));
    setDeletingKey(null);
  };

  return (
    <Panel aria-label={label}>
      <div className={styles.toolbar}>
        {filters?.(() => setPage(1))}
        <Select
          className={styles.filter}
          aria-label={t('operator.language')}
          value={language}
          onChange={(event) => {
            setLanguage(event.target.value as LanguageFilter);
            setPage(1);
          }}
        >
          <LanguageOptions all />
        </Select>
        <span className={styles.count}>{t('operator.content.count', { count: items.length })}</span>
        <span className={styles.spacer} />
        <SavedNotice message={notice.message} />
        <IfAllowed>
          <Button onClick={() => setEditing({ item: null })}>{t(`${words}.create`)}</Button>
        </IfAllowed>
      </div>
      <QueryState query={query} />
      {query.data && items.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <DataTable aria-label={t(`${words}.list`)}>
          <thead>
            <tr>
              {columns}
              <th scope="col">
                <span className="visually-hidden">{t('operator.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={keyOf(item)}>
                {cells(item)}
                <td>
                  <IfAllowed>
                    <RowActions
                      name={item.title}
                      onEdit={() => setEditing({ item })}
                      onDelete={() => deleteItem(item)}
                      deleting={deletingKey === keyOf(item)}
                    />
                  </IfAllowed>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {editing
        ? editor(editing.item, {
            onSaved: () => notice.show(t('operator.saved')),
            onClose: () => setEditing(null),
          })
        : null}
    </Panel>
  );
}
