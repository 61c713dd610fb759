// One live chat conversation (/livechat/<token>, or the start page at /livechat), in the 440×750 customer-service window: its history,
// the conversation's state (waiting for an agent, the agent who joined, closed), new messages pushed
// as they come, and the visitor's message box. A refused token (expired, forged) says why and offers a
// new conversation.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ChatConversation } from '@playdeck/contract/livechat';
import { ApiError } from '../../../lib/api-client';
import { LIVE_CHAT_START_PATH } from '../../../lib/customer-service';
import { EmptyState } from '../../../ui/EmptyState';
import { PageLoader } from '../../../ui/Loader';
import { useChatConversation, useSendChatMessage } from '../api/chat';
import { ChatComposer } from '../components/ChatComposer';
import { ChatMessageList } from '../components/ChatMessageList';
import { useChatStream } from '../hooks/useChatStream';
import { ChatShell } from './ChatShell';
import { LiveChatStartPage } from './LiveChatStartPage';
import styles from './LiveChatPage.module.css';

function StateBanner({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation();
  const text =
    conversation.state === 'waiting'
      ? t('livechat.waiting')
      : conversation.state === 'assigned'
        ? t('livechat.withAgent', { name: conversation.agentName ?? '' })
        : t('livechat.closed');
  return (
    <p className={styles.banner} data-state={conversation.state} role="status" data-testid="chat-state">
      {text}
    </p>
  );
}

/** /livechat/<token>: the conversation; /livechat: the models to start one on. */
export function LiveChatPage() {
  const { token } = useParams();
  return token ? <Conversation token={token} /> : <LiveChatStartPage />;
}

function Conversation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data: conversation, error, isPending } = useChatConversation(token);
  const open = conversation !== undefined && conversation.state !== 'closed';
  useChatStream(token, open);
  const send = useSendChatMessage(token);
  if (isPending) return <PageLoader visible />;
  if (!conversation) {
    return (
      <ChatShell title={t('livechat.title')}>
        <EmptyState
          title={error instanceof ApiError ? error.message : t('errors.network')}
          action={<Link to={LIVE_CHAT_START_PATH}>{t('livechat.newConversation')}</Link>}
        />
      </ChatShell>
    );
  }
  return (
    <ChatShell title={t('livechat.title')} subtitle={conversation.model.name}>
      <StateBanner conversation={conversation} />
      <div className={styles.messages}>
        {conversation.messages.length === 0 ? (
          <p className={styles.hint}>{t('livechat.firstMessageHint')}</p>
        ) : null}
        <ChatMessageList messages={conversation.messages} />
      </div>
      {open ? (
        <ChatComposer
          label={t('livechat.placeholder')}
          disabled={false}
          pending={send.isPending}
          error={
            send.error instanceof ApiError ? send.error.message : send.error ? t('errors.network') : null
          }
          onSend={(body) => send.mutateAsync(body)}
        />
      ) : (
        <div className={styles.closedBar}>
          <Link to={LIVE_CHAT_START_PATH}>{t('livechat.newConversation')}</Link>
        </div>
      )}
    </ChatShell>
  );
}
