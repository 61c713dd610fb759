// The player's moves: fold, check or call, bet or raise to an amount chosen with a slider, a field or
// a quick size (the least, half, three quarters or all of the pot), and all-in. Only the moves the
// rules allow now are enabled; out of turn the bar says whose turn it is and the time they have left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PokerActionRequest, PokerHandView } from '@playdeck/contract/poker';
import { formatBalance } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { aggressionOf, amountOf, centsOf, quickSizes, turnSecondsLeft } from './poker-view';
import styles from './ActionBar.module.css';

export function ActionBar({
  hand,
  serverNowMs,
  busy,
  onAct,
}: {
  hand: PokerHandView;
  serverNowMs: number;
  busy: boolean;
  onAct: (action: PokerActionRequest) => void;
}) {
  const { t } = useTranslation();
  const legal = hand.legalActions;
  const aggression = legal ? aggressionOf(legal) : null;
  // The chosen total, remembered per decision (a new street or bet starts from the least again).
  const decision = `${hand.handNumber}:${hand.street}:${hand.currentBet}`;
  const [chosen, setChosen] = useState<{ decision: string; cents: number } | null>(null);
  const totalCents = aggression
    ? Math.min(
        aggression.maxCents,
        Math.max(aggression.minCents, chosen?.decision === decision ? chosen.cents : aggression.minCents),
      )
    : 0;
  const choose = (cents: number) => setChosen({ decision, cents });
  const seconds = turnSecondsLeft(hand, serverNowMs);
  const toAct = hand.seats.find((seat) => seat.seat === hand.toActSeat);

  if (!legal) {
    return (
      <div className={styles.bar} data-testid="action-bar" data-turn="other">
        <p className={styles.waiting}>
          {hand.status !== 'open'
            ? t('poker.handOver')
            : toAct
              ? t(toAct.isBot ? 'poker.botThinking' : 'poker.waitingFor', { name: toAct.name })
              : ''}
          {toAct && !toAct.isBot && seconds !== null && <strong className={styles.clock}> {seconds}s</strong>}
        </p>
      </div>
    );
  }
  const allInIsOnlyRaise = aggression !== null && totalCents === aggression.maxCents && legal.allIn !== null;
  return (
    <div className={styles.bar} data-testid="action-bar" data-turn="mine">
      <p className={styles.yourTurn} role="status">
        {t('poker.yourTurn')}
        {seconds !== null && (
          <strong className={styles.clock} data-testid="turn-clock">
            {' '}
            {seconds}s
          </strong>
        )}
      </p>
      {aggression && (
        <div className={styles.sizing}>
          <div className={styles.quick}>
            {quickSizes(hand, legal).map((size) => (
              <button
                key={size.key}
                type="button"
                className={styles.quickButton}
                aria-pressed={size.totalCents === totalCents}
                onClick={() => choose(size.totalCents)}
                disabled={busy}
              >
                {t(`poker.size.${size.key}`)}
              </button>
            ))}
          </div>
          <div className={styles.amountRow}>
            <input
              type="range"
              className={styles.slider}
              min={aggression.minCents}
              max={aggression.maxCents}
              step={1}
              value={totalCents}
              onChange={(event) => choose(Number(event.target.value))}
              aria-label={t(`poker.${aggression.kind}To`)}
              disabled={busy}
            />
            <input
              className={styles.amountInput}
              inputMode="decimal"
              value={amountOf(totalCents)}
              onChange={(event) => {
                if (/^\d{0,7}(\.\d{0,2})?$/.test(event.target.value))
                  choose(centsOf(event.target.value || '0'));
              }}
              aria-label={t('poker.amount')}
              disabled={busy}
              data-testid="raise-amount"
            />
          </div>
        </div>
      )}
      <div className={styles.buttons}>
        <Button
          variant="danger"
          onClick={() => onAct({ type: 'fold' })}
          disabled={busy}
          data-testid="act-fold"
        >
          {t('poker.fold')}
        </Button>
        {legal.check ? (
          <Button
            variant="secondary"
            onClick={() => onAct({ type: 'check' })}
            disabled={busy}
            data-testid="act-check"
          >
            {t('poker.check')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => onAct({ type: 'call' })}
            disabled={busy || !legal.call}
            data-testid="act-call"
          >
            {t('poker.call', { amount: formatBalance(legal.call?.amount ?? legal.toCall) })}
          </Button>
        )}
        <Button
          onClick={() =>
            aggression &&
            onAct(
              allInIsOnlyRaise ? { type: 'all-in' } : { type: aggression.kind, total: amountOf(totalCents) },
            )
          }
          disabled={busy || !aggression}
          data-testid="act-raise"
        >
          {aggression
            ? t(`poker.${aggression.kind}ToAmount`, { amount: formatBalance(amountOf(totalCents)) })
            : t('poker.raise')}
        </Button>
        <Button
          variant="secondary"
          className={styles.allIn}
          onClick={() => onAct({ type: 'all-in' })}
          disabled={busy || !legal.allIn}
          data-testid="act-all-in"
        >
          {t('poker.allInAmount', { amount: formatBalance(legal.allIn?.total ?? '0') })}
        </Button>
      </div>
    </div>
  );
}
