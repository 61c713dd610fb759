// Beside the felt: the hand's story and proof, and the table's terms. The hand panel shows the hand's
// seed hash while it is played and, once it ends, who won what with which hand, the player's own
// result, the revealed seed and the link to the round's fairness page; the log lists every blind,
// move and street of the hand, the dealer's automatic checks and folds marked as such.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PokerHandView, PokerTableInfo } from '@playdeck/contract/poker';
import { formatBalance, formatSignedAmount } from '../../../lib/money';
import { verifyPagePath } from '../verify-link';
import { PokerCard, pokerCardName } from './PokerCard';
import { amountOf, centsOf, mySeatInHand } from './poker-view';
import styles from './PokerPage.module.css';

const LOG_LENGTH = 40;

export function HandPanel({ hand }: { hand: PokerHandView | null }) {
  const { t } = useTranslation();
  if (!hand) {
    return (
      <section className={styles.panel} data-testid="hand-panel">
        <h2 className={styles.panelTitle}>{t('poker.handPanel')}</h2>
        <p className={styles.muted}>{t('poker.noHandYet')}</p>
      </section>
    );
  }
  const nameOf = (seat: number) => hand.seats.find((entry) => entry.seat === seat)?.name ?? `#${seat}`;
  const me = mySeatInHand(hand);
  const myWin = hand.result?.winnings.find((entry) => entry.seat === me?.seat)?.won ?? '0.00';
  const net = me ? centsOf(myWin) - centsOf(me.committed) : 0;
  return (
    <section className={styles.panel} data-testid="hand-panel">
      <h2 className={styles.panelTitle}>
        {t('poker.hand', { number: hand.handNumber })}
        <span className={styles.status} data-status={hand.status}>
          {t(`poker.handStatus.${hand.status}`)}
        </span>
      </h2>
      {hand.voided && <p className={styles.muted}>{t('poker.voided')}</p>}
      {hand.result && (
        <ul className={styles.pots} data-testid="hand-result">
          {hand.result.pots.map((pot, index) => (
            <li key={index}>
              <span>{t(index === 0 ? 'poker.mainPot' : 'poker.sidePot', { number: index })}</span>{' '}
              <strong>{formatBalance(pot.amount)}</strong> → {pot.winnerSeats.map(nameOf).join(', ')}
              {hand
                .result!.shownHands.filter((shown) => pot.winnerSeats.includes(shown.seat))
                .slice(0, 1)
                .map((shown) => (
                  <span key={shown.seat} className={styles.muted}>
                    {' '}
                    ({t(`poker.category.${shown.category}`)})
                  </span>
                ))}
            </li>
          ))}
          {hand.result.rake !== '0.00' && (
            <li className={styles.muted}>
              {t('poker.rakeTaken', { amount: formatBalance(hand.result.rake) })}
            </li>
          )}
        </ul>
      )}
      {hand.result && hand.result.shownHands.length > 0 && (
        <ul className={styles.shown}>
          {hand.result.shownHands.map((shown) => (
            <li key={shown.seat}>
              <span className={styles.shownName}>{nameOf(shown.seat)}</span>
              {shown.holeCards.map((card) => (
                <PokerCard key={pokerCardName(card)} card={card} size="sm" />
              ))}
              <span className={styles.muted}>{t(`poker.category.${shown.category}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {me && hand.status !== 'open' && !hand.voided && (
        <p
          className={net >= 0 ? styles.won : styles.lost}
          data-testid="my-result"
          data-committed={me.committed}
          data-won={myWin}
        >
          {myWin === '0.00'
            ? t('poker.youLost', { amount: formatBalance(me.committed) })
            : t('poker.youWon', { amount: formatBalance(myWin), net: formatSignedAmount(amountOf(net)) })}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('poker.seedHash')}</dt>
        <dd className={styles.mono} data-testid="seed-hash">
          {hand.serverSeedHash}
        </dd>
        <dt>{t('poker.clientSeed')}</dt>
        <dd className={styles.mono}>{hand.clientSeed}</dd>
        <dt>{t('poker.seed')}</dt>
        <dd className={hand.serverSeed ? styles.mono : styles.muted} data-testid="revealed-seed">
          {hand.serverSeed ?? t('poker.seedHidden')}
        </dd>
      </dl>
      {hand.myRoundId && hand.serverSeed && (
        <Link className={styles.verifyLink} to={verifyPagePath(hand.myRoundId)} data-testid="verify-link">
          {t('poker.verifyHand')}
        </Link>
      )}
    </section>
  );
}

export function HandLog({ hand }: { hand: PokerHandView | null }) {
  const { t } = useTranslation();
  if (!hand) return null;
  const nameOf = (seat: number) => hand.seats.find((entry) => entry.seat === seat)?.name ?? `#${seat}`;
  const lines = hand.events.map((event) => {
    if (event.type === 'street')
      return t('poker.log.street', {
        street: t(`poker.street.${event.street}`),
        cards: event.cards.map(pokerCardName).join(' '),
      });
    if (event.type === 'blind')
      return t('poker.log.blind', {
        name: nameOf(event.seat),
        blind: t(`poker.blind.${event.blind}`),
        amount: formatBalance(event.amount),
      });
    const text = t(`poker.log.${event.action}`, {
      name: nameOf(event.seat),
      amount: formatBalance(event.amount),
      total: formatBalance(event.streetTotal),
    });
    return event.automatic ? `${text} ${t('poker.log.automatic')}` : text;
  });
  return (
    <section className={styles.panel} data-testid="hand-log">
      <h2 className={styles.panelTitle}>{t('poker.logTitle')}</h2>
      <ol className={styles.log}>
        {lines.slice(-LOG_LENGTH).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

export function TableTerms({ table }: { table: PokerTableInfo }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} data-testid="table-terms">
      <h2 className={styles.panelTitle}>{t('poker.terms')}</h2>
      <dl className={styles.facts}>
        <dt>{t('poker.blinds')}</dt>
        <dd>
          {formatBalance(table.smallBlind)} / {formatBalance(table.bigBlind)}
        </dd>
        <dt>{t('poker.buyIn')}</dt>
        <dd>
          {formatBalance(table.buyInMin)} – {formatBalance(table.buyInMax)}
        </dd>
        <dt>{t('poker.seats')}</dt>
        <dd>{table.seatCount}</dd>
        <dt>{t('poker.actionTime')}</dt>
        <dd>{t('poker.seconds', { count: table.actionSeconds })}</dd>
        <dt>{t('poker.rake')}</dt>
        <dd>{t('poker.rakeTerms', { percent: table.rakePercent, cap: formatBalance(table.rakeCap) })}</dd>
      </dl>
      <p className={styles.muted}>{t('poker.botsNote')}</p>
    </section>
  );
}
