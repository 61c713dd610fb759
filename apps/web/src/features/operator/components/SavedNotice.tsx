// The short notice after a change went through ("Saved", "Deleted", "Deposit #12 approved"), so that
// the operator hears and sees it without a dialog to close. It is a polite live region that is always
// in the page, even empty (a region added together with its text is often not read out), and the
// hook empties it after a few seconds.
import { useCallback, useEffect, useRef, useState } from 'react';
import { classNames } from '../../../ui/class-names';
import styles from './SavedNotice.module.css';

const NOTICE_DURATION_MS = 4_000;

/** The notice's message, and `show(text)`, which replaces it and restarts the clock. */
export function useSavedNotice() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string) => {
    clearTimeout(timer.current);
    setMessage(text);
    timer.current = setTimeout(() => setMessage(''), NOTICE_DURATION_MS);
  }, []);
  return { message, show };
}

export function SavedNotice({ message, className }: { message: string; className?: string }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className={classNames(styles.notice, className)}
      data-testid="saved-notice"
    >
      {message}
    </p>
  );
}
