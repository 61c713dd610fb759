// The notices of the content desk (the header bell and the marquee): every notice in every language,
// live, scheduled or expired; write, change and delete (after a confirmation).
import { useTranslation } from 'react-i18next';
import type { OperatorNotice } from '@playdeck/contract/content';
import { StatusBadge, type StatusTone } from '../../../../ui/StatusBadge';
import { useDateTime } from '../../use-date-time';
import { useDeleteNotice, useOperatorNotices } from '../api/notices';
import { ContentList } from './ContentList';
import { NoticeEditor } from './NoticeEditor';
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

export function NoticesTab() {
  const { t } = useTranslation();
  const query = useOperatorNotices();
  const remove = useDeleteNotice();
  const dateTime = useDateTime();
  const now = query.dataUpdatedAt || Date.now();
  const words = 'operator.content.notices';

  return (
    <ContentList
      label={t('operator.content.tabs.notices')}
      words={words}
      query={query}
      keyOf={(item) => item.id}
      remove={(item) => remove.mutateAsync(item.id)}
      columns={
        <>
          <th scope="col">{t('operator.content.itemTitle')}</th>
          <th scope="col">{t('operator.language')}</th>
          <th scope="col">{t(`${words}.content`)}</th>
          <th scope="col">{t('operator.content.status')}</th>
          <th scope="col">{t('operator.content.dates')}</th>
        </>
      }
      cells={(item) => {
        const state = noticeState(item, now);
        return (
          <>
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
          </>
        );
      }}
      editor={(notice, events) => <NoticeEditor notice={notice} {...events} />}
    />
  );
}
