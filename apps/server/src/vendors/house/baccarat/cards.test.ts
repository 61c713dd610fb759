// Proves the cards' baccarat values, the eight-deck shoe's make-up, and that the shoe's partial shuffle deals exactly the first cards of a full Fisher–Yates shuffle, each card at most once.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import { baccaratValue, cardAt, drawFromShuffledShoe, RANKS, SHOE_SIZE, type Card } from './cards';

const key = (card: Card) => `${card.rank}-${card.suit}`;

describe('cards', () => {
  it('values aces 1, pips their number, tens and faces 0', () => {
    expect(RANKS.map(baccaratValue)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0]);
  });

  it('holds eight of each card in a 416-card shoe', () => {
    expect(SHOE_SIZE).toBe(416);
    const tally = new Map<string, number>();
    for (let position = 0; position < SHOE_SIZE; position++) {
      const card = cardAt(position);
      tally.set(key(card), (tally.get(key(card)) ?? 0) + 1);
    }
    expect(tally.size).toBe(52);
    expect([...tally.values()].every((count) => count === 8)).toBe(true);
    expect(cardAt(0)).toEqual({ rank: 'A', suit: 'clubs', value: 1 });
    expect(cardAt(51)).toEqual({ rank: 'K', suit: 'spades', value: 0 });
    expect(() => cardAt(416)).toThrow(RangeError);
    expect(() => cardAt(-1)).toThrow(RangeError);
  });
});

describe('the shuffled shoe', () => {
  it('deals the first cards of a full Fisher–Yates shuffle driven by the same stream', () => {
    for (const nonce of [0, 1, 2, 3, 4]) {
      const full = Array.from({ length: SHOE_SIZE }, (_, position) => position);
      const fullStream = createRandomStream('server', 'client', nonce);
      for (let index = 0; index < 10; index++) {
        const picked = index + fullStream.nextInt(SHOE_SIZE - index);
        [full[index], full[picked]] = [full[picked] as number, full[index] as number];
      }
      const draw = drawFromShuffledShoe(createRandomStream('server', 'client', nonce));
      const dealt = Array.from({ length: 10 }, draw);
      expect(dealt).toEqual(full.slice(0, 10).map((position) => cardAt(position as number)));
    }
  });

  it('deals every card of the shoe exactly once, then refuses to deal more', () => {
    const draw = drawFromShuffledShoe(createRandomStream('server', 'client', 9));
    const tally = new Map<string, number>();
    for (let count = 0; count < SHOE_SIZE; count++) {
      const card = draw();
      tally.set(key(card), (tally.get(key(card)) ?? 0) + 1);
    }
    expect(tally.size).toBe(52);
    expect([...tally.values()].every((count) => count === 8)).toBe(true);
    expect(() => draw()).toThrow('the shoe is empty');
  });
});
