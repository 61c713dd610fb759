// The message box: text only, at most LIVECHAT_MESSAGE_LENGTH_MAX characters (the count shows), Enter
// sends and Shift+Enter breaks the line. A refused message (too fast, closed) keeps its text and shows
// the server's translated reason.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVECHAT_MESSAGE_LENGTH_MAX } from '@playdeck/contract/livechat';
import { Button } from '../../../ui/Button';
import styles from './ChatComposer.module.css';

export function ChatComposer({
  onSend,
  disabled,
  pending,
  error,
  label,
}: {
  /** Resolves when the message was accepted (the box empties then). */
  onSend: (body: string) => Promise<unknown>;
  disabled: boolean;
  pending: boolean;
  error: string | null;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || disabled || pending) return;
    try {
      await onSend(body);
      setText('');
    } catch {
      // The error shows below; the text stays to be sent again.
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <textarea
          className={styles.input}
          aria-label={label}
          placeholder={label}
          rows={2}
          maxLength={LIVECHAT_MESSAGE_LENGTH_MAX}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || text.trim().length === 0} loading={pending}>
          {t('livechat.send')}
        </Button>
      </div>
      <span className={styles.count} aria-hidden="true">
        {text.length}/{LIVECHAT_MESSAGE_LENGTH_MAX}
      </span>
    </form>
  );
}
