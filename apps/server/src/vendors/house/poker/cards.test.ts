// Proves the 52-card deck's make-up and order, the card codes, and that the deck's partial shuffle deals exactly the first cards of a full Fisher–Yates shuffle, each card once.
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import {
  cardAt,
  cardCode,
  DECK_SIZE,
  drawFromShuffledDeck,
  parseCard,
  parseCards,
  positionOf,
  rankValue,
} from './cards';

describe('the deck', () => {
  it('holds each of the 52 cards once, in suit order and two to ace within a suit', () => {
    expect(DECK_SIZE).toBe(52);
    const codes = Array.from({ length: DECK_SIZE }, (_, position) => cardCode(cardAt(position)));
    expect(new Set(codes).size).toBe(52);
    expect(codes.slice(0, 13).join(' ')).toBe('2c 3c 4c 5c 6c 7c 8c 9c 10c Jc Qc Kc Ac');
    expect(codes[51]).toBe('As');
    expect(() => cardAt(52)).toThrow(RangeError);
    expect(() => cardAt(-1)).toThrow(RangeError);
    for (let position = 0; position < DECK_SIZE; position++)
      expect(positionOf(cardAt(position))).toBe(position);
  });

  it('values two to ten by their pips, jack 11, queen 12, king 13 and ace 14', () => {
    expect(parseCards('2c 10d Jh Qs Kc Ad').map((card) => rankValue(card.rank))).toEqual([
      2, 10, 11, 12, 13, 14,
    ]);
  });

  it('reads and writes card codes, T standing for ten, and refuses anything else', () => {
    expect(parseCard('Th')).toEqual({ rank: '10', suit: 'hearts' });
    expect(cardCode(parseCard('10h'))).toBe('10h');
    expect(parseCards(' As  Kd ').map(cardCode)).toEqual(['As', 'Kd']);
    for (const wrong of ['1s', 'Ax', 'AS', '', '11c', 'A'])
      expect(() => parseCard(wrong), wrong).toThrow(RangeError);
  });
});

describe('the shuffled deck', () => {
  it('deals the first cards of a full Fisher–Yates shuffle driven by the same stream', () => {
    for (let nonce = 0; nonce < 20; nonce++) {
      const full = Array.from({ length: DECK_SIZE }, (_, position) => position);
      const fullStream = createRandomStream('server', 'client', nonce);
      for (let index = 0; index < DECK_SIZE - 1; index++) {
        const picked = index + fullStream.nextInt(DECK_SIZE - index);
        [full[index], full[picked]] = [full[picked] as number, full[index] as number];
      }
      const draw = drawFromShuffledDeck(createRandomStream('server', 'client', nonce));
      const dealt = Array.from({ length: 20 }, draw);
      expect(dealt).toEqual(full.slice(0, 20).map((position) => cardAt(position as number)));
    }
  });

  it('deals every card exactly once, then refuses to deal more', () => {
    const draw = drawFromShuffledDeck(createRandomStream('server', 'client', 7));
    const codes = Array.from({ length: DECK_SIZE }, () => cardCode(draw()));
    expect(new Set(codes).size).toBe(52);
    expect(() => draw()).toThrow('the deck is empty');
  });

  it('puts every card first about equally often (52,000 shuffles, each card 1,000 ± 130)', () => {
    const tally = new Array<number>(DECK_SIZE).fill(0);
    for (let nonce = 0; nonce < 52_000; nonce++) {
      const first = drawFromShuffledDeck(createRandomStream('uniformity', 'first-card', nonce))();
      tally[positionOf(first)]! += 1;
    }
    // Each count is binomial (52,000, 1/52): a standard deviation of about 31, so ±130 is over 4.
    expect(Math.min(...tally)).toBeGreaterThan(870);
    expect(Math.max(...tally)).toBeLessThan(1_130);
  });
});
