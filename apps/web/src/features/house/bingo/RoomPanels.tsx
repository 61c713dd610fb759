// The side panels: the result of the round just drawn (each card's best pattern and prize, what the
// player won), the prize table with the room's exact return, and the draw's provably fair facts (the
// seed hash of the round on sale, the last drawn round's revealed seed, the verify page).
import { useTranslation } from 'react-i18next';
import type { BingoCardItem, BingoRoomInfo, BingoRound } from '@playdeck/contract/bingo';
import { cardsSummary, oneInLabel, takenCards } from './bingo-view';
import styles from './BingoPage.module.css';

export function RoundResult({ round, cards }: { round: BingoRound | null; cards: readonly BingoCardItem[] }) {
  const { t } = useTranslation();
  const held = takenCards(cards);
  // Only a round the player had cards in has a result to show.
  if (!round || held.length === 0) return null;
  const summary = cardsSummary(cards);
  const won = summary !== null && summary.won !== '0.00';
  return (
    <section className={styles.panel} data-testid="round-result" data-round={round.roundNumber}>
      <h2>{t('bingo.result.title', { number: round.roundNumber })}</h2>
      {summary === null ? (
        <p className={styles.muted}>{t('bingo.result.paying')}</p>
      ) : (
        <p className={won ? styles.summaryWon : styles.summary} data-testid="result-summary">
          {won
            ? t('bingo.result.won', { amount: summary.won, spent: summary.spent })
            : t('bingo.result.lost', { spent: summary.spent })}
        </p>
      )}
      <ul className={styles.resultList}>
        {held.map((card) => (
          <li key={card.roundId}>
            <span>{t('bingo.cards.card', { number: card.cardNumber })}</span>
            <span>{card.prize ? t(`bingo.pattern.${card.prize.tier}`) : '…'}</span>
            <strong>{card.prize?.amount ?? '…'}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PrizeTable({ room }: { room: BingoRoomInfo }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.panel} data-testid="prize-table">
      <h2>{t('bingo.prizes.title')}</h2>
      <table className={styles.prizes}>
        <thead>
          <tr>
            <th scope="col">{t('bingo.prizes.pattern')}</th>
            <th scope="col">{t('bingo.prizes.pays')}</th>
            <th scope="col">{t('bingo.prizes.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {room.prizes.map((prize) => (
            <tr key={prize.pattern}>
              <th scope="row">{t(`bingo.pattern.${prize.pattern}`)}</th>
              <td>
                <strong>{prize.prize}</strong> <small>×{prize.multiplier}</small>
              </td>
              <td>{t('bingo.prizes.oneIn', { value: oneInLabel(prize.oneIn, i18n.language) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.rtp} data-testid="rtp">
        {t('bingo.prizes.rtp', { percent: room.rtpPercent })}
      </p>
      <p className={styles.muted}>
        {t('bingo.prizes.note', { balls: room.ballsCalled, price: room.cardPrice })}
      </p>
    </section>
  );
}

export function RoundFairness({ round, lastRound }: { round: BingoRound; lastRound: BingoRound | null }) {
  const { t } = useTranslation();
  const revealed = round.serverSeed ? round : lastRound?.serverSeed ? lastRound : null;
  return (
    <section className={styles.panel} data-testid="round-fairness">
      <h2>{t('bingo.fairness.title')}</h2>
      <p className={styles.muted}>{t('bingo.fairness.note')}</p>
      <dl className={styles.facts}>
        <dt>{t('bingo.fairness.seedHash', { number: round.roundNumber })}</dt>
        <dd className={styles.mono} data-testid="seed-hash">
          {round.serverSeedHash}
        </dd>
        <dt>{t('house.clientSeed')}</dt>
        <dd className={styles.mono}>{round.clientSeed}</dd>
        {revealed && (
          <>
            <dt>{t('bingo.fairness.revealed', { number: revealed.roundNumber })}</dt>
            <dd className={styles.mono} data-testid="revealed-seed">
              {revealed.serverSeed}
            </dd>
          </>
        )}
      </dl>
      <a href="/house/verify" target="_blank" rel="noreferrer" className={styles.verifyLink}>
        {t('bingo.fairness.verify')}
      </a>
    </section>
  );
}
