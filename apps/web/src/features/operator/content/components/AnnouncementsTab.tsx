// The announcements of the content desk: every announcement in every language, live or not, with its
// type, popup audience, promotion, switch and dates; write, change and delete (after a confirmation).
import { useTranslation } from 'react-i18next';
import { EnabledBadge } from '../../components/EnabledBadge';
import { useDateTime } from '../../use-date-time';
import { useDeleteAnnouncement, useOperatorAnnouncements } from '../api/announcements';
import { AnnouncementEditor } from './AnnouncementEditor';
import { ContentList } from './ContentList';
import styles from './desk.module.css';

export function AnnouncementsTab() {
  const { t } = useTranslation();
  const query = useOperatorAnnouncements();
  const remove = useDeleteAnnouncement();
  const dateTime = useDateTime();
  const words = 'operator.content.announcements';

  return (
    <ContentList
      label={t('operator.content.tabs.announcements')}
      words={words}
      query={query}
      keyOf={(item) => item.id}
      remove={(item) => remove.mutateAsync(item.id)}
      columns={
        <>
          <th scope="col">{t('operator.content.itemTitle')}</th>
          <th scope="col">{t('operator.language')}</th>
          <th scope="col">{t(`${words}.type`)}</th>
          <th scope="col">{t(`${words}.execution`)}</th>
          <th scope="col">{t(`${words}.promotionType`)}</th>
          <th scope="col">{t('operator.content.status')}</th>
          <th scope="col">{t('operator.content.dates')}</th>
        </>
      }
      cells={(item) => (
        <>
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
        </>
      )}
      editor={(announcement, events) => <AnnouncementEditor announcement={announcement} {...events} />}
    />
  );
}
