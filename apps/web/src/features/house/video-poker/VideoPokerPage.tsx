// The house's video poker (Jacks or Better 9/6, issue 17 item 4): the machine's paytable with the
// coins bet marked and the hand on the screen lit, five cards, the coins and the coin value, then
// Deal; the player holds cards (or asks the hint) and draws; the result and the balance after it
// show. A hand in play when the page opens (a reload, the game opened again) is resumed.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type {
  VideoPokerGameValue,
  VideoPokerHand,
  VideoPokerHintValue,
} from '@playdeck/contract/video-poker';
import { ApiError } from '../../../lib/api-client';
import { houseApi } from '../api/house-api';
import { CardFace } from '../components/CardFace';
import { cardName } from '../components/card-face';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { verifyPagePath } from '../verify-link';
import { Paytable } from './Paytable';
import { videoPokerApi } from './video-poker-api';
import { betOf, litCategory, NO_HOLDS, resultOf, shownCards, toggleHold } from './video-poker-view';
import styles from './VideoPokerPage.module.css';

/** The page follows the site's light or dark theme around the machine, whose screen is its own. */
const SHELL_STYLE = {
  '--slot-bg': 'var(--color-bg)',
  '--slot-text': 'var(--color-text)',
  '--slot-accent': 'var(--color-primary-text)',
} as CSSProperties;

export default function VideoPokerPage() {
  return (
    <GameSessionPage kind="video-poker">
      {(session) => (
        <VideoPokerMachine sessionToken={session.sessionToken} initialBalance={session.balance} />
      )}
    </GameSessionPage>
  );
}

export function VideoPokerMachine({
  sessionToken,
  initialBalance,
}: {
  sessionToken: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const machineApi = useMemo(() => videoPokerApi(house), [house]);
  const [game, setGame] = useState<VideoPokerGameValue | null>(null);
  const [hand, setHand] = useState<VideoPokerHand | null>(null);
  const [held, setHeld] = useState<readonly boolean[]>(NO_HOLDS);
  const [coins, setCoins] = useState(5);
  const [coinValue, setCoinValue] = useState('');
  const [balance, setBalance] = useState(initialBalance);
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<VideoPokerHintValue | null>(null);
  const [message, setMessage] = useState('');
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    Promise.all([machineApi.game(), machineApi.hand()])
      .then(([machine, open]) => {
        if (cancelled) return;
        setGame(machine);
        setCoinValue(open.hand?.coinValue ?? machine.coinValues[0] ?? '');
        if (open.hand) {
          setHand(open.hand);
          setCoins(open.hand.coins);
        }
      })
      .catch(() => !cancelled && setLoadFailed(true));
    return () => void (cancelled = true);
  }, [machineApi]);

  if (!game) return <GameSessionMessage failed={loadFailed} message={t('videoPoker.loadFailed')} />;

  const dealt = hand?.phase === 'dealt';
  const failed = (error: unknown) => {
    setMessage(error instanceof ApiError ? error.message : t('errors.network'));
    const known =
      error instanceof ApiError ? (error.value as { balance?: string } | undefined)?.balance : undefined;
    if (known) setBalance(known);
  };
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setMessage('');
    try {
      await step();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const deal = () =>
    run(async () => {
      const value = await machineApi.deal({ coins, coinValue });
      setHand(value.hand);
      setBalance(value.balance);
      setHeld(NO_HOLDS);
      setHint(null);
    });
  const draw = () =>
    run(async () => {
      const value = await machineApi.draw([...held]);
      setHand(value.hand);
      setBalance(value.balance);
      setHeld(value.hand.held ?? held);
      setHint(null);
      if (value.hand.drawnByHouse)
        setBalance((await house.get<HouseBalanceValue>(housePaths.balance)).balance);
    });
  const askHint = () =>
    run(async () => {
      const value = await machineApi.hint();
      setHint(value);
      setHeld(value.held);
    });

  const name = i18n.language.startsWith('vi') ? game.name.vi : game.name.en;
  const result = hand ? resultOf(hand) : { won: false as const };
  const cards = hand ? shownCards(hand) : undefined;
  return (
    <GameShell title={name} balance={balance} api={house} playerSeeds style={SHELL_STYLE}>
      <div className={styles.cabinet}>
        <Paytable game={game} coins={coins} lit={litCategory(game, hand)} />
        <div className={styles.screen}>
          <ol className={styles.cards} data-testid="vp-cards" aria-busy={busy}>
            {[0, 1, 2, 3, 4].map((index) => {
              const card = cards?.[index];
              const isHeld = (dealt ? held : (hand?.held ?? NO_HOLDS))[index] === true;
              return (
                <li
                  key={`${hand?.roundId ?? 'idle'}-${hand?.phase ?? ''}-${index}`}
                  className={styles.cardSlot}
                >
                  <button
                    type="button"
                    className={isHeld ? `${styles.cardButton} ${styles.held}` : styles.cardButton}
                    disabled={!dealt || busy}
                    aria-pressed={dealt ? isHeld : undefined}
                    aria-label={card ? t('videoPoker.holdCard', { card: cardName(card) }) : undefined}
                    onClick={() => setHeld(toggleHold(held, index))}
                    data-testid={`vp-card-${index}`}
                  >
                    <CardFace card={card} faceUp={card !== undefined} className={styles.card} />
                    <span className={styles.heldTag} aria-hidden={!isHeld}>
                      {isHeld ? t('videoPoker.held') : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
          <ResultLine hand={hand} result={result} hint={hint} />
        </div>
        {message && (
          <p className={styles.error} role="alert">
            {message}
          </p>
        )}
        <Controls
          game={game}
          coins={coins}
          coinValue={coinValue}
          locked={dealt || busy}
          onCoins={setCoins}
          onCoinValue={setCoinValue}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.hintButton}
            disabled={!dealt || busy}
            onClick={() => void askHint()}
          >
            {t('videoPoker.hint')}
          </button>
          <button
            type="button"
            className={styles.mainButton}
            disabled={busy || !coinValue}
            onClick={() => void (dealt ? draw() : deal())}
            data-testid="vp-main"
          >
            {dealt ? t('videoPoker.draw') : t('videoPoker.deal')}
          </button>
        </div>
      </div>
      <MachineFooter game={game} coins={coins} hand={hand} />
    </GameShell>
  );
}

function ResultLine({
  hand,
  result,
  hint,
}: {
  hand: VideoPokerHand | null;
  result: ReturnType<typeof resultOf>;
  hint: VideoPokerHintValue | null;
}) {
  const { t } = useTranslation();
  let text = t('videoPoker.prompt.idle');
  if (hand?.phase === 'dealt')
    text = hint
      ? t(hint.held.some(Boolean) ? 'videoPoker.hintText' : 'videoPoker.hintNone', {
          amount: hint.expectedReturn,
        })
      : t('videoPoker.prompt.dealt');
  else if (hand && result.won)
    text = t('videoPoker.won', {
      hand: t(`videoPoker.categories.${result.category}`),
      amount: result.amount,
    });
  else if (hand) text = t('videoPoker.lost');
  return (
    <div className={styles.result} aria-live="polite">
      <p
        className={result.won ? `${styles.resultText} ${styles.win}` : styles.resultText}
        data-testid="vp-result"
        data-phase={hand?.phase ?? 'idle'}
        data-payout={hand?.payout ?? undefined}
        data-bet={hand?.bet}
      >
        {text}
      </p>
      {hand?.drawnByHouse && <p className={styles.note}>{t('videoPoker.drawnByHouse')}</p>}
    </div>
  );
}

function Controls({
  game,
  coins,
  coinValue,
  locked,
  onCoins,
  onCoinValue,
}: {
  game: VideoPokerGameValue;
  coins: number;
  coinValue: string;
  locked: boolean;
  onCoins: (coins: number) => void;
  onCoinValue: (coinValue: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      <fieldset className={styles.choice} disabled={locked}>
        <legend>{t('videoPoker.coinValue')}</legend>
        <div className={styles.segments}>
          {game.coinValues.map((value) => (
            <label
              key={value}
              className={value === coinValue ? `${styles.segment} ${styles.chosen}` : styles.segment}
            >
              <input
                type="radio"
                name="coin-value"
                value={value}
                checked={value === coinValue}
                onChange={() => onCoinValue(value)}
              />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choice} disabled={locked}>
        <legend>{t('videoPoker.coins')}</legend>
        <div className={styles.segments}>
          {Array.from({ length: game.coinsMax - game.coinsMin + 1 }, (_, index) => game.coinsMin + index).map(
            (count) => (
              <label
                key={count}
                className={count === coins ? `${styles.segment} ${styles.chosen}` : styles.segment}
              >
                <input
                  type="radio"
                  name="coins"
                  value={count}
                  checked={count === coins}
                  onChange={() => onCoins(count)}
                  aria-label={t('videoPoker.coinsColumn', { count })}
                />
                {count}
              </label>
            ),
          )}
        </div>
      </fieldset>
      <div className={styles.betBox}>
        <span>{t('videoPoker.bet')}</span>
        <strong data-testid="vp-bet">{coinValue ? betOf(coins, coinValue) : '—'}</strong>
      </div>
    </div>
  );
}

function MachineFooter({
  game,
  coins,
  hand,
}: {
  game: VideoPokerGameValue;
  coins: number;
  hand: VideoPokerHand | null;
}) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>
        {t('videoPoker.rtp', { rtp: game.returnPercentByCoins[coins - game.coinsMin], count: coins })}{' '}
        {coins < game.coinsMax && t('videoPoker.rtpMaxCoins', { rtp: game.returnPercentByCoins.at(-1) })}
      </p>
      {hand && (
        <p>
          {t('house.nonce')} {hand.nonce} ·{' '}
          <a href={verifyPagePath(hand.roundId)} target="_blank" rel="noreferrer">
            {t('house.verify')}
          </a>
        </p>
      )}
    </footer>
  );
}
