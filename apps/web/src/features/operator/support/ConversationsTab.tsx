// The support desk's conversations: a queue on the left (waiting, assigned to me, every open one,
// closed), the chosen conversation on the right with the member's account name (or "visitor"), its
// transcript, and Take / Reply / Close. Everything follows the desk's stream, so a visitor's message
// or another agent taking a conversation shows at once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESK_QUEUES, type DeskConversation, type DeskQueue } from '@playdeck/contract/livechat';
import { useSiteTime } from '../../../lib/site-time';
import { useDeskQueue } from './api/desk';
import { ConversationPane } from './ConversationPane';
import { DeskItem, DeskSplit } from './DeskSplit';

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
    <DeskItem
      title={conversation.account ?? t('operator.support.visitor')}
      state={conversation.state}
      stateLabel={t(`operator.support.states.${conversation.state}`)}
      meta={`#${conversation.id} · ${conversation.model.name} · ${time.format(conversation.createdAt, 'time')}`}
      text={conversation.lastMessage}
      selected={selected}
      onSelect={onSelect}
      testId="support-conversation"
    />
  );
}

export function ConversationsTab() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<DeskQueue>('open');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const list = useDeskQueue(queue, pageNo);
  return (
    <DeskSplit
      listLabel={t('operator.support.queue')}
      filters={DESK_QUEUES}
      filter={queue}
      filterLabel={(name) => t(`operator.support.queues.${name}`)}
      onFilter={(name) => {
        setQueue(name);
        setPageNo(1);
      }}
      query={list}
      emptyText={t('operator.support.emptyQueue')}
      items={list.data?.list.map((conversation) => (
        <QueueItem
          key={conversation.id}
          conversation={conversation}
          selected={conversation.id === selected}
          onSelect={() => setSelected(conversation.id)}
        />
      ))}
      pageNo={pageNo}
      onPage={setPageNo}
      paneLabel={t('operator.support.conversation')}
      chooseText={t('operator.support.choose')}
      pane={selected === null ? null : <ConversationPane key={selected} id={selected} />}
    />
  );
}
