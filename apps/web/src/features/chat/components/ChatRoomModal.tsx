// The chat room popup (SPEC.md §1 "chat room", §2 "Modals: chat room"): a tab per room (the site's
// two languages and the VIP room), the room's last 50 messages and the live ones after them, and a
// composer with a character counter. Messages are shown as text, never as markup: the server already
// stores plain text with addresses made inert, and React writes it as text. Visitors and trial
// members read only: the composer's place tells them how to write (sign in, or the prompt that a real
// account is needed).
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MESSAGE_LENGTH_MAX,
  CHAT_ROOMS,
  type ChatMessage,
  type ChatRoom,
  type ChatRoomInfo,
} from '@playdeck/contract/chat';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSiteTime } from '../../../lib/site-time';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { Tabs } from '../../../ui/Tabs';
import { useChatHistory, useChatRooms, useSendChatMessage } from '../api/chat';
import { useChatStream } from '../hooks/useChatStream';
import styles from './ChatRoomModal.module.css';

/** The room a member lands in: the one of the language the site is shown in. */
export function defaultRoom(language: string): ChatRoom {
  return language.startsWith('en') ? 'en' : 'vi';
}

function MessageList({ list }: { list: ChatMessage[] }) {
  const { t } = useTranslation();
  const time = useSiteTime().formatter({ timeStyle: 'short' });
  const listRef = useRef<HTMLOListElement>(null);
  // The newest message at the bottom stays in view as messages come.
  useEffect(() => {
    const element = listRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [list.length]);
  if (list.length === 0) return <EmptyState title={t('chat.empty')} />;
  return (
    <ol ref={listRef} className={styles.log} role="log" aria-live="polite" aria-label={t('chat.messages')}>
      {list.map((message) => (
        <li key={message.id} className={styles.message}>
          <span className={styles.author}>{message.author}</span>
          <time className={styles.time} dateTime={message.createdAt}>
            {time.format(message.createdAt)}
          </time>
          <p className={styles.text}>{message.text}</p>
        </li>
      ))}
    </ol>
  );
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fields.text ?? error.message;
  return fallback;
}

function Composer({ room, info }: { room: ChatRoom; info: ChatRoomInfo | undefined }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendChatMessage(room);
  const guards = useActionGuards();
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_LENGTH_MAX;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || tooLong || send.isPending) return;
    setError(null);
    try {
      await send.mutateAsync(text);
      setText('');
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'REAL_ACCOUNT_REQUIRED') guards.requireRealAccount();
      setError(errorText(caught, t('errors.network')));
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, as in any chat; Shift+Enter is left to the text box.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <textarea
        className={styles.input}
        value={text}
        rows={2}
        aria-label={t('chat.composer')}
        aria-invalid={tooLong || undefined}
        aria-describedby="chat-counter"
        placeholder={t('chat.placeholder')}
        disabled={info?.canSend === false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerBar}>
        <span id="chat-counter" className={tooLong ? styles.counterOver : styles.counter}>
          {t('chat.counter', { count: length, max: CHAT_MESSAGE_LENGTH_MAX })}
        </span>
        <Button
          type="submit"
          loading={send.isPending}
          disabled={length === 0 || tooLong || info?.canSend === false}
        >
          {t('chat.send')}
        </Button>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** What takes the composer's place for someone who may not write here. */
function ReadOnlyNote({ mutedUntil }: { mutedUntil: string | null }) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  // The session's guards open the login popup, or the prompt that a real account is needed.
  const guards = useActionGuards();
  const clock = useSiteTime();
  if (!isLogin) {
    return (
      <div className={styles.note}>
        <p>{t('chat.signInToWrite')}</p>
        <Button size="sm" onClick={() => guards.requireLogin()}>
          {t('session.login')}
        </Button>
      </div>
    );
  }
  if (isTrial) {
    return (
      <div className={styles.note}>
        <p>{t('chat.trialReadOnly')}</p>
        <Button size="sm" onClick={() => guards.requireRealAccount()}>
          {t('trial.registerNow')}
        </Button>
      </div>
    );
  }
  if (mutedUntil) {
    return (
      <p className={styles.note} role="status">
        {t('chat.mutedUntil', { until: `${clock.format(mutedUntil, 'dateTime')} (${clock.zoneLabel})` })}
      </p>
    );
  }
  return null;
}

function RoomView({
  room,
  info,
  mutedUntil,
}: {
  room: ChatRoom;
  info: ChatRoomInfo | undefined;
  mutedUntil: string | null;
}) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  const canRead = info?.canRead ?? room !== 'vip';
  const history = useChatHistory(room, canRead);
  useChatStream(room, canRead);
  const readOnly = !isLogin || isTrial || mutedUntil !== null;
  if (!canRead) {
    return (
      <EmptyState
        title={t('chat.vipLocked', { level: info?.vipMinLevel ?? 1 })}
        description={t('chat.vipLockedLead')}
      />
    );
  }
  return (
    <div className={styles.room}>
      {history.isPending ? <Loader label={t('ui.loading')} /> : null}
      {history.isError ? (
        <p className={styles.error} role="alert">
          {errorText(history.error, t('errors.network'))}
        </p>
      ) : null}
      {history.data ? <MessageList list={history.data.list} /> : null}
      {readOnly ? <ReadOnlyNote mutedUntil={mutedUntil} /> : <Composer room={room} info={info} />}
    </div>
  );
}

export function ChatRoomModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [room, setRoom] = useState<ChatRoom>(() => defaultRoom(i18n.language));
  const rooms = useChatRooms();
  const infoOf = (value: ChatRoom) => rooms.data?.rooms.find((item) => item.room === value);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('chat.title')}
      size="lg"
      className={styles.modal}
    >
      <Tabs
        aria-label={t('chat.rooms')}
        value={room}
        onValueChange={(value) => setRoom(value as ChatRoom)}
        items={CHAT_ROOMS.map((value) => ({ value, label: t(`chat.room.${value}`) }))}
      />
      <RoomView key={room} room={room} info={infoOf(room)} mutedUntil={rooms.data?.mutedUntil ?? null} />
    </Modal>
  );
}
