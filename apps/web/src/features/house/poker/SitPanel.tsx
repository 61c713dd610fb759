// Sitting down and leaving. Out of a seat, the player chooses the stack they bring to each hand (within
// the table's buy-in range and their balance: the most they can lose in one hand) and a seat on the
// felt, or any free one. Seated, they see that stack and may leave: in a hand, their turns are then
// checked or folded and the seat frees when the hand ends.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PokerSitRequest, PokerTableValue } from '@playdeck/contract/poker';
import { formatBalance } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { amountOf, centsOf, stackRange } from './poker-view';
import styles from './PokerPage.module.css';

export function SitPanel({
  value,
  balance,
  pickedSeat,
  busy,
  onSit,
  onLeave,
}: {
  value: PokerTableValue;
  balance: string;
  pickedSeat: number | null;
  busy: boolean;
  onSit: (request: PokerSitRequest) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { table } = value;
  const mine = value.seats.find((seat) => seat.isYou);
  const range = stackRange(table, balance);
  const [chosen, setChosen] = useState<number | null>(null);
  if (mine) {
    return (
      <div className={styles.sitPanel} data-testid="seated-panel">
        <p className={styles.sitText}>
          {mine.sittingOut
            ? t('poker.leavingAfterHand')
            : t('poker.seatedWith', { seat: mine.seat, stack: formatBalance(mine.stack) })}
        </p>
        {mine.sittingOut ? (
          <Button onClick={() => onSit({ seat: mine.seat, stack: mine.stack })} disabled={busy}>
            {t('poker.sitBack')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onLeave} disabled={busy} data-testid="leave">
            {t('poker.leave')}
          </Button>
        )}
      </div>
    );
  }
  if (!range) {
    return (
      <div className={styles.sitPanel} data-testid="sit-panel">
        <p className={styles.sitText}>{t('poker.needBalance', { amount: formatBalance(table.buyInMin) })}</p>
      </div>
    );
  }
  const stackCents = Math.min(range.maxCents, Math.max(range.minCents, chosen ?? range.maxCents));
  // A bot gives its seat up between hands, so only members fill a table.
  const full = value.seats.filter((seat) => !seat.isBot).length >= table.seatCount;
  return (
    <form
      className={styles.sitPanel}
      data-testid="sit-panel"
      onSubmit={(event) => {
        event.preventDefault();
        onSit({ stack: amountOf(stackCents), ...(pickedSeat === null ? {} : { seat: pickedSeat }) });
      }}
    >
      <p className={styles.sitText}>
        {t('poker.buyInHint', { min: formatBalance(table.buyInMin), max: formatBalance(table.buyInMax) })}
      </p>
      <label className={styles.stackRow}>
        <span>{t('poker.stack')}</span>
        <input
          type="range"
          min={range.minCents}
          max={range.maxCents}
          step={Math.max(1, centsOf(table.bigBlind))}
          value={stackCents}
          onChange={(event) => setChosen(Number(event.target.value))}
          aria-label={t('poker.stack')}
          className={styles.stackSlider}
        />
        <strong className={styles.stackValue} data-testid="stack-value">
          {formatBalance(amountOf(stackCents))}
        </strong>
      </label>
      <Button type="submit" disabled={busy || full} data-testid="sit-down">
        {pickedSeat === null ? t('poker.sitAnywhere') : t('poker.sitAt', { seat: pickedSeat })}
      </Button>
    </form>
  );
}
