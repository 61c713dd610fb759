// Proves the hold values: the inclusion–exclusion over subset sums gives, for every one of the 32 holds, exactly the average of walking every draw, and the optimal hold plays known hands as the published strategy does (keeps a dealt royal, holds four to a royal over a low pair or a made flush).
import { describe, expect, it } from 'vitest';
import { DECK_SIZE, positionOf } from './cards';
import { deal } from './deal';
import { categoryIndexOf, HAND_CATEGORIES } from './hands';
import { DRAWS_BY_HOLD, DRAWS_COMMON_MULTIPLE, holdValues, optimalHold } from './hold-values';
import { payOf } from './paytable';
import { cards } from './video-poker.test-helpers';

/** The average coins returned by each hold, by walking every draw (the definition, slowly). */
function walkEveryDraw(positions: readonly number[], coins: number): number[] {
  const pays = HAND_CATEGORIES.map((category) => payOf(category, coins));
  const undealt = Array.from({ length: DECK_SIZE }, (_, position) => position).filter(
    (position) => !positions.includes(position),
  );
  return Array.from({ length: 32 }, (_, holdMask) => {
    const held = positions.filter((_, index) => holdMask & (1 << index));
    const hand = [...held, 0, 0, 0, 0, 0].slice(0, 5);
    let total = 0;
    let draws = 0;
    const extend = (from: number, size: number): void => {
      if (size === 5) {
        const [a, b, c, d, e] = hand as [number, number, number, number, number];
        total += pays[categoryIndexOf(a, b, c, d, e)] as number;
        draws += 1;
        return;
      }
      for (let index = from; index < undealt.length; index++) {
        hand[size] = undealt[index] as number;
        extend(index + 1, size + 1);
      }
    };
    extend(0, held.length);
    return total / draws;
  });
}

describe('hold values', () => {
  it('equal the average over every draw for each of the 32 holds', () => {
    for (const nonce of [0, 1]) {
      const dealt = deal('hold values', 'walk', nonce).cards;
      const walked = walkEveryDraw(dealt.map(positionOf), 5);
      const values = holdValues(dealt, 5);
      values.forEach((value, holdMask) =>
        expect(value, `hold ${holdMask}`).toBeCloseTo(walked[holdMask] as number, 12),
      );
    }
  });

  it('count C(47, discards) draws per hold, all dividing the common multiple', () => {
    expect(DRAWS_BY_HOLD[0]).toBe(1_533_939);
    expect(DRAWS_BY_HOLD[31]).toBe(1);
    expect(DRAWS_BY_HOLD[0b00011]).toBe(16_215);
    expect(DRAWS_COMMON_MULTIPLE).toBe(3 * 5 * 11 * 23 * 43 * 47);
    for (const draws of DRAWS_BY_HOLD) expect(DRAWS_COMMON_MULTIPLE % draws).toBe(0);
  });
});

describe('optimal hold', () => {
  const advice = (text: string) => optimalHold(cards(text));

  it('keeps a dealt royal flush and a dealt straight flush whole', () => {
    expect(advice('Ah Kh Qh Jh 10h')).toEqual({ holdMask: 0b11111, expectedCoins: 4000 });
    expect(advice('Kh Qh Jh 10h 9h')).toEqual({ holdMask: 0b11111, expectedCoins: 250 });
    expect(advice('Kc Kd Kh 4s 4c')).toEqual({ holdMask: 0b11111, expectedCoins: 45 });
  });

  it('holds four to a royal over a low pair and over a made flush', () => {
    expect(advice('Kh Qh Jh 10h 10s').holdMask).toBe(0b01111);
    expect(advice('Ah Kh Qh Jh 3h').holdMask).toBe(0b01111);
    // Of the 47 draws to A-K-Q-J of hearts (the 3 of hearts gone): the ten of hearts makes the royal
    // (4,000 coins), 7 other hearts a flush (30), the 3 other tens a straight (20), and the 12 other
    // aces, kings, queens and jacks a high pair (5).
    expect(advice('Ah Kh Qh Jh 3h').expectedCoins).toBeCloseTo((4000 + 7 * 30 + 3 * 20 + 12 * 5) / 47, 12);
  });

  it('holds a high pair over four to a flush, and four to a flush over a low pair', () => {
    expect(advice('Jh Jc 4h 7h 9h').holdMask).toBe(0b00011);
    expect(advice('5h 5c 8h Kh 2h').holdMask).toBe(0b11101);
  });

  it('holds trips and two pair, drawing to them', () => {
    expect(advice('7c 7d 7h Ks 2c').holdMask).toBe(0b00111);
    expect(advice('9c 9d 3h 3s Ac').holdMask).toBe(0b01111);
    // Two pair: 4 of 47 draws make a full house (45 coins), the rest keep two pair (10 coins).
    expect(advice('9c 9d 3h 3s Ac').expectedCoins).toBeCloseTo((4 * 45 + 43 * 10) / 47, 12);
  });

  it('refuses anything but five different cards', () => {
    expect(() => optimalHold(cards('Ah Kh Qh Jh'))).toThrow(RangeError);
    expect(() => optimalHold(cards('Ah Ah Qh Jh 2c'))).toThrow(RangeError);
  });
});
