// The banners of the content desk (SPEC.md §3 "Banner"): every banner of every group and language,
// enabled or not, with its picture and link; add, change, switch off and delete (after a
// confirmation).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, type OperatorBanner } from '@playdeck/contract/content';
import { Button } from '../../../../ui/Button';
import { DataTable, numericCell } from '../../../../ui/DataTable';
import { EmptyState } from '../../../../ui/EmptyState';
import { Pagination } from '../../../../ui/Pagination';
import { Panel } from '../../../../ui/Panel';
import { Select } from '../../../../ui/Select';
import { EnabledBadge } from '../../components/EnabledBadge';
import { QueryState } from '../../components/QueryState';
import { SavedNotice, useSavedNotice } from '../../components/SavedNotice';
import { useDeleteBanner, useOperatorBanners } from '../api/banners';
import { defaultContentLanguage, type LanguageFilter } from '../content-language';
import { BannerEditor } from './BannerEditor';
import { LanguageOptions } from './LanguageOptions';
import { RowActions } from './RowActions';
import { useConfirmDelete } from './use-confirm-delete';
import { usePage } from './use-page';
import styles from './desk.module.css';

type GroupFilter = OperatorBanner['groupName'] | 'all';
type Editing = { banner: OperatorBanner | null } | null;

export function BannersTab() {
  const { t, i18n } = useTranslation();
  const query = useOperatorBanners();
  const remove = useDeleteBanner();
  const confirmDelete = useConfirmDelete();
  const notice = useSavedNotice();
  const [group, setGroup] = useState<GroupFilter>('all');
  const [language, setLanguage] = useState<LanguageFilter>(() => defaultContentLanguage(i18n.language));
  const [editing, setEditing] = useState<Editing>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const items = useMemo(
    () =>
      (query.data ?? []).filter(
        (item) =>
          (group === 'all' || item.groupName === group) && (language === 'all' || item.language === language),
      ),
    [query.data, group, language],
  );
  const { page, totalPages, rows, setPage } = usePage(items);
  const words = 'operator.content.banners';

  const deleteItem = async (item: OperatorBanner) => {
    setDeletingId(item.id);
    if (await confirmDelete(item.title, () => remove.mutateAsync(item.id)))
      notice.show(t('operator.deleted'));
    setDeletingId(null);
  };

  return (
    <Panel aria-label={t('operator.content.tabs.banners')}>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          aria-label={t(`${words}.group`)}
          value={group}
          onChange={(event) => {
            setGroup(event.target.value as GroupFilter);
            setPage(1);
          }}
        >
          <option value="all">{t(`${words}.allGroups`)}</option>
          {BANNER_GROUPS.map((name) => (
            <option key={name} value={name}>
              {t(`${words}.groups.${name}`)}
            </option>
          ))}
        </Select>
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
        <Button onClick={() => setEditing({ banner: null })}>{t(`${words}.create`)}</Button>
      </div>
      <QueryState query={query} />
      {query.data && items.length === 0 ? <EmptyState /> : null}
      {rows.length > 0 ? (
        <DataTable aria-label={t(`${words}.list`)}>
          <thead>
            <tr>
              <th scope="col">{t(`${words}.picture`)}</th>
              <th scope="col">{t('operator.content.itemTitle')}</th>
              <th scope="col">{t(`${words}.group`)}</th>
              <th scope="col">{t('operator.language')}</th>
              <th scope="col">{t(`${words}.link`)}</th>
              <th scope="col">{t('operator.content.status')}</th>
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
              <tr key={item.id}>
                <td>
                  <img className={styles.thumbnail} src={item.imageUrl} alt="" loading="lazy" />
                </td>
                <td className={styles.wrap}>
                  <span className={styles.title}>{item.title}</span>
                </td>
                <td>{t(`${words}.groups.${item.groupName}`)}</td>
                <td>{t(`operator.languages.${item.language}`)}</td>
                <td>
                  <div>{t(`${words}.linkageTypes.${item.linkageType}`)}</div>
                  {item.linkUrl ? <div className={styles.code}>{item.linkUrl}</div> : null}
                </td>
                <td>
                  <EnabledBadge enabled={item.enabled} />
                </td>
                <td className={numericCell}>{item.sortOrder}</td>
                <td>
                  <RowActions
                    name={item.title}
                    onEdit={() => setEditing({ banner: item })}
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
        <BannerEditor
          banner={editing.banner}
          onSaved={() => notice.show(t('operator.saved'))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Panel>
  );
}
