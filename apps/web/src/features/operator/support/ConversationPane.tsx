// One conversation at the desk: who it is (the member's account name, or a visitor), its model and
// state, the transcript, and what this operator may do: take a waiting one (another operator may win
// the race: the desk then says who was faster), reply to their own, close an open one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVECHAT_MESSAGE_LENGTH_MAX, type LivechatMessage } from '@playdeck/contract/livechat';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { QueryState } from '../components/QueryState';
import { useApiMessage } from '../form-errors';
import {
  useAssignConversation,
  useCloseConversation,
  useDeskConversation,
  useReplyConversation,
} from './api/desk';
import styles from './support.module.css';
import { IfAllowed } from '../components/staff-rights';

function Transcript({ messages }: { messages: LivechatMessage[] }) {
  const { t } = useTranslation();
  const time = useSiteTime();
  if (messages.length === 0) return <p className={styles.note}>{t('operator.support.noMessages')}</p>;
  return (
    <ol className={styles.transcript} aria-label={t('operator.support.transcript')}>
      {messages.map((message) => (
        <li key={message.id} className={styles.line} data-author={message.author}>
          <span className={styles.lineMeta}>
            {message.author === 'visitor'
              ? t('operator.support.visitorSaid')
              : message.author === 'agent'
                ? message.authorName
                : t('operator.support.system')}{' '}
            · {time.format(message.createdAt, 'time')}
          </span>
          <span className={styles.lineBody}>
            {message.author === 'system'
              ? t(`operator.support.events.${message.body === 'joined' ? 'joined' : 'closed'}`, {
                  name: message.authorName ?? '',
                })
              : message.body}
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ConversationPane({ id }: { id: number }) {
  const { t } = useTranslation();
  const apiMessage = useApiMessage();
  const detail = useDeskConversation(id);
  const assign = useAssignConversation(id);
  const reply = useReplyConversation(id);
  const close = useCloseConversation(id);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setRefusal(null);
    try {
      await action();
      return true;
    } catch (error) {
      setRefusal(apiMessage(error));
      return false;
    }
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body && (await run(() => reply.mutateAsync(body)))) setText('');
  };
  const conversation = detail.data;
  if (!conversation) return <QueryState query={detail} />;
  const open = conversation.state !== 'closed';
  return (
    <div className={styles.conversation}>
      <header className={styles.paneHeader}>
        <div>
          <h2 className={styles.paneTitle} data-testid="support-account">
            {conversation.account ?? t('operator.support.visitor')}
          </h2>
          <span className={styles.queueMeta}>
            #{conversation.id} · {conversation.model.name} ·{' '}
            {t(`operator.support.states.${conversation.state}`)}
            {conversation.agentName
              ? ` · ${t('operator.support.agent', { name: conversation.agentName })}`
              : ''}
          </span>
        </div>
        <div className={styles.paneActions}>
          {conversation.state === 'waiting' ? (
            <IfAllowed>
              <Button
                size="sm"
                loading={assign.isPending}
                onClick={() => void run(() => assign.mutateAsync(undefined))}
              >
                {t('operator.support.assign')}
              </Button>
            </IfAllowed>
          ) : null}
          {open ? (
            <IfAllowed>
              <Button
                size="sm"
                variant="danger"
                loading={close.isPending}
                onClick={() => void run(() => close.mutateAsync(undefined))}
              >
                {t('operator.support.close')}
              </Button>
            </IfAllowed>
          ) : null}
        </div>
      </header>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.transcriptBox}>
        <Transcript messages={conversation.messages} />
      </div>
      {conversation.mine && open ? (
        <IfAllowed>
          <form className={styles.reply} onSubmit={send}>
            <textarea
              className={styles.replyInput}
              aria-label={t('operator.support.reply')}
              placeholder={t('operator.support.reply')}
              rows={2}
              maxLength={LIVECHAT_MESSAGE_LENGTH_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing)
                  void send(event);
              }}
            />
            <IfAllowed>
              <Button type="submit" loading={reply.isPending} disabled={text.trim().length === 0}>
                {t('operator.support.send')}
              </Button>
            </IfAllowed>
          </form>
        </IfAllowed>
      ) : open && conversation.state === 'assigned' ? (
        <p className={styles.note}>
          {t('operator.support.othersConversation', { name: conversation.agentName })}
        </p>
      ) : null}
    </div>
  );
}
