// Proves the hand's state machine: the blinds and who acts first (heads-up too), the legal actions, the no-limit minimum raise, that an all-in for less than a full raise does not reopen the betting (and that all-ins adding up to one do), refusals that change nothing, folds ending a hand, streets advancing and the board running out when everyone is all-in, the timeout's check or fold, and the setup's checks.
import { describe, expect, it } from 'vitest';
import { legalActions } from './betting';
import { startHand, timeout, act } from './hand';
import { PokerError, seatOf, type HandState, type PokerErrorCode } from './hand-state';
import { settlementOf } from './showdown';
import { allIn, bet, call, check, deepFreeze, fold, raise, seatsWith, tableOf } from './poker.test-helpers';

const NLH01 = tableOf('NLH01'); // blinds 5 and 10 cents, stacks 400 to 1,000 cents
const HEADS_UP = tableOf('NLH04'); // blinds 50 and 100 cents, stacks 4,000 to 10,000 cents

function hand(stacks: Record<number, bigint>, buttonSeat: number, table = NLH01): HandState {
  return deepFreeze(
    startHand({ table, handNumber: 7, seats: seatsWith(stacks), buttonSeat, serverSeed: 'hand-test' }),
  );
}

/** Plays actions in turn: each is taken by the seat to act, which must be the one named. */
function play(state: HandState, ...steps: [number, Parameters<typeof act>[2]][]): HandState {
  return steps.reduce((current, [seat, action]) => deepFreeze(act(current, seat, action)), state);
}

function expectRefusal(run: () => unknown, code: PokerErrorCode): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PokerError);
    expect((error as PokerError).code).toBe(code);
    return;
  }
  expect.fail(`expected ${code}`);
}

describe('the blinds', () => {
  it('are posted by the two seats left of the button; the next seat acts first', () => {
    const state = hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n, 4: 1_000n, 5: 1_000n, 6: 1_000n }, 3);
    expect([state.smallBlindSeat, state.bigBlindSeat, state.toActSeat]).toEqual([4, 5, 6]);
    expect(seatOf(state, 4)).toMatchObject({
      stackCents: 995n,
      committedCents: 5n,
      streetCommittedCents: 5n,
    });
    expect(seatOf(state, 5)).toMatchObject({ stackCents: 990n, committedCents: 10n });
    expect(state.events.slice(0, 2)).toEqual([
      { type: 'blind', seat: 4, blind: 'small', amountCents: 5n },
      { type: 'blind', seat: 5, blind: 'big', amountCents: 10n },
    ]);
    expect(legalActions(state)).toEqual({
      seat: 6,
      toCallCents: 10n,
      fold: true,
      check: false,
      call: { amountCents: 10n },
      bet: null,
      raise: { minTotalCents: 20n, maxTotalCents: 1_000n },
      allIn: { amountCents: 1_000n, totalCents: 1_000n },
    });
  });

  it('skip empty seats and wrap round the table; three-handed the button acts first', () => {
    const state = hand({ 2: 500n, 4: 500n, 6: 500n }, 6);
    expect([state.smallBlindSeat, state.bigBlindSeat, state.toActSeat]).toEqual([2, 4, 6]);
  });

  it('heads-up: the button posts the small blind and acts first before the flop, last after it', () => {
    // Two players left at a six-seat table play heads-up as at the heads-up table.
    const headsUpTable = hand({ 1: 5_000n, 2: 5_000n }, 2, HEADS_UP);
    expect([headsUpTable.smallBlindSeat, headsUpTable.bigBlindSeat, headsUpTable.toActSeat]).toEqual([
      2, 1, 2,
    ]);
    let state = hand({ 2: 1_000n, 5: 1_000n }, 5);
    expect([state.smallBlindSeat, state.bigBlindSeat, state.toActSeat]).toEqual([5, 2, 5]);
    expect(legalActions(state)).toMatchObject({ toCallCents: 5n, call: { amountCents: 5n } });
    state = play(state, [5, call]);
    // The big blind has its option: check or raise.
    expect(state.toActSeat).toBe(2);
    expect(legalActions(state)).toMatchObject({ check: true, call: null, raise: { minTotalCents: 20n } });
    state = play(state, [2, check]);
    expect(state.street).toBe('flop');
    expect(state.board).toHaveLength(3);
    expect(state.toActSeat).toBe(2);
    state = play(state, [2, check], [5, check]);
    expect(state).toMatchObject({ street: 'turn', toActSeat: 2 });
  });
});

describe('the minimum raise', () => {
  it('is the last full bet or raise, before and after the flop', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1);
    expect(state.toActSeat).toBe(1);
    state = play(state, [1, raise(30n)]); // raises by 20
    expect(legalActions(state)?.raise).toEqual({ minTotalCents: 50n, maxTotalCents: 1_000n });
    expectRefusal(() => act(state, 2, raise(49n)), 'AMOUNT_OUT_OF_RANGE');
    state = play(state, [2, raise(90n)]); // raises by 60
    expect(legalActions(state)?.raise?.minTotalCents).toBe(150n);
    state = play(state, [3, fold], [1, call]);
    expect(state.street).toBe('flop');
    // The flop opens with no bet: the least bet is the big blind, and a bet of 70 sets the raise to 140.
    expect(legalActions(state)).toMatchObject({
      seat: 2,
      check: true,
      bet: { minTotalCents: 10n, maxTotalCents: 910n },
    });
    expectRefusal(() => act(state, 2, bet(9n)), 'AMOUNT_OUT_OF_RANGE');
    state = play(state, [2, bet(70n)]);
    expect(legalActions(state)?.raise).toEqual({ minTotalCents: 140n, maxTotalCents: 910n });
    expectRefusal(() => act(state, 1, raise(911n)), 'AMOUNT_OUT_OF_RANGE');
    state = play(state, [1, raise(140n)]);
    expect(legalActions(state)?.raise?.minTotalCents).toBe(210n);
  });
});

describe('an all-in for less than a full raise', () => {
  it('does not reopen the betting to players who already acted: they may only call or fold', () => {
    // Seat 1 raises to 300 (a raise of 290), seat 2 calls, the big blind goes all-in for 450: 150 more.
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 450n }, 1);
    state = play(state, [1, raise(300n)], [2, call], [3, allIn]);
    expect(state.currentBetCents).toBe(450n);
    expect(state.lastFullRaiseCents).toBe(290n);
    expect(legalActions(state)).toMatchObject({
      seat: 1,
      call: { amountCents: 150n },
      raise: null,
      allIn: null,
    });
    expectRefusal(() => act(state, 1, raise(1_000n)), 'ACTION_INVALID');
    expectRefusal(() => act(state, 1, allIn), 'ACTION_INVALID');
    state = play(state, [1, call]);
    expect(legalActions(state)).toMatchObject({ seat: 2, raise: null, allIn: null });
    state = play(state, [2, call]);
    expect(state).toMatchObject({ street: 'flop', toActSeat: 2 });
  });

  it('reopens it when the all-in is itself a full raise', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 700n }, 1);
    state = play(state, [1, raise(300n)], [2, call], [3, allIn]); // 400 more: a full raise
    expect(state.lastFullRaiseCents).toBe(400n);
    // Seat 1 cannot make a full raise to 1,100 but may go all-in.
    expect(legalActions(state)).toMatchObject({ seat: 1, raise: null, allIn: { totalCents: 1_000n } });
    state = play(state, [1, allIn]);
    expect(seatOf(state, 1).status).toBe('all-in');
  });

  it('reopens it when several all-ins add up to a full raise', () => {
    // Button 4: seat 1 small blind, seat 2 big blind, seat 3 first. Seat 3 raises to 300 (by 290);
    // seat 4 goes all-in to 450 (150 more) and seat 1 to 600 (150 more): 300 over seat 3's bet in all.
    const afterAllIns = (smallBlindStack: bigint) => {
      const state = hand({ 1: smallBlindStack, 2: 1_000n, 3: 1_000n, 4: 450n }, 4);
      return play(state, [3, raise(300n)], [4, allIn], [1, allIn], [2, call]);
    };
    expect(legalActions(afterAllIns(600n))).toMatchObject({
      seat: 3,
      call: { amountCents: 300n },
      raise: { minTotalCents: 890n, maxTotalCents: 1_000n },
    });
    // All-in to 550 instead: 250 over seat 3's bet in all, short of the 290 that reopens it.
    expect(legalActions(afterAllIns(550n))).toMatchObject({ seat: 3, raise: null, allIn: null });
  });

  it('leaves a player with no opponent able to answer only calling or folding', () => {
    let state = hand({ 1: 1_000n, 2: 500n }, 1, NLH01);
    state = play(state, [1, raise(400n)], [2, allIn]);
    expect(legalActions(state)).toMatchObject({
      seat: 1,
      call: { amountCents: 100n },
      raise: null,
      allIn: null,
    });
  });
});

describe('refusals', () => {
  it('refuse out-of-turn actions, invalid actions and amounts, and change nothing', () => {
    const state = play(hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1), [1, raise(40n)]);
    const before = structuredClone(state);
    expectRefusal(() => act(state, 3, call), 'NOT_YOUR_TURN');
    expectRefusal(() => act(state, 9, call), 'NOT_YOUR_TURN');
    expectRefusal(() => act(state, 2, check), 'ACTION_INVALID');
    expectRefusal(() => act(state, 2, bet(100n)), 'ACTION_INVALID');
    expectRefusal(() => act(state, 2, { type: 'shove' } as never), 'ACTION_INVALID');
    expectRefusal(() => act(state, 2, null as never), 'ACTION_INVALID');
    expectRefusal(() => act(state, 2, { type: 'raise', totalCents: 100 } as never), 'ACTION_INVALID');
    expectRefusal(() => act(state, 2, raise(69n)), 'AMOUNT_OUT_OF_RANGE');
    expectRefusal(() => act(state, 2, raise(40n)), 'AMOUNT_OUT_OF_RANGE');
    expectRefusal(() => act(state, 2, raise(1_001n)), 'AMOUNT_OUT_OF_RANGE');
    expect(state).toEqual(before);
    // On a street with no bet there is nothing to call or raise.
    const flop = play(state, [2, call], [3, call]);
    expectRefusal(() => act(flop, 2, call), 'ACTION_INVALID');
    expectRefusal(() => act(flop, 2, raise(100n)), 'ACTION_INVALID');
  });

  it('takes a raise to exactly the whole stack as an all-in, even short of a full raise', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 450n }, 1);
    state = play(state, [1, raise(300n)], [2, call], [3, raise(450n)]);
    expect(state.events.at(-1)).toMatchObject({
      type: 'action',
      seat: 3,
      action: 'all-in',
      amountCents: 440n,
    });
  });

  it('refuse any action once the hand is over', () => {
    const state = play(hand({ 1: 1_000n, 2: 1_000n }, 1, NLH01), [1, fold]);
    expect(state.result).not.toBeNull();
    expect(legalActions(state)).toBeNull();
    expectRefusal(() => act(state, 2, check), 'NOT_YOUR_TURN');
    expectRefusal(() => timeout(state), 'NOT_YOUR_TURN');
  });
});

describe('folds', () => {
  it('end the hand when all but one fold: the uncalled chips go back, no cards are shown, no rake before the flop', () => {
    const state = play(hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1), [1, raise(60n)], [2, fold], [3, fold]);
    expect(state.toActSeat).toBeNull();
    expect(state.result).toMatchObject({
      endedBy: 'fold',
      rakeCents: 0n,
      returns: [{ seat: 1, amountCents: 50n }],
      shownHands: [],
    });
    expect(state.result?.pots).toEqual([
      {
        amountCents: 25n,
        rakeCents: 0n,
        eligibleSeats: [1],
        winnerSeats: [1],
        shares: [{ seat: 1, amountCents: 25n }],
      },
    ]);
    expect(state.seats.map((seat) => seat.stackCents)).toEqual([1_015n, 995n, 990n]);
    expect(settlementOf(state).players.map((player) => [player.committedCents, player.wonCents])).toEqual([
      [60n, 75n],
      [5n, 0n],
      [10n, 0n],
    ]);
  });
});

describe('the streets', () => {
  it('advance when the betting closes, dealing the board from the hand’s deal', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1);
    state = play(state, [1, call], [2, call], [3, check]);
    expect(state.street).toBe('flop');
    expect(state.board).toEqual(state.deal.flop);
    expect(
      state.seats.every((seat) => seat.streetCommittedCents === 0n && seat.actedAtBetCents === null),
    ).toBe(true);
    state = play(state, [2, check], [3, bet(20n)], [1, call], [2, call]);
    expect(state.street).toBe('turn');
    expect(state.board).toEqual([...state.deal.flop, state.deal.turn]);
    state = play(state, [2, check], [3, check], [1, check]);
    expect(state.board).toEqual([...state.deal.flop, state.deal.turn, state.deal.river]);
    state = play(state, [2, check], [3, check], [1, check]);
    expect(state.result?.endedBy).toBe('showdown');
    expect(state.events.filter((event) => event.type === 'street').map((event) => event.street)).toEqual([
      'flop',
      'turn',
      'river',
    ]);
  });

  it('run the whole board out when everyone left is all-in', () => {
    let state = hand({ 1: 800n, 2: 1_000n }, 1);
    state = play(state, [1, allIn], [2, call]);
    expect(state.result?.endedBy).toBe('showdown');
    expect(state.board).toHaveLength(5);
    expect(state.result?.shownHands.map((shown) => shown.seat)).toEqual([2, 1]);
    const settlement = settlementOf(state);
    expect(settlement.players.map((player) => player.committedCents)).toEqual([800n, 800n]);
  });

  it('run the board out when only one player with chips is left and has matched the bet', () => {
    let state = hand({ 1: 1_000n, 2: 400n, 3: 1_000n }, 1);
    state = play(state, [1, call], [2, allIn], [3, fold], [1, call]);
    expect(state.result?.endedBy).toBe('showdown');
    expect(state.board).toHaveLength(5);
  });
});

describe('the timeout', () => {
  it('checks when checking is free', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1);
    state = play(state, [1, call], [2, call]);
    state = deepFreeze(timeout(state)); // the big blind's option, then the flop is dealt
    expect(state.events.at(-2)).toEqual({
      type: 'action',
      seat: 3,
      action: 'check',
      amountCents: 0n,
      streetTotalCents: 10n,
      automatic: true,
    });
    expect(state.street).toBe('flop');
  });

  it('folds facing a bet, so a player who is away puts in nothing more', () => {
    let state = hand({ 1: 1_000n, 2: 1_000n, 3: 1_000n }, 1);
    state = play(state, [1, raise(100n)]);
    const committedBefore = seatOf(state, 2).committedCents;
    state = deepFreeze(timeout(state));
    expect(seatOf(state, 2)).toMatchObject({ status: 'folded', committedCents: committedBefore });
    expect(state.events.at(-1)).toMatchObject({ seat: 2, action: 'fold', automatic: true });
    expect(state.toActSeat).toBe(3);
  });
});

describe('the setup', () => {
  const start = (overrides: Partial<Parameters<typeof startHand>[0]>) =>
    startHand({
      table: NLH01,
      handNumber: 1,
      seats: seatsWith({ 1: 500n, 2: 500n }),
      buttonSeat: 1,
      serverSeed: 'setup',
      ...overrides,
    });

  it('refuses a wrong number of players, seats off the table, a seat or player twice and a misplaced button', () => {
    expectRefusal(() => start({ seats: seatsWith({ 1: 500n }) }), 'SETUP_INVALID');
    const seven = seatsWith({ 1: 500n, 2: 500n, 3: 500n, 4: 500n, 5: 500n, 6: 500n, 7: 500n });
    expectRefusal(() => start({ seats: seven }), 'SETUP_INVALID');
    expectRefusal(() => start({ seats: seatsWith({ 1: 500n, 7: 500n }) }), 'SETUP_INVALID');
    expectRefusal(() => start({ seats: seatsWith({ 0: 500n, 1: 500n }) }), 'SETUP_INVALID');
    expectRefusal(
      () => start({ table: HEADS_UP, seats: seatsWith({ 1: 5_000n, 3: 5_000n }) }),
      'SETUP_INVALID',
    );
    const twice = [
      ...seatsWith({ 1: 500n, 2: 500n }),
      { seat: 1, playerId: 'p9', stackCents: 500n, isBot: false },
    ];
    expectRefusal(() => start({ seats: twice }), 'SETUP_INVALID');
    const samePlayer = seatsWith({ 1: 500n, 2: 500n }).map((entry) => ({ ...entry, playerId: 'same' }));
    expectRefusal(() => start({ seats: samePlayer }), 'SETUP_INVALID');
    expectRefusal(() => start({ buttonSeat: 3 }), 'SETUP_INVALID');
    expectRefusal(() => start({ handNumber: -1 }), 'SETUP_INVALID');
    expectRefusal(() => start({ serverSeed: '' }), 'SETUP_INVALID');
  });

  it('refuses a stack outside the table’s buy-in range', () => {
    expectRefusal(() => start({ seats: seatsWith({ 1: 399n, 2: 500n }) }), 'STACK_OUT_OF_RANGE');
    expectRefusal(() => start({ seats: seatsWith({ 1: 500n, 2: 1_001n }) }), 'STACK_OUT_OF_RANGE');
    expect(start({ seats: seatsWith({ 1: 400n, 2: 1_000n }) }).toActSeat).toBe(1);
  });
});
