// The banners of the content desk (SPEC.md §3 "Banner"): every banner of every group and language,
// enabled or not, with its picture and link; add, change, switch off and delete (after a
// confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANNER_GROUPS, type OperatorBanner } from '@playdeck/contract/content';
import { numericCell } from '../../../../ui/DataTable';
import { Select } from '../../../../ui/Select';
import { EnabledBadge } from '../../components/EnabledBadge';
import { useDeleteBanner, useOperatorBanners } from '../api/banners';
import { BannerEditor } from './BannerEditor';
import { ContentList } from './ContentList';
import styles from './desk.module.css';

type GroupFilter = OperatorBanner['groupName'] | 'all';

export function BannersTab() {
  const { t } = useTranslation();
  const query = useOperatorBanners();
  const remove = useDeleteBanner();
  const [group, setGroup] = useState<GroupFilter>('all');
  const words = 'operator.content.banners';

  return (
    <ContentList
      label={t('operator.content.tabs.banners')}
      words={words}
      query={query}
      keyOf={(item) => item.id}
      remove={(item) => remove.mutateAsync(item.id)}
      keep={(item) => group === 'all' || item.groupName === group}
      filters={(restart) => (
        <Select
          className={styles.filter}
          aria-label={t(`${words}.group`)}
          value={group}
          onChange={(event) => {
            setGroup(event.target.value as GroupFilter);
            restart();
          }}
        >
          <option value="all">{t(`${words}.allGroups`)}</option>
          {BANNER_GROUPS.map((name) => (
            <option key={name} value={name}>
              {t(`${words}.groups.${name}`)}
            </option>
          ))}
        </Select>
      )}
      columns={
        <>
          <th scope="col">{t(`${words}.picture`)}</th>
          <th scope="col">{t('operator.content.itemTitle')}</th>
          <th scope="col">{t(`${words}.group`)}</th>
          <th scope="col">{t('operator.language')}</th>
          <th scope="col">{t(`${words}.link`)}</th>
          <th scope="col">{t('operator.content.status')}</th>
          <th scope="col" className={numericCell}>
            {t('operator.content.sortOrder')}
          </th>
        </>
      }
      cells={(item) => (
        <>
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
        </>
      )}
      editor={(banner, events) => <BannerEditor banner={banner} {...events} />}
    />
  );
}
