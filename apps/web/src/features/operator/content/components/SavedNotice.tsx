// The short "saved" or "deleted" notice after a change: a polite live region that empties itself
// after a few seconds, so that the operator hears and sees that the change went through without a
// dialog to close.
import { useCallback, useEffect, useRef, useState } from 'react';
import { classNames } from '../../../../ui/class-names';
import styles from './desk.module.css';

export const NOTICE_DURATION_MS = 4_000;

/** A message shown for a few seconds: `show(text)` replaces the current one and restarts the clock. */
export function useFlash(durationMs = NOTICE_DURATION_MS) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(''), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}

export function SavedNotice({ message, className }: { message: string; className?: string }) {
  // The region stays in the page while empty so that screen readers announce the next message.
  return (
    <p role="status" aria-live="polite" className={classNames(styles.notice, className)}>
      {message}
    </p>
  );
}
