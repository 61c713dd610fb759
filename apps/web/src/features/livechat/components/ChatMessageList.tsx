// A conversation's messages, oldest first: the visitor's on the right, the agent's on the left with
// their name, and the system's (an agent joined, the conversation closed) as a line in the middle.
// Texts are shown as text (React escapes them); line breaks are kept by the style.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivechatMessage } from '@playdeck/contract/livechat';
import { useSiteTime } from '../../../lib/site-time';
import styles from './ChatMessageList.module.css';

export function ChatMessageList({ messages }: { messages: LivechatMessage[] }) {
  const { t } = useTranslation();
  const clock = useSiteTime();
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <ol className={styles.list} aria-label={t('livechat.messages')} aria-live="polite">
      {messages.map((message) => {
        if (message.author === 'system') {
          return (
            <li key={message.id} className={styles.system}>
              {message.body === 'joined'
                ? t('livechat.joined', { name: message.authorName ?? '' })
                : t('livechat.closedNote')}
            </li>
          );
        }
        const mine = message.author === 'visitor';
        return (
          <li key={message.id} className={mine ? styles.mine : styles.theirs} data-author={message.author}>
            {mine ? null : <span className={styles.name}>{message.authorName}</span>}
            <p className={styles.bubble}>{message.body}</p>
            <time className={styles.time} dateTime={message.createdAt}>
              {clock.format(message.createdAt, 'time')}
            </time>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" className={styles.end} />
    </ol>
  );
}
