// The player's cards of a round, daubed automatically: every called number is marked as its ball
// arrives (the free centre from the start), the cells of complete lines light up, and each card says
// its best pattern so far and how many numbers it still needs. Once the round is drawn each card shows
// the prize the server worked out, and once paid what it was credited, with a link to its verify page.
import { useTranslation } from 'react-i18next';
import type { BingoCardItem } from '@playdeck/contract/bingo';
import { verifyPagePath } from '../verify-link';
import {
  bestPatternOf,
  cellsInLines,
  CENTRE_CELL,
  COLUMN_LETTERS,
  completeLines,
  marksOf,
  numbersToGo,
} from './bingo-view';
import styles from './BingoPage.module.css';

export function BingoCards({
  cards,
  calledBalls,
  testId,
}: {
  cards: readonly BingoCardItem[];
  calledBalls: readonly number[];
  testId: string;
}) {
  return (
    <ol className={styles.cards} data-testid={testId}>
      {cards.map((card) => (
        <li key={card.roundId}>
          <BingoCardView card={card} calledBalls={calledBalls} />
        </li>
      ))}
    </ol>
  );
}

function BingoCardView({ card, calledBalls }: { card: BingoCardItem; calledBalls: readonly number[] }) {
  const { t } = useTranslation();
  const latest = calledBalls.at(-1);
  const marks = marksOf(card.cells, calledBalls);
  const lines = completeLines(marks);
  const lit = cellsInLines(lines);
  const best = card.prize?.tier ?? bestPatternOf(marks);
  const voided = card.status === 'refused' || card.status === 'cancelled';
  return (
    <article
      className={`${styles.card} ${best !== 'none' ? styles.cardWon : ''} ${voided ? styles.cardVoid : ''}`}
      data-testid="bingo-card"
      data-card-number={card.cardNumber}
      data-tier={card.prize?.tier}
      data-payout={card.payout ?? undefined}
      aria-label={t('bingo.cards.card', { number: card.cardNumber })}
    >
      <header className={styles.cardHead}>
        <span>{t('bingo.cards.card', { number: card.cardNumber })}</span>
        <span className={styles.cardPrice}>{card.price}</span>
      </header>
      <div className={styles.grid} role="grid">
        {COLUMN_LETTERS.map((letter) => (
          <span
            key={letter}
            className={`${styles.gridLetter} ${styles[`ball_${letter}`]}`}
            role="columnheader"
          >
            {letter}
          </span>
        ))}
        {card.cells.map((number, cell) => (
          <span
            key={cell}
            role="gridcell"
            className={[
              styles.cell,
              marks[cell] && styles.cellMarked,
              lit.has(cell) && styles.cellLine,
              number === latest && styles.cellLatest,
            ]
              .filter(Boolean)
              .join(' ')}
            data-marked={marks[cell] || undefined}
            aria-label={cell === CENTRE_CELL ? t('bingo.cards.free') : String(number)}
          >
            {cell === CENTRE_CELL ? '★' : number}
          </span>
        ))}
      </div>
      <footer className={styles.cardFoot}>
        <CardOutcome card={card} best={best} toGo={numbersToGo(marks)} />
      </footer>
    </article>
  );
}

function CardOutcome({
  card,
  best,
  toGo,
}: {
  card: BingoCardItem;
  best: ReturnType<typeof bestPatternOf>;
  toGo: number;
}) {
  const { t } = useTranslation();
  if (card.status === 'refused' || card.status === 'cancelled')
    return <span className={styles.muted}>{t(`bingo.cards.status.${card.status}`)}</span>;
  if (!card.prize)
    return (
      <span data-testid="card-progress">
        {best === 'none' ? t('bingo.cards.toGo', { count: toGo }) : t(`bingo.pattern.${best}`)}
      </span>
    );
  return (
    <>
      <span className={card.prize.tier === 'none' ? styles.muted : styles.prizeWon} data-testid="card-prize">
        {card.prize.tier === 'none'
          ? t('bingo.cards.noWin')
          : t('bingo.cards.won', {
              pattern: t(`bingo.pattern.${card.prize.tier}`),
              amount: card.prize.amount,
              ball: (card.prize.ballIndex ?? 0) + 1,
            })}
      </span>
      <a
        className={styles.verifyLink}
        href={verifyPagePath(card.roundId)}
        target="_blank"
        rel="noreferrer"
        data-testid="card-verify"
      >
        {card.payout === null ? t('bingo.cards.paying') : t('bingo.cards.verify')}
      </a>
    </>
  );
}
