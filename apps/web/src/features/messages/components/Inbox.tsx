// Internal messages (SPEC.md §2 member centre; issue 6 §6): deposit credited, withdrawal approved or
// rejected, deposit failed, each with the site and the amount. Unread ones are marked; opening one
// reads it, and all can be marked read at once. The unread count is the header's red badge.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@playdeck/contract/inbox';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Pagination } from '../../../ui/Pagination';
import { Tabs } from '../../../ui/Tabs';
import { classNames } from '../../../ui/class-names';
import { useDialogs } from '../../../ui/dialogs';
import { markAllMessagesRead, markMessageRead, messagesQueryKey, useMessages } from '../api/messages';
import { unreadCountQueryKey } from '../api/unread-count';
import styles from './Inbox.module.css';
import { useSiteTime } from '../../../lib/site-time';

export function Inbox() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState({ pageNo: 1, unreadOnly: false });
  const [open, setOpen] = useState<number | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const query = useMessages(filter);
  const value = query.data;
  const time = useSiteTime().formatter({ dateStyle: 'medium', timeStyle: 'short' });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
      queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
    ]);

  const toggle = async (message: InboxMessage) => {
    setOpen(open === message.id ? null : message.id);
    if (message.read) return;
    try {
      await markMessageRead(message.id);
      await refresh();
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    }
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllMessagesRead();
      await refresh();
    } catch (error) {
      await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <section className={styles.inbox} aria-label={t('member.items.messages')}>
      <div className={styles.toolbar}>
        <Tabs
          aria-label={t('member.items.messages')}
          value={filter.unreadOnly ? 'unread' : 'all'}
          onValueChange={(next) => setFilter({ pageNo: 1, unreadOnly: next === 'unread' })}
          items={[
            { value: 'all', label: t('payments.inbox.all') },
            { value: 'unread', label: t('payments.inbox.unread') },
          ]}
        />
        <div className={styles.summary}>
          {value ? (
            <span className={styles.count}>{t('payments.inbox.unreadCount', { count: value.unread })}</span>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={markAll}
            loading={markingAll}
            disabled={!value?.unread}
          >
            {t('payments.inbox.markAllRead')}
          </Button>
        </div>
      </div>
      {query.isPending ? <Loader label={t('ui.loading')} /> : null}
      {value && value.list.length === 0 ? <EmptyState description={t('payments.inbox.empty')} /> : null}
      {value && value.list.length > 0 ? (
        <ul className={styles.list} data-testid="inbox">
          {value.list.map((message) => (
            <li key={message.id} className={classNames(styles.item, !message.read && styles.unread)}>
              <button
                type="button"
                className={styles.head}
                aria-expanded={open === message.id}
                onClick={() => void toggle(message)}
              >
                <span className={styles.dot} aria-hidden="true" />
                <span className={styles.title}>
                  {message.title}
                  {!message.read ? (
                    <span className={styles.newBadge}>{t('payments.inbox.newBadge')}</span>
                  ) : null}
                </span>
                <time className={styles.time} dateTime={message.createdAt}>
                  {time.format(new Date(message.createdAt))}
                </time>
              </button>
              <div className={styles.body}>
                <p className={classNames(styles.content, open !== message.id && styles.clamped)}>
                  {message.content}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {value ? (
        <Pagination
          page={filter.pageNo}
          totalPages={value.totalPages}
          onChange={(pageNo) => setFilter({ ...filter, pageNo })}
        />
      ) : null}
    </section>
  );
}
