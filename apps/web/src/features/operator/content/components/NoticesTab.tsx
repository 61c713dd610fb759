// The notices of the content desk (the header bell and the marquee): every notice in every language,
// live, scheduled or expired; write, change and delete (after a confirmation).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorNotice } from '@playdeck/contract/content';
import { Button } from '../../../../ui/Button';
import { DataTable } from '../../../../ui/DataTable';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { StatusBadge, type StatusTone } from '../../../../ui/StatusBadge';
import { QueryState } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { useDateTime } from '../../use-date-time';
import { useDeleteNotice, useOperatorNotices } from '../api/notices';
import { defaultContentLanguage, type LanguageFilter } from '../content-language';
import { LanguageOptions } from './LanguageOptions';
import { NoticeEditor } from './NoticeEditor';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { usePage } from './use-page';
import styles from './desk.module.css';

type NoticeState = 'live' | 'scheduled' | 'expired';

const STATE_TONES: Record<NoticeState, StatusTone> = {
  live: 'success',
  scheduled: 'info',
  expired: 'neutral',
};

/** Whether the bell shows a notice now, will later, or no longer does. */
export function noticeState(notice: OperatorNotice, now: number): NoticeState {
  if (Date.parse(notice.publishedAt) > now) return 'scheduled';
  if (notice.expiresAt && Date.parse(notice.expiresAt) <= now) return 'expired';
  return 'live';
}

type Editing = { notice: OperatorNotice | null } | null;

export function NoticesTab() {
  const { t, i18n } = useTranslation();
  const query = useOperatorNotices();
  const remove = useDeleteNotice();
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
  const now = query.dataUpdatedAt || Date.now();
  const words = 'operator.content.notices';

  const deleteItem = async (item: OperatorNotice) => {
    setDeletingId(item.id);
    if (await confirmDelete(item.title, () => remove.mutateAsync(item.id)))
      notice.show(t('operator.deleted'));
    setDeletingId(null);
  };

  return (
    <Panel aria-label={t('operator.content.tabs.notices')}>
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
        <Button onClick={() => setEditing({ notice: null })}>{t(`${words}.create`)}</Button>
      </div>
      <QueryState query={query} />
      {query.data && items.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <DataTable aria-label={t(`${words}.list`)}>
          <thead>
            <tr>
              <th scope="col">{t('operator.content.itemTitle')}</th>
              <th scope="col">{t('operator.language')}</th>
              <th scope="col">{t(`${words}.content`)}</th>
              <th scope="col">{t('operator.content.status')}</th>
              <th scope="col">{t('operator.content.dates')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('operator.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => {
              const state = noticeState(item, now);
              return (
                <tr key={item.id}>
                  <td className={styles.wrap}>
                    <span className={styles.title}>{item.title}</span>
                  </td>
                  <td>{t(`operator.languages.${item.language}`)}</td>
                  <td className={styles.wrap}>
                    <span className={styles.clip}>{item.content}</span>
                  </td>
                  <td>
                    <StatusBadge tone={STATE_TONES[state]}>{t(`${words}.states.${state}`)}</StatusBadge>
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
                      onEdit={() => setEditing({ notice: item })}
                      onDelete={() => deleteItem(item)}
                      deleting={deletingId === item.id}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {editing ? (
        <NoticeEditor
          notice={editing.notice}
          onSaved={() => notice.show(t('operator.saved'))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
