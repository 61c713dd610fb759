// The betting rules of No-Limit hold'em: what the player to act may do and whether an action is one
// of those. A bet is at least the big blind; a raise adds at least the street's last full bet or raise
// (so after a bet of 300 a raise goes to 600 or more); the most is everything the player has. An
// all-in for less than a full raise still raises the bet the others must call, but it does not reopen
// the betting to players who have already acted: they may call or fold, not raise, unless the raises
// since their action add up to a full raise. Nobody may bet or raise when no opponent is left who
// could answer (all the others folded or all-in).
import {
  maxBigint,
  minBigint,
  PokerError,
  seatOf,
  type ActionType,
  type HandSeat,
  type HandState,
  type PokerAction,
} from './hand-state';

/** The least and the most a player's total on the street may become by a bet or raise. */
export type AmountRange = { readonly minTotalCents: bigint; readonly maxTotalCents: bigint };

export type LegalActions = {
  readonly seat: number;
  /** What the player must add to match the street's bet (calling adds at most their stack). */
  readonly toCallCents: bigint;
  /** Folding is always allowed, even when checking is free. */
  readonly fold: true;
  readonly check: boolean;
  readonly call: { readonly amountCents: bigint } | null;
  /** Only on a street nobody has bet yet. */
  readonly bet: AmountRange | null;
  /** Only when there is a bet to raise, the betting is open to the player and they can make a full raise. */
  readonly raise: AmountRange | null;
  /**
   * Everything behind: a bet or raise (full or not) when raising is open, or a call for less when the
   * stack does not cover the call.
   */
  readonly allIn: { readonly amountCents: bigint; readonly totalCents: bigint } | null;
};

/** An action checked against the rules: its type and the chips it puts in. */
export type ResolvedAction = { readonly type: ActionType; readonly amountCents: bigint };

/** The seats other than this one that could still act (not folded, not all-in). */
export function activeOpponents(state: HandState, seatNumber: number): number {
  return state.seats.filter((seat) => seat.seat !== seatNumber && seat.status === 'active').length;
}

/**
 * Whether a seat may still bet or raise on this street: it has not acted yet, or the bet has grown by
 * at least a full raise since it did; and another seat is left that could answer.
 */
export function raisingIsOpen(state: HandState, seat: HandSeat): boolean {
  const reopened =
    seat.actedAtBetCents === null || state.currentBetCents - seat.actedAtBetCents >= state.lastFullRaiseCents;
  return reopened && activeOpponents(state, seat.seat) > 0;
}

/**
 * Whether a seat must still act on this street: it is active and either owes chips to match the bet,
 * or has not acted yet while someone is left to play against.
 */
export function needsToAct(state: HandState, seat: HandSeat): boolean {
  if (seat.status !== 'active') return false;
  if (seat.streetCommittedCents < state.currentBetCents) return true;
  if (seat.actedAtBetCents !== null) return false;
  return activeOpponents(state, seat.seat) > 0;
}

/** What the player to act may do, or null when the hand is over. Reads only public fields of the state. */
export function legalActions(state: HandState): LegalActions | null {
  if (state.result !== null || state.toActSeat === null) return null;
  const seat = seatOf(state, state.toActSeat);
  const toCall = maxBigint(state.currentBetCents - seat.streetCommittedCents, 0n);
  const maxTotal = seat.streetCommittedCents + seat.stackCents;
  const mayRaise = raisingIsOpen(state, seat) && maxTotal > state.currentBetCents;
  const range = mayRaise ? aggressionRange(state, maxTotal) : null;
  const noBetYet = state.currentBetCents === 0n;
  const allInAllowed = seat.stackCents > 0n && (mayRaise || seat.stackCents <= toCall);
  return {
    seat: seat.seat,
    toCallCents: toCall,
    fold: true,
    check: toCall === 0n,
    call: toCall > 0n ? { amountCents: minBigint(toCall, seat.stackCents) } : null,
    bet: noBetYet ? range : null,
    raise: noBetYet ? null : range,
    allIn: allInAllowed ? { amountCents: seat.stackCents, totalCents: maxTotal } : null,
  };
}

function aggressionRange(state: HandState, maxTotal: bigint): AmountRange | null {
  const minTotal =
    state.currentBetCents === 0n
      ? state.table.bigBlindCents
      : state.currentBetCents + state.lastFullRaiseCents;
  return maxTotal >= minTotal ? { minTotalCents: minTotal, maxTotalCents: maxTotal } : null;
}

/**
 * Checks the action of the player to act against the rules and says what it puts in. A bet or raise
 * to exactly the player's all-in total is taken as an all-in (so a short stack may "raise" all-in for
 * less than a full raise). Throws ACTION_INVALID or AMOUNT_OUT_OF_RANGE.
 */
export function resolveAction(state: HandState, legal: LegalActions, action: PokerAction): ResolvedAction {
  switch (action.type) {
    case 'fold':
      return { type: 'fold', amountCents: 0n };
    case 'check':
      if (!legal.check) throw new PokerError('ACTION_INVALID', 'cannot check facing a bet');
      return { type: 'check', amountCents: 0n };
    case 'call':
      if (legal.call === null) throw new PokerError('ACTION_INVALID', 'there is no bet to call');
      return { type: 'call', amountCents: legal.call.amountCents };
    case 'bet':
    case 'raise':
      return resolveAggression(state, legal, action.type, action.totalCents);
    case 'all-in':
      if (legal.allIn === null) throw new PokerError('ACTION_INVALID', 'raising is closed to this player');
      return { type: 'all-in', amountCents: legal.allIn.amountCents };
    default:
      throw new PokerError('ACTION_INVALID', 'unknown action');
  }
}

function resolveAggression(
  state: HandState,
  legal: LegalActions,
  type: 'bet' | 'raise',
  totalCents: unknown,
): ResolvedAction {
  if (type === 'bet' && state.currentBetCents > 0n)
    throw new PokerError('ACTION_INVALID', 'the street has a bet: raise it instead');
  if (type === 'raise' && state.currentBetCents === 0n)
    throw new PokerError('ACTION_INVALID', 'there is no bet to raise: bet instead');
  if (typeof totalCents !== 'bigint') throw new PokerError('ACTION_INVALID', 'totalCents must be a bigint');
  if (totalCents <= state.currentBetCents)
    throw new PokerError('AMOUNT_OUT_OF_RANGE', `a ${type} must go above ${state.currentBetCents} cents`);
  if (legal.allIn !== null && totalCents === legal.allIn.totalCents)
    return { type: 'all-in', amountCents: legal.allIn.amountCents };
  const range = type === 'bet' ? legal.bet : legal.raise;
  if (range === null) throw new PokerError('ACTION_INVALID', `this player may not ${type} now`);
  if (totalCents < range.minTotalCents || totalCents > range.maxTotalCents)
    throw new PokerError(
      'AMOUNT_OUT_OF_RANGE',
      `a ${type} must total ${range.minTotalCents} to ${range.maxTotalCents} cents, got ${totalCents}`,
    );
  const seat = seatOf(state, legal.seat);
  return { type, amountCents: totalCents - seat.streetCommittedCents };
}
