// The announcements of the content desk: every announcement in every language, live or not, with its
// type, popup audience, promotion, switch and dates; write, change and delete (after a confirmation).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorAnnouncement } from '@playdeck/contract/content';
import { Button } from '../../../../ui/Button';
import { DataTable } from '../../../../ui/DataTable';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { EnabledBadge } from '../../components/EnabledBadge';
import { QueryState } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { useDateTime } from '../../use-date-time';
import { useDeleteAnnouncement, useOperatorAnnouncements } from '../api/announcements';
import { defaultContentLanguage, type LanguageFilter } from '../content-language';
import { AnnouncementEditor } from './AnnouncementEditor';
import { LanguageOptions } from './LanguageOptions';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { usePage } from './use-page';
import styles from './desk.module.css';

/** The editor: closed, a new announcement, or one from the list. */
type Editing = { announcement: OperatorAnnouncement | null } | null;

export function AnnouncementsTab() {
  const { t, i18n } = useTranslation();
  const query = useOperatorAnnouncements();
  const remove = useDeleteAnnouncement();
  const confirmDelete = useConfirmDelete();
  const dateTime = useDateTime();
  const notice = useSavedNotice();
  const [language, setLanguage] = useState<LanguageFilter>(() => defaultContentLanguage(i18n.language));
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const items = useMemo(
    () => (query.data ?? []).filter((item) => language === 'all' || item.language === language),
    [query.data, language],
  );
  const { page, totalPages, rows, setPage } = usePage(items);
  const words = 'operator.content.announcements';

  const deleteItem = async (item: OperatorAnnouncement) => {
    setDeletingId(item.id);
    if (await confirmDelete(item.title, () => remove.mutateAsync(item.id)))
      notice.show(t('operator.deleted'));
    setDeletingId(null);
  };

  return (
    <Panel aria-label={t('operator.content.tabs.announcements')}>
      <div className={styles.toolbar}>
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
        <Button onClick={() => setEditing({ announcement: null })}>{t(`${words}.create`)}</Button>
      </div>
      <QueryState query={query} />
      {query.data && items.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <DataTable aria-label={t(`${words}.list`)}>
          <thead>
            <tr>
              <th scope="col">{t('operator.content.itemTitle')}</th>
              <th scope="col">{t('operator.language')}</th>
              <th scope="col">{t(`${words}.type`)}</th>
              <th scope="col">{t(`${words}.execution`)}</th>
              <th scope="col">{t(`${words}.promotionType`)}</th>
              <th scope="col">{t('operator.content.status')}</th>
              <th scope="col">{t('operator.content.dates')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('operator.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.id}>
                <td className={styles.wrap}>
                  <span className={styles.title}>{item.title}</span>
                </td>
                <td>{t(`operator.languages.${item.language}`)}</td>
                <td title={t(`operator.content.types.${item.type}`)}>
                  {item.type} · {t(`operator.content.types.${item.type}`)}
                </td>
                <td title={t(`operator.content.executions.${item.execution ?? 'none'}`)}>
                  {item.execution
                    ? `${item.execution} · ${t(`operator.content.audiences.${item.execution}`)}`
                    : t('operator.content.audiences.none')}
                </td>
                <td>{item.promotionType ?? '—'}</td>
                <td>
                  <EnabledBadge enabled={item.enabled} />
                </td>
                <td>
                  <div>{dateTime(item.publishedAt)}</div>
                  <div className={styles.muted}>
                    {item.expiresAt
                      ? t('operator.content.until', { date: dateTime(item.expiresAt) })
                      : t('operator.content.noEnd')}
                  </div>
                </td>
                <td>
                  <RowActions
                    name={item.title}
                    onEdit={() => setEditing({ announcement: item })}
                    onDelete={() => deleteItem(item)}
                    deleting={deletingId === item.id}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {editing ? (
        <AnnouncementEditor
          announcement={editing.announcement}
          onSaved={() => notice.show(t('operator.saved'))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
