// One hand of No-Limit Texas hold'em as a pure state machine. `startHand` posts the blinds, deals from
// the hand's provably fair shuffle and names the first player to act; `act` applies that player's
// action and moves the hand on: to the next player, to the next street when the betting closes (the
// board dealt street by street, and all of it when no two players can bet any more), or to the end
// when all but one fold or the river's betting closes. `timeout` takes the safe action for a player who
// ran out of time or left: check when it is free, fold otherwise, so a player who is not there never
// puts in more than they already had. Each function returns a new state or throws a PokerError and
// changes nothing. The game server keeps the state, the seeds and the clock; this file does no I/O.
import { legalActions, needsToAct, resolveAction, type LegalActions } from './betting';
import { dealingOrder, dealOf, type HandDeal } from './deal';
import {
  minBigint,
  PokerError,
  seatOf,
  seatsClockwiseAfter,
  seatsInHand,
  STREETS,
  withSeat,
  type HandEvent,
  type HandSeat,
  type HandState,
  type PokerAction,
} from './hand-state';
import { finishHand } from './showdown';
import { buyInRangeCents, SEAT_COUNT_MAX, type PokerTable } from './tables';

/** A player sitting in for a hand, with the stack the game server took from their wallet for it. */
export type SeatEntry = {
  readonly seat: number;
  readonly playerId: string;
  readonly stackCents: bigint;
  readonly isBot: boolean;
};

export type StartHandInput = {
  readonly table: PokerTable;
  readonly handNumber: number;
  readonly seats: readonly SeatEntry[];
  readonly buttonSeat: number;
  /** The hand's secret seed; its SHA-256 is published before the hand and the seed after it. */
  readonly serverSeed: string;
};

/**
 * Starts a hand: checks the setup, deals from the shuffle of (serverSeed, `poker:<table>:<hand>`, 0),
 * posts the blinds (heads-up, the button posts the small blind and acts first before the flop) and
 * names the first player to act. Throws SETUP_INVALID (seats, players, button, hand number or seed)
 * or STACK_OUT_OF_RANGE (a stack outside the table's buy-in range).
 */
export function startHand(input: StartHandInput): HandState {
  validateSetup(input);
  if (typeof input.serverSeed !== 'string' || input.serverSeed.length === 0)
    throw new PokerError('SETUP_INVALID', 'a hand needs a server seed');
  const order = dealingOrder(
    input.seats.map((entry) => entry.seat),
    input.buttonSeat,
  );
  return startHandFromDeal(input, dealOf(input.serverSeed, input.table.tableCode, input.handNumber, order));
}

/**
 * Starts a hand from a deal already made: `startHand` with its own deal, and the way tests and replays
 * set the cards. The deal's seats must be the hand's seats in deal order. Throws like `startHand`.
 */
export function startHandFromDeal(input: Omit<StartHandInput, 'serverSeed'>, deal: HandDeal): HandState {
  validateSetup(input);
  const { table, buttonSeat } = input;
  const order = dealingOrder(
    input.seats.map((entry) => entry.seat),
    buttonSeat,
  );
  const dealtSeats = deal.holeCards.map((hole) => hole.seat);
  if (dealtSeats.length !== order.length || dealtSeats.some((seat, index) => seat !== order[index]))
    throw new PokerError('SETUP_INVALID', 'the deal is not for these seats in deal order');
  const [first, second] = order as [number, number];
  const smallBlindSeat = order.length === 2 ? buttonSeat : first;
  const bigBlindSeat = order.length === 2 ? first : second;
  let state: HandState = {
    table,
    handNumber: input.handNumber,
    clientSeed: deal.clientSeed,
    buttonSeat,
    smallBlindSeat,
    bigBlindSeat,
    dealOrder: order,
    seats: [...input.seats].sort((a, b) => a.seat - b.seat).map((entry) => newSeat(entry, deal)),
    street: 'preflop',
    board: [],
    deal,
    currentBetCents: 0n,
    lastFullRaiseCents: table.bigBlindCents,
    toActSeat: null,
    events: [],
    result: null,
  };
  state = postBlind(state, smallBlindSeat, 'small', table.smallBlindCents);
  state = postBlind(state, bigBlindSeat, 'big', table.bigBlindCents);
  return continueAfter({ ...state, currentBetCents: table.bigBlindCents }, bigBlindSeat);
}

function newSeat(entry: SeatEntry, deal: HandDeal): HandSeat {
  const hole = deal.holeCards.find((candidate) => candidate.seat === entry.seat);
  if (hole === undefined) throw new PokerError('SETUP_INVALID', `seat ${entry.seat} was not dealt`);
  return {
    seat: entry.seat,
    playerId: entry.playerId,
    isBot: entry.isBot,
    startingStackCents: entry.stackCents,
    stackCents: entry.stackCents,
    committedCents: 0n,
    streetCommittedCents: 0n,
    status: 'active',
    actedAtBetCents: null,
    holeCards: hole.cards,
  };
}

function validateSetup(input: Omit<StartHandInput, 'serverSeed'>): void {
  const { table, seats } = input;
  if (!Number.isSafeInteger(input.handNumber) || input.handNumber < 0)
    throw new PokerError('SETUP_INVALID', `handNumber must be a natural number, got ${input.handNumber}`);
  if (!Number.isInteger(table.seatCount) || table.seatCount < 2 || table.seatCount > SEAT_COUNT_MAX)
    throw new PokerError('SETUP_INVALID', `a table seats 2 to ${SEAT_COUNT_MAX}, not ${table.seatCount}`);
  if (!Array.isArray(seats) || seats.length < 2 || seats.length > table.seatCount)
    throw new PokerError('SETUP_INVALID', `a hand needs 2 to ${table.seatCount} players`);
  for (const entry of seats) {
    if (!Number.isInteger(entry.seat) || entry.seat < 1 || entry.seat > table.seatCount)
      throw new PokerError('SETUP_INVALID', `seat ${entry.seat} is not a seat of the table`);
    if (typeof entry.playerId !== 'string' || entry.playerId.length === 0 || typeof entry.isBot !== 'boolean')
      throw new PokerError('SETUP_INVALID', `seat ${entry.seat} needs a player id and whether it is a bot`);
  }
  if (new Set(seats.map((entry) => entry.seat)).size !== seats.length)
    throw new PokerError('SETUP_INVALID', 'two players in one seat');
  if (new Set(seats.map((entry) => entry.playerId)).size !== seats.length)
    throw new PokerError('SETUP_INVALID', 'a player sits in two seats');
  if (!seats.some((entry) => entry.seat === input.buttonSeat))
    throw new PokerError(
      'SETUP_INVALID',
      `the button must be on a seat in the hand, not ${input.buttonSeat}`,
    );
  validateStacks(table, seats);
}

function validateStacks(table: PokerTable, seats: readonly SeatEntry[]): void {
  const { minCents, maxCents } = buyInRangeCents(table);
  for (const entry of seats) {
    if (typeof entry.stackCents !== 'bigint' || entry.stackCents < minCents || entry.stackCents > maxCents)
      throw new PokerError(
        'STACK_OUT_OF_RANGE',
        `seat ${entry.seat} brings ${entry.stackCents}, outside ${minCents}–${maxCents} cents`,
      );
  }
}

/** A seat with chips moved from its stack into the pot; all-in when nothing is left behind. */
function putIn(seat: HandSeat, amountCents: bigint): HandSeat {
  const stackCents = seat.stackCents - amountCents;
  return {
    ...seat,
    stackCents,
    committedCents: seat.committedCents + amountCents,
    streetCommittedCents: seat.streetCommittedCents + amountCents,
    status: stackCents === 0n && seat.status === 'active' ? 'all-in' : seat.status,
  };
}

function postBlind(
  state: HandState,
  seatNumber: number,
  blind: 'small' | 'big',
  amountCents: bigint,
): HandState {
  const seat = seatOf(state, seatNumber);
  const posted = minBigint(amountCents, seat.stackCents);
  const event: HandEvent = { type: 'blind', seat: seatNumber, blind, amountCents: posted };
  return { ...withSeat(state, putIn(seat, posted)), events: [...state.events, event] };
}

/**
 * The seat to act takes an action. Throws NOT_YOUR_TURN (another seat is to act, or the hand is over),
 * ACTION_INVALID (not an action the player may take now) or AMOUNT_OUT_OF_RANGE (a bet or raise total
 * outside the legal range); the state passed in is unchanged either way.
 */
export function act(state: HandState, seatNumber: number, action: PokerAction): HandState {
  return applyAction(state, seatNumber, action, false);
}

/**
 * The automatic action for the player to act when their time runs out or they have disconnected:
 * check when checking is free, fold otherwise. Throws NOT_YOUR_TURN when the hand is over.
 */
export function timeout(state: HandState): HandState {
  const legal = legalActions(state);
  if (legal === null) throw new PokerError('NOT_YOUR_TURN', 'the hand is over');
  return applyAction(state, legal.seat, legal.check ? { type: 'check' } : { type: 'fold' }, true);
}

function applyAction(
  state: HandState,
  seatNumber: number,
  action: PokerAction,
  automatic: boolean,
): HandState {
  if (state.result !== null || state.toActSeat === null)
    throw new PokerError('NOT_YOUR_TURN', 'the hand is over');
  if (seatNumber !== state.toActSeat)
    throw new PokerError('NOT_YOUR_TURN', `seat ${state.toActSeat} is to act, not seat ${seatNumber}`);
  if (typeof action !== 'object' || action === null)
    throw new PokerError('ACTION_INVALID', 'an action is an object with a type');
  const resolved = resolveAction(state, legalActions(state) as LegalActions, action);
  const moved = putIn(seatOf(state, seatNumber), resolved.amountCents);
  let currentBetCents = state.currentBetCents;
  let lastFullRaiseCents = state.lastFullRaiseCents;
  if (moved.streetCommittedCents > currentBetCents) {
    // A raise of at least the last full raise is itself full and sets the next minimum; a smaller
    // all-in raises the bet to call but leaves the minimum (and who may raise) as it was.
    const raiseCents = moved.streetCommittedCents - currentBetCents;
    if (raiseCents >= lastFullRaiseCents) lastFullRaiseCents = raiseCents;
    currentBetCents = moved.streetCommittedCents;
  }
  const updated: HandSeat = {
    ...moved,
    status: resolved.type === 'fold' ? 'folded' : moved.status,
    actedAtBetCents: currentBetCents,
  };
  const event: HandEvent = {
    type: 'action',
    seat: seatNumber,
    action: resolved.type,
    amountCents: resolved.amountCents,
    streetTotalCents: updated.streetCommittedCents,
    automatic,
  };
  const next = {
    ...withSeat(state, updated),
    currentBetCents,
    lastFullRaiseCents,
    events: [...state.events, event],
  };
  return continueAfter(next, seatNumber);
}

/** After a seat acted: the hand ends if it alone is left, else the next seat that must act, else the street closes. */
function continueAfter(state: HandState, afterSeat: number): HandState {
  if (seatsInHand(state).length === 1) return finishHand({ ...state, toActSeat: null }, 'fold');
  const next = seatsClockwiseAfter(state, afterSeat).find((seat) => needsToAct(state, seat));
  if (next !== undefined) return { ...state, toActSeat: next.seat };
  return closeStreets(state);
}

/**
 * Closes the street's betting and deals the next one, first to act the first seat clockwise from the
 * button that must; when no seat must (everyone left is all-in, or all but one), deals on to the river.
 * After the river comes the showdown.
 */
function closeStreets(state: HandState): HandState {
  let current = state;
  for (let step = 0; step < STREETS.length; step += 1) {
    if (current.street === 'river') return finishHand(current, 'showdown');
    current = dealNextStreet(current);
    const dealt = current;
    const next = seatsClockwiseAfter(dealt, dealt.buttonSeat).find((seat) => needsToAct(dealt, seat));
    if (next !== undefined) return { ...dealt, toActSeat: next.seat };
  }
  throw new Error('a hand has no street after the river');
}

function dealNextStreet(state: HandState): HandState {
  const street = STREETS[STREETS.indexOf(state.street) + 1];
  if (street === undefined || street === 'preflop') throw new Error(`no street follows ${state.street}`);
  const cards =
    street === 'flop' ? state.deal.flop : street === 'turn' ? [state.deal.turn] : [state.deal.river];
  const event: HandEvent = { type: 'street', street, cards };
  return {
    ...state,
    street,
    board: [...state.board, ...cards],
    seats: state.seats.map((seat) => ({ ...seat, streetCommittedCents: 0n, actedAtBetCents: null })),
    currentBetCents: 0n,
    lastFullRaiseCents: state.table.bigBlindCents,
    toActSeat: null,
    events: [...state.events, event],
  };
}
