// What a game page shows while its session opens, or when it cannot. Its own file, so that the house
// routes' loading fallback does not bring the game shell (and its dialogs) with it.
import { useTranslation } from 'react-i18next';
import styles from './GameShell.module.css';

/** What a game page shows while its session opens, or when it cannot. */
export function GameSessionMessage({ failed, message }: { failed: boolean; message?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} role={failed ? 'alert' : 'status'}>
      {failed ? message || t('house.sessionFailed') : t('ui.loading')}
    </div>
  );
}
