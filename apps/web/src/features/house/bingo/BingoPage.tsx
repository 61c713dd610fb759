// A bingo room of the house vendor (issue 17 item 3): one shared 75-ball round every few minutes.
// While the round is buying the player buys 1 to the room's limit of cards against the countdown;
// then the balls come one by one over the room's stream, the cards are daubed as they arrive and the
// complete lines light up; when the last ball is out the seed is revealed and every card is paid its
// best pattern's prize. The prize table shows the room's exact return; each card links to its verify
// page. The page follows the site's light and dark themes, in the room's colour.
import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCountdown } from '../../../lib/countdown';
import { newRequestId } from '../../../lib/money';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { BallBoard } from './BallBoard';
import { bingoApi } from './bingo-api';
import { phaseEndMs, phaseOn, takenCards, type LocalPhase } from './bingo-view';
import { BingoCards } from './BingoCards';
import { BuyPanel } from './BuyPanel';
import { PrizeTable, RoundFairness, RoundResult } from './RoomPanels';
import { useBingoRoom, type BingoRoom } from './useBingoRoom';
import styles from './BingoPage.module.css';

export default function BingoPage() {
  return (
    <GameSessionPage kind="bingo">
      {(session) => (
        <BingoRoomView
          sessionToken={session.sessionToken}
          roomCode={session.gameCode}
          initialBalance={session.balance}
        />
      )}
    </GameSessionPage>
  );
}

/** A refused purchase's message, and the balance it carries when the wallet said it. */
function refusalOf(error: unknown, fallback: string): { message: string; balance?: string } {
  if (!(error instanceof ApiError)) return { message: fallback };
  const balance = (error.value as { balance?: string } | undefined)?.balance;
  return { message: error.message, balance };
}

function useBuying(live: BingoRoom, api: ReturnType<typeof bingoApi>, setBalance: (balance: string) => void) {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const buy = useCallback(async () => {
    setBusy(true);
    setMessage('');
    try {
      const value = await api.buy({ count, requestId: newRequestId() });
      live.cardsBought(value.cards);
      setBalance(value.balance);
      setCount(1);
    } catch (error) {
      const refusal = refusalOf(error, t('errors.network'));
      setMessage(refusal.message);
      if (refusal.balance) setBalance(refusal.balance);
    } finally {
      setBusy(false);
    }
  }, [api, count, live, setBalance, t]);
  return { count, setCount, busy, message, buy };
}

export function BingoRoomView({
  sessionToken,
  roomCode,
  initialBalance,
}: {
  sessionToken: string;
  roomCode: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => bingoApi(house), [house]);
  // The balance a purchase answered with, or the one fetched after a settlement, whichever came last.
  const [balance, setBalance] = useState(initialBalance);
  const live = useBingoRoom(api, roomCode, setBalance);
  const buying = useBuying(live, api, setBalance);

  if (!live.room || !live.round) {
    return <GameSessionMessage failed={live.loadError !== null} message={t('bingo.loadFailed')} />;
  }
  const { room, round } = live;
  const serverNowMs = live.nowMs + live.offsetMs;
  const phase = phaseOn(round, serverNowMs);
  const countdown = formatCountdown(phaseEndMs(round, serverNowMs) - serverNowMs);
  const nextSaleIn = formatCountdown(Date.parse(round.endsAt) - serverNowMs);
  // The result panel follows the round just drawn: this one once drawn, else the last one.
  const resultShown =
    round.status !== 'open'
      ? { round, cards: live.myCards }
      : { round: live.lastRound, cards: live.lastCards };
  const title = i18n.language.startsWith('vi') ? room.name.vi : room.name.en;
  return (
    <GameShell
      title={title}
      balance={balance}
      api={house}
      playerSeeds
      style={
        {
          '--slot-bg': 'var(--color-bg)',
          '--slot-text': 'var(--color-text)',
          '--slot-accent': 'var(--color-primary-text)',
          '--room': room.colour,
        } as CSSProperties
      }
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <StatusBar live={live} phase={phase} countdown={countdown} />
          <BallBoard
            calledBalls={round.calledBalls}
            ballsCalled={room.ballsCalled}
            waiting={phase === 'buying'}
          />
          <BuyPanel
            room={room}
            held={takenCards(live.myCards).length}
            count={buying.count}
            onCount={buying.setCount}
            buying={phase === 'buying' && round.status === 'open'}
            busy={buying.busy}
            nextSaleIn={phase === 'next' ? '00:00' : nextSaleIn}
            message={buying.message}
            onBuy={() => void buying.buy()}
          />
          <section className={styles.panel} aria-labelledby="bingo-cards-title">
            <h2 id="bingo-cards-title">{t('bingo.cards.title', { number: round.roundNumber })}</h2>
            {live.myCards.length === 0 ? (
              <p className={styles.muted}>{t('bingo.cards.empty')}</p>
            ) : (
              <BingoCards cards={live.myCards} calledBalls={round.calledBalls} testId="my-cards" />
            )}
          </section>
          {live.lastRound && live.lastCards.length > 0 && (
            <section className={styles.panel} aria-labelledby="bingo-last-title">
              <h2 id="bingo-last-title">
                {t('bingo.cards.lastTitle', { number: live.lastRound.roundNumber })}
              </h2>
              <BingoCards
                cards={live.lastCards}
                calledBalls={live.lastRound.calledBalls}
                testId="last-cards"
              />
            </section>
          )}
        </div>
        <aside className={styles.side}>
          <RoundResult round={resultShown.round} cards={resultShown.cards} />
          <PrizeTable room={room} />
          <RoundFairness round={round} lastRound={live.lastRound} />
        </aside>
      </div>
    </GameShell>
  );
}

/**
 * The round number, the phase with its countdown, and the stream's state. The phase is also written
 * in the live tables' words (`betting` while cards are sold) for the journeys' shared wait.
 */
function StatusBar({ live, phase, countdown }: { live: BingoRoom; phase: LocalPhase; countdown: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.status}>
      <span className={styles.roundNumber}>{t('bingo.round', { number: live.round!.roundNumber })}</span>
      <div
        className={`${styles.phase} ${styles[`phase_${phase}`]}`}
        data-testid="bingo-phase"
        data-phase={phase === 'buying' ? 'betting' : phase}
        data-bingo-phase={phase}
      >
        <span>{t(`bingo.phase.${phase}`)}</span>
        {phase !== 'next' && <strong data-testid="countdown">{countdown}</strong>}
      </div>
      <span className={live.connected ? styles.online : styles.offline} data-testid="stream-state">
        {live.connected ? t('bingo.live') : t('bingo.reconnecting')}
      </span>
    </div>
  );
}
