// Proves the cards' blackjack values and the infinite shoe: each card is one unbiased draw from [0, 52) of the provably fair stream, so the same seeds deal the same cards, in any order of asking, and another nonce deals others.
import { describe, expect, it } from 'vitest';
import { RANKS } from '../baccarat/cards';
import { createRandomStream } from '../slots/provably-fair';
import { cardOfDraw, cardValue, provablyFairShoe } from './cards';

describe('cards', () => {
  it('count aces 1, pips their number, tens and faces 10', () => {
    expect(RANKS.map((rank) => cardValue({ rank, suit: 'hearts' }))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10,
    ]);
  });

  it('name a draw in [0, 52) by suit, then rank from ace to king', () => {
    expect(cardOfDraw(0)).toEqual({ rank: 'A', suit: 'clubs' });
    expect(cardOfDraw(13)).toEqual({ rank: 'A', suit: 'diamonds' });
    expect(cardOfDraw(51)).toEqual({ rank: 'K', suit: 'spades' });
    expect(() => cardOfDraw(52)).toThrow(RangeError);
    expect(() => cardOfDraw(-1)).toThrow(RangeError);
  });
});

describe('the infinite shoe', () => {
  it('deals card k from the k-th draw of the stream, whatever order the positions are asked in', () => {
    const stream = createRandomStream('server', 'client', 7);
    const expected = Array.from({ length: 30 }, () => cardOfDraw(stream.nextInt(52)));
    const inOrder = provablyFairShoe('server', 'client', 7);
    expect(Array.from({ length: 30 }, (_, position) => inOrder(position))).toEqual(expected);
    const backwards = provablyFairShoe('server', 'client', 7);
    expect(Array.from({ length: 30 }, (_, index) => backwards(29 - index)).reverse()).toEqual(expected);
    expect(() => inOrder(-1)).toThrow(RangeError);
  });

  it('deals other cards for another nonce or seed', () => {
    const top = (server: string, client: string, nonce: number) => {
      const shoe = provablyFairShoe(server, client, nonce);
      return Array.from({ length: 20 }, (_, position) => shoe(position));
    };
    expect(top('server', 'client', 0)).toEqual(top('server', 'client', 0));
    expect(top('server', 'client', 0)).not.toEqual(top('server', 'client', 1));
    expect(top('server', 'client', 0)).not.toEqual(top('server', 'other', 0));
    expect(top('server', 'client', 0)).not.toEqual(top('other', 'client', 0));
  });

  it('draws each rank about 1/13 of the time and each suit about 1/4', () => {
    const shoe = provablyFairShoe('server', 'frequencies', 0);
    const draws = 52_000;
    const ranks = new Map<string, number>();
    const suits = new Map<string, number>();
    for (let position = 0; position < draws; position++) {
      const card = shoe(position);
      ranks.set(card.rank, (ranks.get(card.rank) ?? 0) + 1);
      suits.set(card.suit, (suits.get(card.suit) ?? 0) + 1);
    }
    // Four standard errors of a count: √(n p (1 − p)) is about 61 for a rank and 99 for a suit.
    for (const count of ranks.values()) expect(Math.abs(count - draws / 13)).toBeLessThan(4 * 61);
    for (const count of suits.values()) expect(Math.abs(count - draws / 4)).toBeLessThan(4 * 99);
    expect(ranks.size).toBe(13);
  });
});
