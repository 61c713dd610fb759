// Proves the video poker page's display rules: the bet, the row to light, holds and the result line.
import { describe, expect, it } from 'vitest';
import type { VideoPokerHand } from '@playdeck/contract/video-poker';
import { betOf, isPaying, litCategory, NO_HOLDS, resultOf, shownCards, toggleHold } from './video-poker-view';
import { testGame, testHand } from './test-hands';

describe('the bet', () => {
  it('is the coins times the coin value, exactly', () => {
    expect(betOf(5, '0.10')).toBe('0.50');
    expect(betOf(3, '0.25')).toBe('0.75');
    expect(betOf(5, '1.00')).toBe('5.00');
  });
});

describe('the lit row', () => {
  it('lights what the dealt cards make before the draw, the final hand after it', () => {
    expect(litCategory(testGame, testHand({ dealtCategory: 'jacksOrBetter' }))).toBe('jacksOrBetter');
    const drawn = testHand({
      phase: 'drawn',
      dealtCategory: 'jacksOrBetter',
      category: 'fullHouse',
      payout: '4.50',
    });
    expect(litCategory(testGame, drawn)).toBe('fullHouse');
  });

  it('lights nothing for a hand that does not pay, or with no hand', () => {
    expect(litCategory(testGame, testHand({ dealtCategory: 'lowPair' }))).toBeNull();
    expect(litCategory(testGame, null)).toBeNull();
    expect(isPaying(testGame, 'highCard')).toBe(false);
    expect(isPaying(testGame, 'royalFlush')).toBe(true);
  });
});

describe('holds and cards', () => {
  it('turns one card’s hold over at a time', () => {
    const once = toggleHold(NO_HOLDS, 2);
    expect(once).toEqual([false, false, true, false, false]);
    expect(toggleHold(once, 2)).toEqual(NO_HOLDS);
  });

  it('shows the dealt cards until the draw, the final ones after', () => {
    const hand = testHand();
    expect(shownCards(hand)).toBe(hand.dealtCards);
    const finalCards = [...hand.dealtCards].reverse();
    expect(shownCards(testHand({ phase: 'drawn', finalCards }))).toBe(finalCards);
  });
});

describe('the result', () => {
  it('is a win with its amount and hand once a paying hand is drawn', () => {
    const hand: VideoPokerHand = testHand({ phase: 'drawn', category: 'flush', payout: '3.00' });
    expect(resultOf(hand)).toEqual({ won: true, amount: '3.00', category: 'flush' });
  });

  it('is no win for a hand that paid nothing or is not drawn yet', () => {
    expect(resultOf(testHand({ phase: 'drawn', category: 'highCard', payout: '0.00' }))).toEqual({
      won: false,
    });
    expect(resultOf(testHand())).toEqual({ won: false });
  });
});
