// Proves the count of a hand (aces 1 or 11, soft and hard totals, busts), what a blackjack and a pair are, and that the dealer draws to 16 and stands on every 17, soft 17 included.
import { describe, expect, it } from 'vitest';
import type { Card } from './cards';
import { dealerDraws, handCount, isBlackjack, isPair } from './hand';

const hand = (ranks: string): Card[] =>
  ranks.split(' ').map((rank) => ({ rank: rank as Card['rank'], suit: 'spades' }));

describe('the count of a hand', () => {
  it('counts one ace as 11 while that does not bust the hand', () => {
    expect(handCount(hand('A 6'))).toEqual({ total: 17, soft: true, bust: false });
    expect(handCount(hand('A 6 10'))).toEqual({ total: 17, soft: false, bust: false });
    expect(handCount(hand('A A'))).toEqual({ total: 12, soft: true, bust: false });
    expect(handCount(hand('A A 9'))).toEqual({ total: 21, soft: true, bust: false });
    expect(handCount(hand('A A 10'))).toEqual({ total: 12, soft: false, bust: false });
  });

  it('counts tens and faces 10 and busts over 21', () => {
    expect(handCount(hand('K Q'))).toEqual({ total: 20, soft: false, bust: false });
    expect(handCount(hand('K Q 2'))).toEqual({ total: 22, soft: false, bust: true });
  });
});

describe('blackjacks and pairs', () => {
  it('calls an ace and a ten-valued card a blackjack, but not after a split or with three cards', () => {
    expect(isBlackjack(hand('A K'))).toBe(true);
    expect(isBlackjack(hand('10 A'))).toBe(true);
    expect(isBlackjack(hand('A K'), true)).toBe(false);
    expect(isBlackjack(hand('A 5 5'))).toBe(false);
    expect(isBlackjack(hand('A 9'))).toBe(false);
  });

  it('calls two cards of the same value a pair, any two ten-valued cards included', () => {
    expect(isPair(hand('8 8'))).toBe(true);
    expect(isPair(hand('K Q'))).toBe(true);
    expect(isPair(hand('A A'))).toBe(true);
    expect(isPair(hand('9 10'))).toBe(false);
    expect(isPair(hand('8 8 8'))).toBe(false);
  });
});

describe('the dealer', () => {
  it('draws on 16 and soft 16, and stands on 17, soft 17 included', () => {
    expect(dealerDraws(hand('10 6'))).toBe(true);
    expect(dealerDraws(hand('A 5'))).toBe(true);
    expect(dealerDraws(hand('A 6'))).toBe(false);
    expect(dealerDraws(hand('10 7'))).toBe(false);
    expect(dealerDraws(hand('A 2 4'))).toBe(false);
  });
});
