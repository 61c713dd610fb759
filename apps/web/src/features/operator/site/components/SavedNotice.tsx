// The short notice after a save or an unlock ("Saved"): a polite live region that is always in the
// page (so that a screen reader hears what appears in it) and empties itself after a few seconds.
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './controls.module.css';

const NOTICE_DURATION_MS = 4_000;

/** The notice's text and the function that shows a new one (and restarts its timer). */
export function useSavedNotice(): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timerRef.current), []);
  const show = useCallback((next: string) => {
    clearTimeout(timerRef.current);
    setText(next);
    timerRef.current = setTimeout(() => setText(''), NOTICE_DURATION_MS);
  }, []);
  return [text, show];
}

export function SavedNotice({ text }: { text: string }) {
  return (
    <span role="status" aria-live="polite" className={styles.notice} data-testid="saved-notice">
      {text ? (
        <>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          {text}
        </>
      ) : null}
    </span>
  );
}
