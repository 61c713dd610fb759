// The shape of one hand of No-Limit hold'em as the engine keeps it, its actions and events, the typed
// error it refuses with, and the small helpers the betting, showdown and view code share. A state is
// never changed: every engine function returns a new one, so the game server can keep the previous
// state, compare, persist or replay as it likes.
import type { Card } from './cards';
import type { HandDeal, HoleCards } from './deal';
import type { HandCategory } from './evaluator';
import type { PokerTable } from './tables';

export const POKER_ERROR_CODES = [
  /** Nobody or somebody else is to act, or the hand is over. */
  'NOT_YOUR_TURN',
  /** The action is not one the player may take now (a check facing a bet, a raise when raising is closed). */
  'ACTION_INVALID',
  /** A bet or raise total outside the legal range. */
  'AMOUNT_OUT_OF_RANGE',
  /** The hand's setup is wrong: seats, players, button, hand number or seed. */
  'SETUP_INVALID',
  /** A player's stack is outside the table's buy-in range. */
  'STACK_OUT_OF_RANGE',
  /** A settlement was asked of a hand that is still being played. */
  'HAND_NOT_COMPLETE',
] as const;
export type PokerErrorCode = (typeof POKER_ERROR_CODES)[number];

/** A refusal of the engine. Nothing changed: the state passed in is still the hand's state. */
export class PokerError extends Error {
  constructor(
    readonly code: PokerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PokerError';
  }
}

export const STREETS = ['preflop', 'flop', 'turn', 'river'] as const;
export type Street = (typeof STREETS)[number];

/** In the hand and able to act; out of the hand; or in it with no chips left behind. */
export type SeatStatus = 'active' | 'folded' | 'all-in';

export type HandSeat = {
  readonly seat: number;
  readonly playerId: string;
  /** A house bot: the game server labels its seat as a bot wherever it is shown. */
  readonly isBot: boolean;
  /** The stack the player brought to the hand. */
  readonly startingStackCents: bigint;
  /** Chips behind, not yet put in the pot (after the hand: the stack to give back, winnings included). */
  readonly stackCents: bigint;
  /** Everything put in the pot this hand. */
  readonly committedCents: bigint;
  /** What was put in on the current street. */
  readonly streetCommittedCents: bigint;
  readonly status: SeatStatus;
  /**
   * The street's bet this seat faced after its last action on the street (null before it acts). A
   * seat may raise again only if the bet has since grown by at least a full raise.
   */
  readonly actedAtBetCents: bigint | null;
  /** Secret to everyone but this player until a showdown shows them. */
  readonly holeCards: HoleCards;
};

export type PokerAction =
  | { readonly type: 'fold' }
  | { readonly type: 'check' }
  | { readonly type: 'call' }
  /** The first bet of a street, `totalCents` being the player's total on the street. */
  | { readonly type: 'bet'; readonly totalCents: bigint }
  /** A raise to `totalCents`, the player's total on the street. */
  | { readonly type: 'raise'; readonly totalCents: bigint }
  | { readonly type: 'all-in' };
export type ActionType = PokerAction['type'];

export type HandEvent =
  | {
      readonly type: 'blind';
      readonly seat: number;
      readonly blind: 'small' | 'big';
      readonly amountCents: bigint;
    }
  | {
      readonly type: 'action';
      readonly seat: number;
      readonly action: ActionType;
      /** Chips this action put in. */
      readonly amountCents: bigint;
      /** The seat's total on the street after it. */
      readonly streetTotalCents: bigint;
      /** Taken by `timeout`, not by the player. */
      readonly automatic: boolean;
    }
  | { readonly type: 'street'; readonly street: Street; readonly cards: readonly Card[] };

export type PotAward = {
  readonly amountCents: bigint;
  readonly rakeCents: bigint;
  readonly eligibleSeats: readonly number[];
  readonly winnerSeats: readonly number[];
  readonly shares: readonly { readonly seat: number; readonly amountCents: bigint }[];
};

export type ShownHand = {
  readonly seat: number;
  readonly holeCards: HoleCards;
  readonly category: HandCategory;
  readonly strength: number;
  readonly bestCards: readonly Card[];
};

export type HandResult = {
  /** Everyone but one folded (no cards shown), or two or more went to a showdown. */
  readonly endedBy: 'fold' | 'showdown';
  readonly rakeCents: bigint;
  /** The main pot first, then the side pots. */
  readonly pots: readonly PotAward[];
  /** Chips of a bet nobody called, given back before the pots are made (never raked). */
  readonly returns: readonly { readonly seat: number; readonly amountCents: bigint }[];
  /** Every hand still in at a showdown, in deal order; empty when the hand ended by folds. */
  readonly shownHands: readonly ShownHand[];
  /** What each seat takes back: its pot shares and any returned bet, in seat order. */
  readonly winnings: readonly { readonly seat: number; readonly wonCents: bigint }[];
};

export type HandState = {
  readonly table: PokerTable;
  readonly handNumber: number;
  readonly clientSeed: string;
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  /** Seat numbers clockwise from the button's left, the button last: the deal and the odd-cent order. */
  readonly dealOrder: readonly number[];
  /** In seat-number order. */
  readonly seats: readonly HandSeat[];
  readonly street: Street;
  /** The community cards shown so far. */
  readonly board: readonly Card[];
  /** The whole deal, the coming board included: secret, never sent to a player. */
  readonly deal: HandDeal;
  /** The highest total any seat has put in on this street: what the others must match. */
  readonly currentBetCents: bigint;
  /** The size of the street's last full bet or raise, the least the next raise must add. */
  readonly lastFullRaiseCents: bigint;
  /** The seat to act, or null when the hand is over. */
  readonly toActSeat: number | null;
  readonly events: readonly HandEvent[];
  /** Set when the hand is over. */
  readonly result: HandResult | null;
};

/** The seat of a hand with this number. Throws SETUP_INVALID when the hand has no such seat. */
export function seatOf(state: Pick<HandState, 'seats'>, seatNumber: number): HandSeat {
  const seat = state.seats.find((candidate) => candidate.seat === seatNumber);
  if (seat === undefined) throw new PokerError('SETUP_INVALID', `seat ${seatNumber} is not in the hand`);
  return seat;
}

/** The state with one seat replaced. */
export function withSeat(state: HandState, updated: HandSeat): HandState {
  return { ...state, seats: state.seats.map((seat) => (seat.seat === updated.seat ? updated : seat)) };
}

/** The seats clockwise after a seat number, that seat itself last (when it is in the hand). */
export function seatsClockwiseAfter(state: Pick<HandState, 'seats'>, seatNumber: number): HandSeat[] {
  const after = state.seats.filter((seat) => seat.seat > seatNumber);
  const before = state.seats.filter((seat) => seat.seat <= seatNumber);
  return [...after, ...before];
}

/** The seats still in the hand (not folded). */
export function seatsInHand(state: Pick<HandState, 'seats'>): HandSeat[] {
  return state.seats.filter((seat) => seat.status !== 'folded');
}

/** The total put in the pot by every seat so far. */
export function potCents(state: Pick<HandState, 'seats'>): bigint {
  return state.seats.reduce((sum, seat) => sum + seat.committedCents, 0n);
}

export const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);
export const maxBigint = (a: bigint, b: bigint) => (a > b ? a : b);
