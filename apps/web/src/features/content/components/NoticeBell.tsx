// The header's notice bell: the live notices in a drop-down, with a dot while some are unseen, and
// the way to the announcements popup.
import { useState } from 'react';
import * as DropdownMenu from '../../../ui/DropdownMenu';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@playdeck/contract/content';
import { useHydrated } from '../../../lib/hydration';
import { useNotices } from '../api/content';
import { openAnnouncements } from '../content-modal';
import styles from './NoticeBell.module.css';
import { LineIcon } from '../../../ui/Icons';
import { useSiteTime } from '../../../lib/site-time';

const SEEN_KEY = 'playdeck.noticesSeenAt';

export function NoticeBell() {
  const { t } = useTranslation();
  const { data: notices = [] } = useNotices();
  // The server renders the dot as for a new visitor; the browser's own record applies after hydration.
  const hydrated = useHydrated();
  const [markedAt, setMarkedAt] = useState('');
  const storedSeenAt = hydrated ? (localStorage.getItem(SEEN_KEY) ?? '') : '';
  const seenAt = markedAt > storedSeenAt ? markedAt : storedSeenAt;
  const unseen = notices.some((notice) => notice.publishedAt > seenAt);
  const markSeen = (open: boolean) => {
    if (!open || notices.length === 0) return;
    const newest = notices[0]!.publishedAt;
    localStorage.setItem(SEEN_KEY, newest);
    setMarkedAt(newest);
  };
  return (
    <DropdownMenu.Root modal={false} onOpenChange={markSeen}>
      <DropdownMenu.Trigger className={styles.bell} aria-label={t('layout.notices')}>
        <LineIcon path="M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" size={22} />
        {unseen ? <span className={styles.dot} data-testid="notice-dot" /> : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.panel} align="end" sideOffset={8}>
          <DropdownMenu.Label className={styles.heading}>{t('layout.notices')}</DropdownMenu.Label>
          {notices.length === 0 ? <p className={styles.empty}>{t('ui.noData')}</p> : null}
          <NoticeItems notices={notices} />
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.all} onSelect={openAnnouncements}>
            {t('content.allAnnouncements')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The open menu's notices; the date format is made only then (making one costs a few milliseconds). */
function NoticeItems({ notices }: { notices: readonly Notice[] }) {
  const dateFormat = useSiteTime().formatter({ dateStyle: 'medium', timeStyle: 'short' });
  return notices.map((notice) => (
    <DropdownMenu.Item key={notice.id} className={styles.notice}>
      <strong>{notice.title}</strong>
      <span className={styles.content}>{notice.content}</span>
      <time className={styles.time} dateTime={notice.publishedAt}>
        {dateFormat.format(new Date(notice.publishedAt))}
      </time>
    </DropdownMenu.Item>
  ));
}
