// The selected lottery game, played in a frame: the vendor's game page at the address the platform's
// launch answered, with its one-time token.
import { useTranslation } from 'react-i18next';
import type { LotteryGameItem } from '@playdeck/contract/lottery';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Loader } from '../../../ui/Loader';
import { useLaunchedGame } from '../api/launch-game';
import styles from '../pages/LotteryLobbyPage.module.css';

export function GameFrame({ game, title }: { game: LotteryGameItem; title: string }) {
  const { t } = useTranslation();
  const launched = useLaunchedGame(game);
  if (launched.isError) {
    const message = launched.error instanceof ApiError ? launched.error.message : t('errors.network');
    return (
      <div className={styles.frameMessage} role="alert">
        <p>{message}</p>
        <Button variant="secondary" onClick={() => void launched.refetch()}>
          {t('errors.retry')}
        </Button>
      </div>
    );
  }
  if (!launched.data) {
    return (
      <div className={styles.frameMessage}>
        <Loader />
      </div>
    );
  }
  return (
    <iframe
      key={launched.data.url}
      className={styles.frame}
      src={launched.data.url}
      title={title}
      data-testid="lottery-frame"
      allow="clipboard-write"
    />
  );
}
