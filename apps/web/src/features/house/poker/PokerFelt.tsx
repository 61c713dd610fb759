// The table itself: a felt oval in the table's colour with the seats round it (the player's own at the
// bottom), each with its name, stack and cards: a house bot always tagged "Bot" with a robot mark; the
// dealer button and the blinds; every player's bet in chips before them; the board and the pot in the
// middle; a ring that runs down on the seat whose turn it is. At the end of a hand the winners glow
// with what they take, the shown hands name their category and the winning five cards lift.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PokerHandSeat, PokerHandView, PokerSeat, PokerTableValue } from '@playdeck/contract/poker';
import { formatBalance } from '../../../lib/money';
import { PokerCard, pokerCardName } from './PokerCard';
import {
  lastActions,
  seatPlace,
  towardsCentre,
  turnLeft,
  winningsBySeat,
  type SeatPlace,
} from './poker-view';
import styles from './PokerFelt.module.css';

const BOARD_PLACES = 5;

export function PokerFelt({
  value,
  serverNowMs,
  pickedSeat,
  onPickSeat,
}: {
  value: PokerTableValue;
  serverNowMs: number;
  /** The empty seat chosen to sit in, when the player is choosing one. */
  pickedSeat: number | null;
  /** Offered while the player is not seated: picks an empty seat. */
  onPickSeat?: (seat: number) => void;
}) {
  const { t } = useTranslation();
  const { table, hand } = value;
  const anchor = value.mySeat ?? hand?.seats.find((seat) => seat.isYou)?.seat ?? 1;
  const seatNumbers = Array.from({ length: table.seatCount }, (_, index) => index + 1);
  const winning = new Set(
    (hand?.result?.shownHands ?? [])
      .filter((shown) => hand?.result?.pots.some((pot) => pot.winnerSeats.includes(shown.seat)))
      .flatMap((shown) => shown.bestCards.map(pokerCardName)),
  );
  const place = (seat: number) => seatPlace(seat, table.seatCount, anchor);
  return (
    <div
      className={`${styles.table} ${table.seatCount === 2 ? styles.headsUp : ''}`}
      style={{ '--felt': table.colour } as CSSProperties}
      data-testid="poker-felt"
    >
      <div className={styles.rail} aria-hidden="true" />
      <div className={styles.centre}>
        <div className={styles.board} data-testid="board" aria-label={t('poker.board')}>
          {Array.from({ length: BOARD_PLACES }, (_, index) => {
            const card = hand?.board[index];
            return (
              <PokerCard
                key={index}
                card={card}
                size="lg"
                highlight={card !== undefined && winning.has(pokerCardName(card))}
                dim={card !== undefined && winning.size > 0 && !winning.has(pokerCardName(card))}
              />
            );
          })}
        </div>
        <div className={styles.pot} data-testid="pot">
          {hand && hand.status === 'open' ? (
            <>
              <ChipStack />
              <span>{t('poker.pot', { amount: formatBalance(hand.pot) })}</span>
            </>
          ) : (
            <span className={styles.between}>
              {t(hand ? 'poker.nextHandSoon' : 'poker.waitingForPlayers')}
            </span>
          )}
        </div>
        {hand && (
          <span className={styles.handNumber}>
            {t('poker.hand', { number: hand.handNumber })} · {t(`poker.street.${hand.street}`)}
          </span>
        )}
      </div>
      {hand?.status === 'open' &&
        hand.seats
          .filter((seat) => seat.streetCommitted !== '0.00')
          .map((seat) => (
            <Bet
              key={`bet-${seat.seat}`}
              place={towardsCentre(place(seat.seat), 0.56)}
              amount={seat.streetCommitted}
            />
          ))}
      {seatNumbers.map((seatNumber) => {
        const handSeat = hand?.seats.find((seat) => seat.seat === seatNumber);
        const tableSeat = value.seats.find((seat) => seat.seat === seatNumber);
        if (!handSeat && !tableSeat) {
          return (
            <EmptySeat
              key={seatNumber}
              seat={seatNumber}
              place={place(seatNumber)}
              picked={pickedSeat === seatNumber}
              onPick={onPickSeat}
            />
          );
        }
        return (
          <SeatPod
            key={seatNumber}
            seatNumber={seatNumber}
            place={place(seatNumber)}
            hand={hand}
            handSeat={handSeat}
            tableSeat={tableSeat}
            winning={winning}
            serverNowMs={serverNowMs}
          />
        );
      })}
    </div>
  );
}

const placeStyle = (place: SeatPlace, zIndex = 2): CSSProperties => ({
  left: `${place.left}%`,
  top: `${place.top}%`,
  zIndex,
});

function EmptySeat({
  seat,
  place,
  picked,
  onPick,
}: {
  seat: number;
  place: SeatPlace;
  picked: boolean;
  onPick?: (seat: number) => void;
}) {
  const { t } = useTranslation();
  if (!onPick)
    return (
      <span
        className={styles.emptySeat}
        style={placeStyle(place)}
        aria-label={t('poker.emptySeat', { seat })}
      >
        {seat}
      </span>
    );
  return (
    <button
      type="button"
      className={`${styles.emptySeat} ${styles.pickable} ${picked ? styles.picked : ''}`}
      style={placeStyle(place)}
      aria-pressed={picked}
      onClick={() => onPick(seat)}
      data-testid={`pick-seat-${seat}`}
    >
      {t('poker.sitHere', { seat })}
    </button>
  );
}

function SeatPod({
  seatNumber,
  place,
  hand,
  handSeat,
  tableSeat,
  winning,
  serverNowMs,
}: {
  seatNumber: number;
  place: SeatPlace;
  hand: PokerHandView | null;
  handSeat: PokerHandSeat | undefined;
  tableSeat: PokerSeat | undefined;
  winning: ReadonlySet<string>;
  serverNowMs: number;
}) {
  const { t } = useTranslation();
  const name = handSeat?.name ?? tableSeat!.name;
  const isBot = handSeat?.isBot ?? tableSeat!.isBot;
  const isYou = handSeat?.isYou ?? tableSeat!.isYou;
  const open = hand?.status === 'open';
  const acting = open && hand.toActSeat === seatNumber;
  const left = acting ? turnLeft(hand, serverNowMs) : null;
  const won = hand ? winningsBySeat(hand).get(seatNumber) : undefined;
  const shown = hand?.result?.shownHands.find((entry) => entry.seat === seatNumber);
  const last = hand && open ? lastActions(hand).get(seatNumber) : undefined;
  const stack = handSeat ? handSeat.stack : tableSeat!.stack;
  // A bot's name says it is a bot; on the pod the Bot badge says it, so the name is shown without it.
  const shownName = isYou ? t('poker.you') : isBot ? name.replace(/^Bot /, '') : name;
  const classes = [
    styles.seat,
    isYou && styles.you,
    acting && styles.acting,
    handSeat?.status === 'folded' && styles.folded,
    won && styles.winner,
    !handSeat && styles.waiting,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      style={placeStyle(place, isYou ? 4 : 3)}
      data-testid={`seat-${seatNumber}`}
      data-bot={isBot || undefined}
    >
      {handSeat && handSeat.status !== 'folded' && (
        <div className={styles.cards} data-testid={`cards-${seatNumber}`}>
          {handSeat.holeCards
            ? handSeat.holeCards.map((card) => (
                <PokerCard
                  key={pokerCardName(card)}
                  card={card}
                  size={isYou ? 'lg' : 'sm'}
                  highlight={winning.has(pokerCardName(card))}
                />
              ))
            : open && [0, 1].map((index) => <PokerCard key={index} hidden size="sm" />)}
        </div>
      )}
      <div className={styles.pod} title={name}>
        <span
          className={styles.avatar}
          style={left === null ? undefined : ({ '--turn': left } as CSSProperties)}
          aria-hidden="true"
        >
          {isBot ? <RobotMark /> : <span>{name.replace(/^#/, '').slice(0, 2)}</span>}
        </span>
        {isBot && (
          <span className={styles.botTag} data-testid="bot-tag">
            {t('poker.bot')}
          </span>
        )}
        <span className={styles.name}>{shownName}</span>
        <span className={styles.stack}>{formatBalance(stack)}</span>
        {open && (
          <span className={styles.markers}>
            {hand.smallBlindSeat === seatNumber && <span className={styles.blindTag}>SB</span>}
            {hand.bigBlindSeat === seatNumber && <span className={styles.blindTag}>BB</span>}
            {hand.buttonSeat === seatNumber && (
              <span
                className={styles.dealerButton}
                title={t('poker.dealerButton')}
                data-testid="dealer-button"
              >
                D
              </span>
            )}
          </span>
        )}
      </div>
      <span className={styles.note} data-testid={`seat-note-${seatNumber}`}>
        {won
          ? [t('poker.wins', { amount: formatBalance(won) }), shown && t(`poker.category.${shown.category}`)]
              .filter(Boolean)
              .join(' · ')
          : shown
            ? t(`poker.category.${shown.category}`)
            : handSeat?.status === 'all-in'
              ? t('poker.allIn')
              : handSeat?.status === 'folded'
                ? t('poker.folded')
                : last
                  ? last.type === 'blind'
                    ? t(`poker.blind.${last.blind}`)
                    : t(`poker.action.${last.action}`, { amount: formatBalance(last.streetTotal) })
                  : tableSeat?.sittingOut
                    ? t('poker.sittingOut')
                    : !handSeat
                      ? t('poker.nextHand')
                      : ''}
      </span>
    </div>
  );
}

function Bet({ place, amount }: { place: SeatPlace; amount: string }) {
  return (
    <span className={styles.bet} style={placeStyle(place, 1)} data-testid="bet">
      <ChipStack small />
      {formatBalance(amount)}
    </span>
  );
}

function ChipStack({ small = false }: { small?: boolean }) {
  const size = small ? 16 : 22;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <ellipse cx="12" cy="17" rx="9" ry="4" fill="#1f6feb" stroke="#fff" strokeWidth="1.2" />
      <ellipse cx="12" cy="13" rx="9" ry="4" fill="#d62839" stroke="#fff" strokeWidth="1.2" />
      <ellipse cx="12" cy="9" rx="9" ry="4" fill="#f5c542" stroke="#fff" strokeWidth="1.2" />
    </svg>
  );
}

/** The robot mark every house bot's seat carries. */
export function RobotMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 2v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="2.5" r="1.5" fill="currentColor" />
      <rect x="4" y="6" width="16" height="12" rx="3.5" fill="currentColor" />
      <circle cx="9" cy="12" r="2" fill="#0d1117" />
      <circle cx="15" cy="12" r="2" fill="#0d1117" />
      <path d="M2 11v3M22 11v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M9 20h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
