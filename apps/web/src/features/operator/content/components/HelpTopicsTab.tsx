// The help topics of the content desk: every topic by code and language (the help centre's sections
// and the footer's links); write, replace and delete (after a confirmation).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorHelpTopic } from '@playdeck/contract/content';
import { Button } from '../../../../ui/Button';
import { DataTable, numericCell } from '../../../../ui/DataTable';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { QueryState } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { useDeleteHelpTopic, useOperatorHelpTopics } from '../api/help-topics';
import { defaultContentLanguage, type LanguageFilter } from '../content-language';
import { HelpTopicEditor } from './HelpTopicEditor';
import { LanguageOptions } from './LanguageOptions';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { usePage } from './use-page';
import styles from './desk.module.css';

type Editing = { topic: OperatorHelpTopic | null } | null;

const topicKey = (topic: OperatorHelpTopic) => `${topic.code}/${topic.language}`;

export function HelpTopicsTab() {
  const { t, i18n } = useTranslation();
  const query = useOperatorHelpTopics();
  const remove = useDeleteHelpTopic();
  const confirmDelete = useConfirmDelete();
  const notice = useSavedNotice();
  const [language, setLanguage] = useState<LanguageFilter>(() => defaultContentLanguage(i18n.language));
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const items = useMemo(
    () => (query.data ?? []).filter((item) => language === 'all' || item.language === language),
    [query.data, language],
  );
  const { page, totalPages, rows, setPage } = usePage(items);
  const words = 'operator.content.helpTopics';

  const deleteItem = async (item: OperatorHelpTopic) => {
    setDeletingKey(topicKey(item));
    const removed = await confirmDelete(item.title, () =>
      remove.mutateAsync({ code: item.code, language: item.language }),
    );
    if (removed) notice.show(t('operator.deleted'));
    setDeletingKey(null);
  };

  return (
    <Panel aria-label={t('operator.content.tabs.helpTopics')}>
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
        <Button onClick={() => setEditing({ topic: null })}>{t(`${words}.create`)}</Button>
      </div>
      <QueryState query={query} />
      {query.data && items.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <DataTable aria-label={t(`${words}.list`)}>
          <thead>
            <tr>
              <th scope="col">{t(`${words}.code`)}</th>
              <th scope="col">{t('operator.language')}</th>
              <th scope="col">{t('operator.content.itemTitle')}</th>
              <th scope="col" className={numericCell}>
                {t('operator.content.sortOrder')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('operator.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={topicKey(item)}>
                <td className={styles.code}>{item.code}</td>
                <td>{t(`operator.languages.${item.language}`)}</td>
                <td className={styles.wrap}>
                  <span className={styles.title}>{item.title}</span>
                </td>
                <td className={numericCell}>{item.sortOrder}</td>
                <td>
                  <RowActions
                    name={item.title}
                    onEdit={() => setEditing({ topic: item })}
                    onDelete={() => deleteItem(item)}
                    deleting={deletingKey === topicKey(item)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {editing ? (
        <HelpTopicEditor
          topic={editing.topic}
          onSaved={() => notice.show(t('operator.saved'))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
