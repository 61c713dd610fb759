// Proves the 52-card deck's make-up and numbering, and that the partial shuffle deals exactly the first cards of a full Fisher–Yates shuffle driven by the same provably fair stream, each card at most once.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { cardAt, CARDS_PER_HAND_MAX, DECK_SIZE, positionOf, shuffledPositions } from './cards';

describe('the deck', () => {
  it('holds 52 different cards, numbered suit by suit from ace to king', () => {
    const deck = Array.from({ length: DECK_SIZE }, (_, position) => cardAt(position));
    expect(new Set(deck.map((card) => `${card.rank}-${card.suit}`)).size).toBe(52);
    expect(cardAt(0)).toEqual({ rank: 'A', suit: 'clubs' });
    expect(cardAt(12)).toEqual({ rank: 'K', suit: 'clubs' });
    expect(cardAt(51)).toEqual({ rank: 'K', suit: 'spades' });
    deck.forEach((card, position) => expect(positionOf(card)).toBe(position));
  });

  it('refuses positions and cards outside the deck', () => {
    expect(() => cardAt(52)).toThrow(RangeError);
    expect(() => cardAt(-1)).toThrow(RangeError);
    expect(() => cardAt(1.5)).toThrow(RangeError);
    expect(() => positionOf({ rank: '1', suit: 'hearts' } as never)).toThrow(RangeError);
  });
});

describe('the shuffle', () => {
  it('deals the first ten cards of a full Fisher–Yates shuffle driven by the same stream', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const full = Array.from({ length: DECK_SIZE }, (_, position) => position);
      const fullStream = createRandomStream('server', 'client', nonce);
      for (let index = 0; index < DECK_SIZE - 1; index++) {
        const picked = index + fullStream.nextInt(DECK_SIZE - index);
        [full[index], full[picked]] = [full[picked] as number, full[index] as number];
      }
      const partial = shuffledPositions(createRandomStream('server', 'client', nonce), CARDS_PER_HAND_MAX);
      expect(partial).toEqual(full.slice(0, CARDS_PER_HAND_MAX));
    }
  });

  it('deals every card of the deck exactly once when asked for all 52', () => {
    const all = shuffledPositions(createRandomStream('server', 'client', 3), DECK_SIZE);
    expect([...all].sort((left, right) => left - right)).toEqual(
      Array.from({ length: DECK_SIZE }, (_, position) => position),
    );
    expect(() => shuffledPositions(createRandomStream('server', 'client', 3), 53)).toThrow(RangeError);
  });
});
