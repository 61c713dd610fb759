// The support desk's conversations: a queue on the left (waiting, assigned to me, every open one,
// closed), the chosen conversation on the right with the member's account name (or "visitor"), its
// transcript, and Take / Reply / Close. Everything follows the desk's stream, so a visitor's message
// or another agent taking a conversation shows at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_QUEUES, type DeskConversation, type DeskQueue } from '@playdeck/contract/livechat';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Pagination } from '../../../ui/Pagination';
import { QueryState } from '../components/QueryState';
import { useDeskQueue } from './api/desk';
import { ConversationPane } from './ConversationPane';
import styles from './support.module.css';

function QueueItem({
  conversation,
  selected,
  onSelect,
}: {
  conversation: DeskConversation;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const time = useSiteTime();
  return (
    <li>
      <button
        type="button"
        className={styles.queueItem}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        data-testid="support-conversation"
      >
        <span className={styles.queueTop}>
          <strong>{conversation.account ?? t('operator.support.visitor')}</strong>
          <span className={styles.stateBadge} data-state={conversation.state}>
            {t(`operator.support.states.${conversation.state}`)}
          </span>
        </span>
        <span className={styles.queueMeta}>
          #{conversation.id} · {conversation.model.name} · {time.format(conversation.createdAt, 'time')}
        </span>
        {conversation.lastMessage ? (
          <span className={styles.queueLast}>{conversation.lastMessage}</span>
        ) : null}
      </button>
    </li>
  );
}

export function ConversationsTab() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<DeskQueue>('open');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useDeskQueue(queue, pageNo);
  return (
    <div className={styles.desk}>
      <section className={styles.queue} aria-label={t('operator.support.queue')}>
        <div className={styles.queueFilters} role="group" aria-label={t('operator.support.queue')}>
          {DESK_QUEUES.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === queue ? 'primary' : 'secondary'}
              aria-pressed={name === queue}
              onClick={() => {
                setQueue(name);
                setPageNo(1);
              }}
            >
              {t(`operator.support.queues.${name}`)}
            </Button>
          ))}
        </div>
        <QueryState query={list} />
        {list.data?.list.length === 0 ? <EmptyState title={t('operator.support.emptyQueue')} /> : null}
        {list.data?.list.length ? (
          <ul className={styles.queueList}>
            {list.data.list.map((conversation) => (
              <QueueItem
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selected}
                onSelect={() => setSelected(conversation.id)}
              />
            ))}
          </ul>
        ) : null}
        {list.data && list.data.totalPages > 1 ? (
          <Pagination page={pageNo} totalPages={list.data.totalPages} onChange={setPageNo} />
        ) : null}
      </section>
      <section className={styles.pane} aria-label={t('operator.support.conversation')}>
        {selected === null ? (
          <EmptyState title={t('operator.support.choose')} />
        ) : (
          <ConversationPane key={selected} id={selected} />
        )}
      </section>
    </div>
  );
}
