// Proves the end of a hand with chosen cards: a main pot and two side pots for three all-ins of different sizes, each to the best hand that contested it; a split pot whose odd cents go to the first winner clockwise from the button; kickers deciding a showdown; the rake's cap and "no flop, no drop"; and that the settlement balances and refuses a hand still being played.
import { describe, expect, it } from 'vitest';
import { act } from './hand';
import { PokerError, type HandState, type PokerAction } from './hand-state';
import { settlementOf } from './showdown';
import { allIn, bet, call, check, deepFreeze, fold, handWithCards, raise } from './poker.test-helpers';

function play(state: HandState, ...steps: [number, PokerAction][]): HandState {
  return steps.reduce((current, [seat, action]) => deepFreeze(act(current, seat, action)), state);
}

const wonBySeat = (state: HandState) =>
  Object.fromEntries(settlementOf(state).players.map((p) => [p.seat, p.wonCents]));

describe('three all-ins of different sizes', () => {
  // NLH01 (blinds 5/10, rake 5 % capped at 40). Button 4: seat 1 small blind, seat 2 big blind.
  // Seat 3 moves all-in for 800, seat 4 calls with 1,000, seats 1 and 2 move all-in for 400 and 600.
  const allInHand = (holeBySeat: Record<number, string>) =>
    play(
      handWithCards({
        tableCode: 'NLH01',
        stacks: { 1: 400n, 2: 600n, 3: 800n, 4: 1_000n },
        buttonSeat: 4,
        holeBySeat,
        board: 'Ah 7c 2d 9s Kd',
      }),
      [3, allIn],
      [4, call],
      [1, allIn],
      [2, allIn],
    );

  it('make a main pot and two side pots, each won by the best hand among the seats in it', () => {
    const state = allInHand({ 1: 'As Ad', 2: 'Kc Ks', 3: '9c 9d', 4: '7h 7s' });
    const result = state.result!;
    expect(result.endedBy).toBe('showdown');
    expect(state.board).toHaveLength(5);
    expect(result.rakeCents).toBe(40n); // 5 % of 2,600 is 130, capped at 4 big blinds
    expect(result.pots).toEqual([
      {
        amountCents: 1_600n,
        rakeCents: 25n,
        eligibleSeats: [1, 2, 3, 4],
        winnerSeats: [1],
        shares: [{ seat: 1, amountCents: 1_575n }],
      },
      {
        amountCents: 600n,
        rakeCents: 9n,
        eligibleSeats: [2, 3, 4],
        winnerSeats: [2],
        shares: [{ seat: 2, amountCents: 591n }],
      },
      {
        amountCents: 400n,
        rakeCents: 6n,
        eligibleSeats: [3, 4],
        winnerSeats: [3],
        shares: [{ seat: 3, amountCents: 394n }],
      },
    ]);
    expect(result.shownHands.map((hand) => [hand.seat, hand.category])).toEqual([
      [1, 'three-of-a-kind'],
      [2, 'three-of-a-kind'],
      [3, 'three-of-a-kind'],
      [4, 'three-of-a-kind'],
    ]);
    expect(state.seats.map((seat) => seat.stackCents)).toEqual([1_575n, 591n, 394n, 200n]);
    expect(settlementOf(state)).toEqual({
      players: [
        { seat: 1, playerId: 'p1', isBot: false, committedCents: 400n, wonCents: 1_575n },
        { seat: 2, playerId: 'p2', isBot: false, committedCents: 600n, wonCents: 591n },
        { seat: 3, playerId: 'p3', isBot: false, committedCents: 800n, wonCents: 394n },
        { seat: 4, playerId: 'p4', isBot: false, committedCents: 800n, wonCents: 0n },
      ],
      rakeCents: 40n,
    });
  });

  it('give every pot to the biggest stack when it holds the best hand', () => {
    const state = allInHand({ 1: '7h 7s', 2: '9c 9d', 3: 'Kc Ks', 4: 'As Ad' });
    expect(state.result?.pots.map((pot) => pot.winnerSeats)).toEqual([[4], [4], [4]]);
    expect(wonBySeat(state)).toEqual({ 1: 0n, 2: 0n, 3: 0n, 4: 2_560n });
  });

  it('give the main pot to the short stack and the side pots to the best of the rest', () => {
    const state = allInHand({ 1: 'As Ad', 2: '7h 7s', 3: '9c 9d', 4: 'Kc Ks' });
    expect(state.result?.pots.map((pot) => pot.winnerSeats)).toEqual([[1], [4], [4]]);
    expect(wonBySeat(state)).toEqual({ 1: 1_575n, 2: 0n, 3: 0n, 4: 591n + 394n });
  });
});

describe('a split pot', () => {
  // Broadway on the board plays for everyone. Seat 1 folds on the flop; seats 2 and 3 split 60 cents
  // less 3 cents of rake: 57 does not divide by two, so one of them gets the odd cent.
  const board = 'As Ks Qd Jc 10h';
  const holeBySeat = { 1: '6h 7h', 2: '2c 3d', 3: '4c 5d' };

  it('gives the odd cent to the first winner clockwise from the button', () => {
    const buttonOnOne = play(
      handWithCards({
        tableCode: 'NLH01',
        stacks: { 1: 500n, 2: 500n, 3: 500n },
        buttonSeat: 1,
        holeBySeat,
        board,
      }),
      [1, call],
      [2, call],
      [3, check],
      [2, bet(15n)],
      [3, call],
      [1, fold],
      [2, check],
      [3, check],
      [2, check],
      [3, check],
    );
    expect(buttonOnOne.result?.pots).toEqual([
      {
        amountCents: 60n,
        rakeCents: 3n,
        eligibleSeats: [2, 3],
        winnerSeats: [2, 3],
        shares: [
          { seat: 2, amountCents: 29n },
          { seat: 3, amountCents: 28n },
        ],
      },
    ]);
    expect(buttonOnOne.result?.shownHands.map((hand) => hand.seat)).toEqual([2, 3]);
  });

  it('follows the button: with the button on seat 2 the first winner clockwise is seat 3', () => {
    const buttonOnTwo = play(
      handWithCards({
        tableCode: 'NLH01',
        stacks: { 1: 500n, 2: 500n, 3: 500n },
        buttonSeat: 2,
        holeBySeat,
        board,
      }),
      [2, call],
      [3, call],
      [1, check],
      [3, bet(15n)],
      [1, fold],
      [2, call],
      [3, check],
      [2, check],
      [3, check],
      [2, check],
    );
    expect(buttonOnTwo.result?.pots[0]?.shares).toEqual([
      { seat: 3, amountCents: 29n },
      { seat: 2, amountCents: 28n },
    ]);
    expect(wonBySeat(buttonOnTwo)).toEqual({ 1: 0n, 2: 28n, 3: 29n });
  });
});

describe('the showdown', () => {
  it('goes to the better kicker and shows only the hands still in', () => {
    const state = play(
      handWithCards({
        tableCode: 'NLH01',
        stacks: { 1: 500n, 2: 500n, 3: 500n },
        buttonSeat: 1,
        holeBySeat: { 1: 'Ac Qd', 2: 'Ah Jd', 3: '8c 8d' },
        board: 'As 9h 5c 4d 2s',
      }),
      [1, raise(30n)],
      [2, call],
      [3, fold],
      [2, check],
      [1, check],
      [2, check],
      [1, check],
      [2, check],
      [1, check],
    );
    expect(state.result?.shownHands.map((hand) => [hand.seat, hand.category])).toEqual([
      [2, 'pair'],
      [1, 'pair'],
    ]);
    // 70 cents in the pot (30 + 30 + the folded big blind's 10), less 3 cents of rake.
    expect(state.result?.pots[0]).toMatchObject({ amountCents: 70n, rakeCents: 3n, winnerSeats: [1] });
    expect(wonBySeat(state)).toEqual({ 1: 67n, 2: 0n, 3: 0n });
  });
});

describe('the rake', () => {
  const threeHanded = () =>
    handWithCards({
      tableCode: 'NLH01',
      stacks: { 1: 1_000n, 2: 1_000n, 3: 1_000n },
      buttonSeat: 1,
      holeBySeat: { 1: 'Ac Kd', 2: 'Qh Qd', 3: '7c 2d' },
      board: '9s 8s 3h 4c Jd',
    });

  it('takes nothing from a hand that ends before the flop, however big the pot', () => {
    const state = play(threeHanded(), [1, raise(300n)], [2, raise(900n)], [3, fold], [1, fold]);
    expect(state.result).toMatchObject({
      endedBy: 'fold',
      rakeCents: 0n,
      returns: [{ seat: 2, amountCents: 600n }],
    });
    expect(wonBySeat(state)).toEqual({ 1: 0n, 2: 1_210n, 3: 0n });
  });

  it('takes its percentage from a hand that ends by folds after the flop, never from the uncalled bet', () => {
    const state = play(
      threeHanded(),
      [1, raise(100n)],
      [2, call],
      [3, call],
      [2, bet(500n)],
      [3, fold],
      [1, fold],
    );
    // 300 in the pot before the flop; the bet of 500 nobody called goes back unraked.
    expect(state.result).toMatchObject({
      endedBy: 'fold',
      rakeCents: 15n,
      returns: [{ seat: 2, amountCents: 500n }],
    });
    expect(wonBySeat(state)).toEqual({ 1: 0n, 2: 785n, 3: 0n });
  });

  it('stops at its cap in a big pot', () => {
    const state = play(threeHanded(), [1, allIn], [2, call], [3, fold]);
    expect(state.result?.rakeCents).toBe(40n); // 5 % of 2,010 would be 100
    expect(wonBySeat(state)).toEqual({ 1: 0n, 2: 1_970n, 3: 0n });
  });
});

describe('the settlement', () => {
  it('is refused while the hand is being played', () => {
    const state = handWithCards({
      tableCode: 'NLH01',
      stacks: { 1: 500n, 2: 500n },
      buttonSeat: 1,
      holeBySeat: { 1: 'Ac Kd', 2: 'Qh Qd' },
      board: '9s 8s 3h 4c Jd',
    });
    expect(() => settlementOf(state)).toThrow(PokerError);
    expect(() => settlementOf(state)).toThrow('the hand is still being played');
  });
});
