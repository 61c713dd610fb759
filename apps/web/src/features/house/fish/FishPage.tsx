// A house fish room (issue 17): fish of many kinds swim across a canvas pond along the room's scenes,
// the player turns the cannon, taps a fish (or fires at the locked or nearest one, or lets auto-fire
// do so) at the chosen bet, and the shots go to the server in batches; each batch's answer says which
// fish were captured and what they paid. The balance shown drops by each bet at once and is set right
// by each answer. `?fps=1` shows the frames drawn per second.
import { useEffect, useMemo, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FishRoomValue } from '@playdeck/contract/fish';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { houseApi, type HouseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { verifyPagePath } from '../verify-link';
import { fishApi } from './fish-api';
import { FishPaytable } from './FishPaytable';
import { FishPond } from './FishPond';
import { PondGame, type FishMessage } from './pond-game';
import styles from './FishPage.module.css';

export default function FishPage() {
  return (
    <GameSessionPage kind="fish">
      {(session) => <FishRoom sessionToken={session.sessionToken} initialBalance={session.balance} />}
    </GameSessionPage>
  );
}

/** The page's clock set by the server's: the room's answer time against the middle of its trip. */
type Loaded = { room: FishRoomValue; offsetMs: number };

const localNow = () => performance.timeOrigin + performance.now();

function FishRoom({ sessionToken, initialBalance }: { sessionToken: string; initialBalance: string }) {
  const { t } = useTranslation();
  const api = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    let cancelled = false;
    const sentAt = localNow();
    fishApi(api)
      .room()
      .then((room) => {
        if (cancelled) return;
        const offsetMs = Date.parse(room.serverTime) - (sentAt + localNow()) / 2;
        setLoaded({ room, offsetMs });
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof ApiError ? error.message : t('fish.loadFailed'));
      });
    return () => void (cancelled = true);
  }, [api, t]);

  if (!loaded) return <GameSessionMessage failed={failure !== ''} message={failure} />;
  return <FishGame api={api} loaded={loaded} initialBalance={initialBalance} />;
}

/** The game frame's colours (GameShell reads them). */
const THEME = {
  '--slot-bg': '#061a33',
  '--slot-text': '#eef6ff',
  '--slot-accent': '#ffd34d',
} as CSSProperties;

function messageText(t: (key: string, options?: Record<string, string>) => string, message: FishMessage) {
  return 'text' in message ? message.text : t(message.key, message.params);
}

function FishGame({
  api,
  loaded,
  initialBalance,
}: {
  api: HouseApi;
  loaded: Loaded;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const { room, offsetMs } = loaded;
  const game = useMemo(
    () => new PondGame({ room, api: fishApi(api), balance: initialBalance }),
    [room, api, initialBalance],
  );
  const clock = useMemo(() => () => localNow() + offsetMs, [offsetMs]);
  const snapshot = useSyncExternalStore(game.subscribe, game.getSnapshot);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const showFps = useMemo(() => new URLSearchParams(window.location.search).get('fps') === '1', []);
  const vietnamese = i18n.language.startsWith('vi');

  useEffect(() => {
    // Auto-fire never runs in a tab nobody looks at.
    const onHidden = () => document.hidden && game.setAutoFire(false);
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [game]);

  const speciesName = (code: string) => {
    const species = room.species.find((entry) => entry.code === code);
    return species ? (vietnamese ? species.name.vi : species.name.en) : code;
  };
  const { lastCapture, message } = snapshot;
  const pending = snapshot.pendingShots > 0;

  return (
    <GameShell
      title={vietnamese ? room.name.vi : room.name.en}
      balance={snapshot.balance}
      api={api}
      playerSeeds
      style={THEME}
      aside={
        <Button size="sm" variant="secondary" onClick={() => setPaytableOpen(true)}>
          {t('fish.paytable')}
        </Button>
      }
    >
      <div className={styles.game}>
        <FishPond game={game} clock={clock} showFps={showFps} label={t('fish.pondLabel')} />
        <div className={styles.controls}>
          <div className={styles.bet}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('fish.lessBet')}
              disabled={snapshot.betIndex === 0}
              onClick={() => game.setBetIndex(snapshot.betIndex - 1)}
            >
              −
            </Button>
            <div className={styles.betValue}>
              <span>{t('fish.bet')}</span>
              <strong data-testid="fish-bet">{snapshot.bet}</strong>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('fish.moreBet')}
              disabled={snapshot.betIndex >= room.bets.length - 1}
              onClick={() => game.setBetIndex(snapshot.betIndex + 1)}
            >
              +
            </Button>
          </div>
          <Button size="lg" className={styles.fire} onClick={() => game.fire()} data-testid="fish-fire">
            {t('fish.fire')}
          </Button>
          <Button
            variant={snapshot.autoFire ? 'primary' : 'secondary'}
            className={snapshot.autoFire ? `${styles.auto} ${styles.autoOn}` : styles.auto}
            aria-pressed={snapshot.autoFire}
            onClick={() => game.setAutoFire(!snapshot.autoFire)}
            data-testid="fish-auto"
          >
            {t('fish.autoFire')}
          </Button>
        </div>
        <div className={styles.status}>
          <dl className={styles.tally}>
            <div>
              <dt>{t('fish.staked')}</dt>
              <dd data-testid="fish-staked">{snapshot.staked}</dd>
            </div>
            <div>
              <dt>{t('fish.won')}</dt>
              <dd data-testid="fish-won">{snapshot.won}</dd>
            </div>
          </dl>
          <span
            className={pending ? `${styles.pending} ${styles.busy}` : styles.pending}
            data-testid="fish-pending"
            data-state={pending ? 'busy' : 'idle'}
          >
            {pending ? t('fish.pending', { count: snapshot.pendingShots }) : t('fish.settled')}
          </span>
        </div>
        <p
          className={styles.news}
          aria-live="polite"
          data-testid="fish-news"
          data-captures={snapshot.captures}
        >
          {lastCapture
            ? t('fish.captured', {
                fish: speciesName(lastCapture.speciesCode),
                multiplier: String(lastCapture.multiplier),
                amount: lastCapture.win,
              })
            : t('fish.hint')}
          {snapshot.lastRoundId && (
            <>
              {' · '}
              <a href={verifyPagePath(snapshot.lastRoundId)} target="_blank" rel="noreferrer">
                {t('fish.verifyLast')}
              </a>
            </>
          )}
        </p>
        {message && (
          <p className={styles.error} role="alert" data-testid="fish-message">
            {messageText(t, message)}
          </p>
        )}
      </div>
      <FishPaytable room={room} open={paytableOpen} onOpenChange={setPaytableOpen} />
    </GameShell>
  );
}
