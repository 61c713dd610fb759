// The end of a hand: the uncalled bet goes back, the pots are made (pots.ts), the rake is taken, each
// pot goes to the best hand among the seats that contested it (split evenly on a tie, odd cents to
// the first winner clockwise from the button) and the winnings are added to the stacks. Then the
// settlement the game server books: what each player put in and what they take back, which with the
// rake always add up.
import { evaluateHand } from './evaluator';
import { PokerError, type HandResult, type HandState, type PotAward, type ShownHand } from './hand-state';
import { potsOf, rakeByPot, rakeOf, splitPot, type Pot } from './pots';
import { rakeCapCents } from './tables';

/** The hand with its result: pots awarded, rake taken, stacks paid. Nobody is left to act. */
export function finishHand(state: HandState, endedBy: HandResult['endedBy']): HandState {
  const { pots, returned } = potsOf(
    state.seats.map((seat) => ({
      seat: seat.seat,
      committedCents: seat.committedCents,
      folded: seat.status === 'folded',
    })),
  );
  const potTotal = pots.reduce((sum, pot) => sum + pot.amountCents, 0n);
  const rakeCents = rakeOf(potTotal, {
    rakeBasisPoints: state.table.rakeBasisPoints,
    capCents: rakeCapCents(state.table),
    flopDealt: state.board.length >= 3,
  });
  const rakes = rakeByPot(pots, rakeCents);
  const shownHands = endedBy === 'showdown' ? showHands(state) : [];
  const awards = pots.map((pot, index) => awardPot(state, pot, rakes[index] ?? 0n, shownHands));
  const returns = returned === null ? [] : [returned];
  const winnings = state.seats.map((seat) => {
    const shares = awards.flatMap((award) => award.shares).concat(returns);
    const wonCents = shares
      .filter((share) => share.seat === seat.seat)
      .reduce((sum, share) => sum + share.amountCents, 0n);
    return { seat: seat.seat, wonCents };
  });
  const seats = state.seats.map((seat, index) => ({
    ...seat,
    stackCents: seat.stackCents + (winnings[index]?.wonCents ?? 0n),
  }));
  const result: HandResult = { endedBy, rakeCents, pots: awards, returns, shownHands, winnings };
  return { ...state, seats, toActSeat: null, result };
}

/** Every hand still in, in deal order, with its best five cards of the seven. */
function showHands(state: HandState): ShownHand[] {
  if (state.board.length !== 5) throw new Error('a showdown needs the whole board');
  return state.dealOrder.flatMap((seatNumber) => {
    const seat = state.seats.find((candidate) => candidate.seat === seatNumber);
    if (seat === undefined || seat.status === 'folded') return [];
    const hand = evaluateHand([...seat.holeCards, ...state.board]);
    return [
      {
        seat: seat.seat,
        holeCards: seat.holeCards,
        category: hand.category,
        strength: hand.strength,
        bestCards: hand.cards,
      },
    ];
  });
}

/** A pot, less its rake, to the best hands among its seats (alone in it, a seat wins it unshown). */
function awardPot(state: HandState, pot: Pot, rakeCents: bigint, shownHands: readonly ShownHand[]): PotAward {
  const contenders = shownHands.filter((hand) => pot.eligibleSeats.includes(hand.seat));
  const best = Math.max(...contenders.map((hand) => hand.strength));
  const winners = new Set(
    pot.eligibleSeats.length === 1
      ? pot.eligibleSeats
      : contenders.filter((hand) => hand.strength === best).map((hand) => hand.seat),
  );
  const winnersClockwise = state.dealOrder.filter((seat) => winners.has(seat));
  return {
    amountCents: pot.amountCents,
    rakeCents,
    eligibleSeats: pot.eligibleSeats,
    winnerSeats: winnersClockwise,
    shares: splitPot(pot.amountCents - rakeCents, winnersClockwise),
  };
}

export type PlayerSettlement = {
  readonly seat: number;
  readonly playerId: string;
  readonly isBot: boolean;
  /** Everything the player put in the pot: the game server debits it. */
  readonly committedCents: bigint;
  /** Everything the player takes back (pot shares and any uncalled bet): the game server credits it. */
  readonly wonCents: bigint;
};

export type Settlement = { readonly players: readonly PlayerSettlement[]; readonly rakeCents: bigint };

/**
 * What each player of a finished hand put in and takes back, and the rake. Asserts that the money
 * balances (Σ committed = Σ won + rake) and that every stack is what it began as, less what went in,
 * plus what came back. Throws HAND_NOT_COMPLETE while the hand is being played.
 */
export function settlementOf(state: HandState): Settlement {
  const result = state.result;
  if (result === null) throw new PokerError('HAND_NOT_COMPLETE', 'the hand is still being played');
  const players = state.seats.map((seat) => {
    const wonCents = result.winnings.find((entry) => entry.seat === seat.seat)?.wonCents ?? 0n;
    if (seat.stackCents !== seat.startingStackCents - seat.committedCents + wonCents || seat.stackCents < 0n)
      throw new Error(`seat ${seat.seat}'s stack does not match what it put in and won`);
    return {
      seat: seat.seat,
      playerId: seat.playerId,
      isBot: seat.isBot,
      committedCents: seat.committedCents,
      wonCents,
    };
  });
  const committed = players.reduce((sum, player) => sum + player.committedCents, 0n);
  const won = players.reduce((sum, player) => sum + player.wonCents, 0n);
  if (committed !== won + result.rakeCents)
    throw new Error(
      `the hand does not balance: ${committed} committed, ${won} won, ${result.rakeCents} rake`,
    );
  return { players, rakeCents: result.rakeCents };
}
