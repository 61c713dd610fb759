// The short "saved" notice a tab shows after a change went through. It is a polite live region that
// is always in the page (a region added together with its text is often not read out) and empties
// itself after a few seconds.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../ui/class-names';
import styles from './desk.module.css';

const SHOWN_MS = 3_000;

/** `show()` after a save; render `notice` where the tab keeps its status. */
export function useSavedNotice() {
  // A count of saves rather than a flag, so that a second save restarts the timer; 0 is hidden.
  const [savedCount, setSavedCount] = useState(0);
  useEffect(() => {
    if (savedCount === 0) return;
    const timer = window.setTimeout(() => setSavedCount(0), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [savedCount]);
  const show = useCallback(() => setSavedCount((count) => count + 1), []);
  return { show, notice: <SavedNotice visible={savedCount > 0} /> };
}

function SavedNotice({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={classNames(styles.saved, visible && styles.savedVisible)}>
      {visible ? t('operator.saved') : null}
    </p>
  );
}
