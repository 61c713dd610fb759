// What one seat may know of a hand: the public state (stacks, bets, the board shown so far, the
// actions, the result) and that seat's own two cards; other players' cards only once a showdown shows
// them, and never the coming board. The game server sends each player their view; the house bot
// decides from its view alone, so it cannot play on cards it was not dealt. Built field by field, never
// by copying the state, so that nothing secret comes along by accident.
import { legalActions, type LegalActions } from './betting';
import type { Card } from './cards';
import type { HoleCards } from './deal';
import {
  potCents,
  type HandEvent,
  type HandResult,
  type HandState,
  type SeatStatus,
  type Street,
} from './hand-state';
import type { PokerTable } from './tables';

export type SeatView = {
  readonly seat: number;
  readonly playerId: string;
  readonly isBot: boolean;
  readonly stackCents: bigint;
  readonly committedCents: bigint;
  readonly streetCommittedCents: bigint;
  readonly status: SeatStatus;
  /** The viewer's own cards, or cards shown at the showdown; null when hidden. */
  readonly holeCards: HoleCards | null;
};

export type PlayerView = {
  readonly table: PokerTable;
  readonly handNumber: number;
  readonly clientSeed: string;
  /** The seat this view is for, or null for a spectator. */
  readonly viewerSeat: number | null;
  readonly buttonSeat: number;
  readonly smallBlindSeat: number;
  readonly bigBlindSeat: number;
  readonly dealOrder: readonly number[];
  readonly seats: readonly SeatView[];
  readonly street: Street;
  readonly board: readonly Card[];
  readonly potCents: bigint;
  readonly currentBetCents: bigint;
  readonly lastFullRaiseCents: bigint;
  readonly toActSeat: number | null;
  /** What the viewer may do, when it is the viewer's turn. */
  readonly legalActions: LegalActions | null;
  readonly events: readonly HandEvent[];
  readonly result: HandResult | null;
};

/** A seat's view of a hand (null: a spectator's, with no hole cards but those shown). */
export function viewOf(state: HandState, viewerSeat: number | null): PlayerView {
  const shown = new Map((state.result?.shownHands ?? []).map((hand) => [hand.seat, hand.holeCards]));
  const seats = state.seats.map((seat) => ({
    seat: seat.seat,
    playerId: seat.playerId,
    isBot: seat.isBot,
    stackCents: seat.stackCents,
    committedCents: seat.committedCents,
    streetCommittedCents: seat.streetCommittedCents,
    status: seat.status,
    holeCards: seat.seat === viewerSeat ? seat.holeCards : (shown.get(seat.seat) ?? null),
  }));
  return {
    table: state.table,
    handNumber: state.handNumber,
    clientSeed: state.clientSeed,
    viewerSeat,
    buttonSeat: state.buttonSeat,
    smallBlindSeat: state.smallBlindSeat,
    bigBlindSeat: state.bigBlindSeat,
    dealOrder: state.dealOrder,
    seats,
    street: state.street,
    board: state.board,
    potCents: potCents(state),
    currentBetCents: state.currentBetCents,
    lastFullRaiseCents: state.lastFullRaiseCents,
    toActSeat: state.toActSeat,
    legalActions: viewerSeat !== null && state.toActSeat === viewerSeat ? legalActions(state) : null,
    events: state.events,
    result: state.result,
  };
}
