// Proves the 9/6 paytable: what every hand returns for one to five coins (the royal's 4,000 at five coins), that losing hands return nothing, and that bad coin counts and coin values are refused.
import { describe, expect, it } from 'vitest';
import { HAND_CATEGORIES } from './hands';
import { PAYTABLE, payOf, payoutCentsOf } from './paytable';

describe('the paytable', () => {
  it('pays the full-pay 9/6 Jacks or Better table per coin', () => {
    const perCoin = Object.fromEntries(HAND_CATEGORIES.map((category) => [category, payOf(category, 1)]));
    expect(perCoin).toEqual({
      royalFlush: 250,
      straightFlush: 50,
      fourOfAKind: 25,
      fullHouse: 9,
      flush: 6,
      straight: 4,
      threeOfAKind: 3,
      twoPair: 2,
      jacksOrBetter: 1,
      lowPair: 0,
      highCard: 0,
    });
  });

  it('multiplies by the coins bet, except the royal flush, which pays 4,000 at five coins', () => {
    expect([1, 2, 3, 4, 5].map((coins) => payOf('royalFlush', coins))).toEqual([250, 500, 750, 1000, 4000]);
    expect([1, 2, 3, 4, 5].map((coins) => payOf('fullHouse', coins))).toEqual([9, 18, 27, 36, 45]);
    expect([1, 2, 3, 4, 5].map((coins) => payOf('jacksOrBetter', coins))).toEqual([1, 2, 3, 4, 5]);
    expect(PAYTABLE.map((row) => row.category)).toEqual(HAND_CATEGORIES.slice(0, 9));
  });

  it('pays in cents at the coin value, the stake included', () => {
    expect(payoutCentsOf('jacksOrBetter', 5, 25n)).toBe(125n);
    expect(payoutCentsOf('royalFlush', 5, 25n)).toBe(100_000n);
    expect(payoutCentsOf('highCard', 5, 25n)).toBe(0n);
    expect(() => payoutCentsOf('flush', 5, 0n)).toThrow(RangeError);
  });

  it('refuses a bet of no coins, more than five or part of one', () => {
    for (const coins of [0, 6, 2.5, -1]) expect(() => payOf('flush', coins)).toThrow(RangeError);
  });
});
