// Buying cards: while the round is buying the player picks how many cards (1 to what the room still
// allows this round), sees the card price and the total, and buys; a refusal's message shows under
// the button. Outside the buying phase the panel says when the next round's cards go on sale.
import { useTranslation } from 'react-i18next';
import type { BingoRoomInfo } from '@playdeck/contract/bingo';
import { Button } from '../../../ui/Button';
import { totalPrice } from './bingo-view';
import styles from './BingoPage.module.css';

export function BuyPanel({
  room,
  held,
  count,
  onCount,
  buying,
  busy,
  nextSaleIn,
  message,
  onBuy,
}: {
  room: BingoRoomInfo;
  /** Cards the player already holds for this round. */
  held: number;
  count: number;
  onCount: (count: number) => void;
  /** The round is in its buying phase. */
  buying: boolean;
  busy: boolean;
  /** The countdown to the next round's sale, shown while cards are not sold. */
  nextSaleIn: string;
  message: string;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const left = Math.max(0, room.cardsPerPlayerMax - held);
  const chosen = Math.min(Math.max(1, count), Math.max(1, left));
  return (
    <section className={styles.panel} aria-labelledby="bingo-buy-title">
      <h2 id="bingo-buy-title">{t('bingo.buy.title')}</h2>
      <div className={styles.counts} role="radiogroup" aria-label={t('bingo.buy.count')}>
        {Array.from({ length: room.cardsPerPlayerMax }, (_, index) => index + 1).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={option === chosen}
            className={`${styles.count} ${option === chosen ? styles.countChosen : ''}`}
            disabled={!buying || option > left}
            onClick={() => onCount(option)}
            data-testid={`count-${option}`}
          >
            {option}
          </button>
        ))}
      </div>
      <dl className={styles.buyFacts}>
        <dt>{t('bingo.buy.price')}</dt>
        <dd>{room.cardPrice}</dd>
        <dt>{t('bingo.buy.total')}</dt>
        <dd data-testid="buy-total">{totalPrice(room.cardPrice, chosen)}</dd>
      </dl>
      <Button
        block
        size="lg"
        onClick={onBuy}
        loading={busy}
        disabled={!buying || left === 0}
        data-testid="buy-cards"
      >
        {t('bingo.buy.button', { count: chosen })}
      </Button>
      <p className={message ? styles.error : styles.hint} role={message ? 'alert' : undefined}>
        {message ||
          (!buying
            ? t('bingo.buy.closed', { time: nextSaleIn })
            : left === 0
              ? t('bingo.buy.full')
              : t('bingo.buy.limit', { max: room.cardsPerPlayerMax, held }))}
      </p>
    </section>
  );
}
