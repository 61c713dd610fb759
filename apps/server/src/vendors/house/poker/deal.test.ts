// Proves the deal of a hand: the deal order from the button's left, hole cards dealt one round at a time then burn-and-turn flop, turn and river from one shuffle, the public client seed, and that the same seeds always deal the same hand, as a verifier redoing the full shuffle finds.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, cardCode, DECK_SIZE } from './cards';
import { dealingOrder, dealOf, handClientSeed, type HandDeal } from './deal';
import { startHand } from './hand';
import { seatsWith, tableOf } from './poker.test-helpers';

/** The deal as a verifier would redo it: the whole deck shuffled, then cards taken off the top. */
function verifierDeal(serverSeed: string, tableCode: string, handNumber: number, order: number[]): string[] {
  const deck = Array.from({ length: DECK_SIZE }, (_, position) => position);
  const stream = createRandomStream(serverSeed, `poker:${tableCode}:${handNumber}`, 0);
  for (let index = 0; index < DECK_SIZE - 1; index++) {
    const picked = index + stream.nextInt(DECK_SIZE - index);
    [deck[index], deck[picked]] = [deck[picked] as number, deck[index] as number];
  }
  return deck.slice(0, order.length * 2 + 8).map((position) => cardCode(cardAt(position)));
}

/** The cards of a deal in the order they left the deck. */
function dealtInOrder(deal: HandDeal): string[] {
  const first = deal.holeCards.map((hole) => hole.cards[0]);
  const second = deal.holeCards.map((hole) => hole.cards[1]);
  const [burnFlop, burnTurn, burnRiver] = deal.burnCards;
  return [...first, ...second, burnFlop, ...deal.flop, burnTurn, deal.turn, burnRiver, deal.river].map(
    cardCode,
  );
}

describe('the deal order', () => {
  it('starts at the button’s left and ends on the button, skipping empty seats', () => {
    expect(dealingOrder([1, 2, 3, 4, 5, 6], 3)).toEqual([4, 5, 6, 1, 2, 3]);
    expect(dealingOrder([6, 2, 4], 6)).toEqual([2, 4, 6]);
    expect(dealingOrder([1, 5], 5)).toEqual([1, 5]);
    expect(() => dealingOrder([1, 2], 3)).toThrow(RangeError);
  });
});

describe('a provably fair hand', () => {
  it('names its client seed after the table and the hand', () => {
    expect(handClientSeed('NLH01', 42)).toBe('poker:NLH01:42');
    expect(() => handClientSeed('NLH01', -1)).toThrow(RangeError);
    expect(() => handClientSeed('NLH01', 1.5)).toThrow(RangeError);
  });

  it('deals hole cards round by round, then burns before the flop, the turn and the river, from one shuffle', () => {
    for (let handNumber = 0; handNumber < 30; handNumber++) {
      const order = dealingOrder([1, 2, 3, 4, 5, 6].slice(0, 2 + (handNumber % 5)), 1 + (handNumber % 2));
      const deal = dealOf('seed-of-the-hand', 'NLH02', handNumber, order);
      expect(deal.clientSeed).toBe(`poker:NLH02:${handNumber}`);
      expect(deal.holeCards.map((hole) => hole.seat)).toEqual(order);
      expect(dealtInOrder(deal)).toEqual(verifierDeal('seed-of-the-hand', 'NLH02', handNumber, order));
      expect(new Set(dealtInOrder(deal)).size).toBe(order.length * 2 + 8);
    }
  });

  it('deals the same hand from the same seeds and another when the seed, table or hand changes', () => {
    const order = [2, 3, 4, 1];
    const deal = (seed: string, table: string, hand: number) =>
      dealtInOrder(dealOf(seed, table, hand, order));
    expect(deal('s', 'NLH01', 1)).toEqual(deal('s', 'NLH01', 1));
    expect(deal('s', 'NLH01', 1)).not.toEqual(deal('other', 'NLH01', 1));
    expect(deal('s', 'NLH01', 1)).not.toEqual(deal('s', 'NLH02', 1));
    expect(deal('s', 'NLH01', 1)).not.toEqual(deal('s', 'NLH01', 2));
  });

  it('is the deal a started hand plays: its hole cards and, street by street, its board', () => {
    const table = tableOf('NLH01');
    const state = startHand({
      table,
      handNumber: 9,
      seats: seatsWith({ 1: 1_000n, 3: 1_000n, 5: 1_000n }),
      buttonSeat: 5,
      serverSeed: 'revealed-after-the-hand',
    });
    const deal = dealOf('revealed-after-the-hand', 'NLH01', 9, [1, 3, 5]);
    expect(state.deal).toEqual(deal);
    expect(state.seats.map((seat) => [seat.seat, seat.holeCards])).toEqual(
      deal.holeCards.map((hole) => [hole.seat, hole.cards]),
    );
    expect(state.board).toEqual([]);
  });

  it('refuses fewer than two seats, more than ten and a seat twice', () => {
    expect(() => dealOf('s', 'NLH01', 1, [1])).toThrow(RangeError);
    expect(() => dealOf('s', 'NLH01', 1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toThrow(RangeError);
    expect(() => dealOf('s', 'NLH01', 1, [1, 1])).toThrow('a seat is dealt twice');
  });
});
