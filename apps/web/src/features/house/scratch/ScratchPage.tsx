// A house scratch card (issue 17 item 4): buy a ticket, then rub the foil off its nine cells with a
// finger or the mouse (or reveal them with the keyboard, or all at once). The ticket is decided and
// paid when it is bought, as a paper ticket is printed before it is sold, and the page says so; the
// prize and the balance with it show only once the whole ticket is revealed. Beside it: the card's
// prize table with its exact odds and return, and the fairness panel of the player's seed pair.
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchCardValue, ScratchTicketValue } from '@playdeck/contract/scratch';
import { ApiError } from '../../../lib/api-client';
import { formatBalance } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { houseApi } from '../api/house-api';
import { GameSessionMessage } from '../components/GameSessionMessage';
import { GameShell } from '../components/GameShell';
import { GameSessionPage } from '../components/GameSessionPage';
import { verifyPagePath } from '../verify-link';
import { PrizeTable } from './PrizeTable';
import { scratchApi } from './scratch-api';
import { ALL_CELLS, balanceBeforePrize, isFullyRevealed, localName, withRevealed } from './scratch-view';
import { ScratchTicket } from './ScratchTicket';
import styles from './ScratchPage.module.css';

/** The game page follows the site's theme: the shell's colours are the design tokens. */
const SHELL_STYLE = {
  '--slot-bg': 'var(--color-bg)',
  '--slot-text': 'var(--color-text)',
  '--slot-accent': 'var(--color-primary-text)',
} as CSSProperties;
const TICK_MS = 250;

export default function ScratchPage() {
  return (
    <GameSessionPage kind="scratch">
      {(session) => <ScratchGame sessionToken={session.sessionToken} initialBalance={session.balance} />}
    </GameSessionPage>
  );
}

export function ScratchGame({
  sessionToken,
  initialBalance,
}: {
  sessionToken: string;
  initialBalance: string;
}) {
  const { t, i18n } = useTranslation();
  const house = useMemo(() => houseApi(sessionToken), [sessionToken]);
  const api = useMemo(() => scratchApi(house), [house]);
  const [card, setCard] = useState<ScratchCardValue | null>(null);
  const [loadFailed, setLoadFailed] = useState('');
  const [balance, setBalance] = useState(initialBalance);
  const [ticket, setTicket] = useState<ScratchTicketValue | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [buying, setBuying] = useState(false);
  const [message, setMessage] = useState('');
  const [readyAt, setReadyAt] = useState(0);
  const [nowMs, setNowMs] = useState(() => Date.now());
  // Kept until the server answers: pressing again after a lost answer cannot buy a second ticket.
  const requestId = useRef<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api
      .card()
      .then((value) => !cancelled && setCard(value))
      .catch(
        (error: unknown) =>
          !cancelled && setLoadFailed(error instanceof ApiError ? error.message : t('errors.network')),
      );
    return () => void (cancelled = true);
  }, [api, t]);

  // Counts down the operator's least time between tickets.
  useEffect(() => {
    if (readyAt <= Date.now()) return;
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [readyAt]);

  if (!card) return <GameSessionMessage failed={loadFailed !== ''} message={loadFailed} />;

  const done = ticket !== null && isFullyRevealed(revealed);
  const waitMs = Math.max(0, readyAt - nowMs);

  const buy = async () => {
    setBuying(true);
    setMessage('');
    requestId.current ??= crypto.randomUUID();
    try {
      const value = await api.buy({ requestId: requestId.current });
      requestId.current = null;
      setTicket(value);
      setRevealed(new Set());
      setBalance(value.balance);
      if (card.roundIntervalMs > 0) {
        setNowMs(Date.now());
        setReadyAt(Date.now() + card.roundIntervalMs);
      }
    } catch (error) {
      if (error instanceof ApiError) {
        // The server decided (a refusal): the next press is a new purchase. Without an answer, or with
        // the wallet out of reach, the same id goes again and finishes this one instead.
        if (error.status !== 0 && error.status !== 503) requestId.current = null;
        setMessage(error.fields.requestId ?? error.message);
        const known = (error.value as { balance?: string } | undefined)?.balance;
        if (known) setBalance(known);
      } else setMessage(t('errors.network'));
    } finally {
      setBuying(false);
    }
  };

  const reveal = (cells: number[]) => setRevealed((current) => withRevealed(current, cells));
  const shownBalance = ticket && !done ? balanceBeforePrize(ticket) : balance;
  const price = formatBalance(card.price);

  return (
    <GameShell
      title={localName(card.name, i18n.language)}
      balance={shownBalance}
      api={house}
      playerSeeds
      style={SHELL_STYLE}
    >
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.fixed} role="note">
            {t('scratch.fixedAtPurchase')}
          </p>
          <ScratchTicket card={card} ticket={ticket} revealed={revealed} onReveal={reveal} />
          <Outcome card={card} ticket={ticket} revealed={revealed} />
          {message && (
            <p className={styles.error} role="alert">
              {message}
            </p>
          )}
          <div className={styles.controls}>
            {ticket && !done ? (
              <>
                <Button size="lg" onClick={() => reveal([...ALL_CELLS])} data-testid="scratch-reveal-all">
                  {t('scratch.revealAll')}
                </Button>
                <p className={styles.hint}>{t('scratch.scratchHint')}</p>
              </>
            ) : (
              <Button
                size="lg"
                loading={buying}
                disabled={waitMs > 0}
                onClick={() => void buy()}
                data-testid="scratch-buy"
              >
                {waitMs > 0
                  ? t('scratch.wait', { seconds: Math.ceil(waitMs / 1000) })
                  : t(ticket ? 'scratch.buyAnother' : 'scratch.buy', { price })}
              </Button>
            )}
          </div>
          {done && (
            <p className={styles.fair}>
              {t('house.nonce')} {ticket.nonce} ·{' '}
              <a href={verifyPagePath(ticket.roundId)} target="_blank" rel="noreferrer">
                {t('house.verify')}
              </a>
            </p>
          )}
        </div>
        <PrizeTable card={card} />
      </div>
    </GameShell>
  );
}

/** What the ticket shows so far: how many cells are open, then, once all are, the prize or none. */
function Outcome({
  card,
  ticket,
  revealed,
}: {
  card: ScratchCardValue;
  ticket: ScratchTicketValue | null;
  revealed: ReadonlySet<number>;
}) {
  const { t, i18n } = useTranslation();
  const done = ticket !== null && isFullyRevealed(revealed);
  const tier = done && ticket.tierIndex !== null ? card.tiers[ticket.tierIndex] : undefined;
  const symbol = tier && card.symbols.find((entry) => entry.code === tier.symbolCode);
  return (
    <div
      className={tier ? `${styles.outcome} ${styles.won}` : styles.outcome}
      aria-live="polite"
      data-testid="scratch-result"
      data-state={!ticket ? 'unsold' : !done ? 'scratching' : tier ? 'won' : 'lost'}
    >
      {!ticket ? (
        t('scratch.ready')
      ) : !done ? (
        t('scratch.progress', { revealed: revealed.size, total: ALL_CELLS.length })
      ) : tier ? (
        <>
          <strong>{t('scratch.won', { amount: formatBalance(ticket.prize) })}</strong>
          <span className={styles.outcomeDetail}>
            {t('scratch.wonDetail', {
              symbol: symbol ? localName(symbol.name, i18n.language) : tier.symbolCode,
              multiple: tier.multiple,
            })}
          </span>
        </>
      ) : (
        t('scratch.noPrize')
      )}
    </div>
  );
}
