// Proves the evaluator: over all 2,598,960 hands every category has its known count, and a few hands (the wheel, ace-high and wrap-around straights, jacks against tens) land where the rules put them.
import { describe, expect, it } from 'vitest';
import { categoryIndexOf, evaluate, forEveryHand, HAND_CATEGORIES, type HandCategory } from './hands';
import { cards } from './video-poker.test-helpers';

describe('every five-card hand', () => {
  it('has the known count in each category', () => {
    const tally = new Array<number>(HAND_CATEGORIES.length).fill(0);
    forEveryHand((a, b, c, d, e) => {
      const index = categoryIndexOf(a, b, c, d, e);
      tally[index] = (tally[index] as number) + 1;
    });
    const counts = Object.fromEntries(HAND_CATEGORIES.map((category, index) => [category, tally[index]]));
    expect(counts).toEqual({
      royalFlush: 4,
      straightFlush: 36,
      fourOfAKind: 624,
      fullHouse: 3_744,
      flush: 5_108,
      straight: 10_200,
      threeOfAKind: 54_912,
      twoPair: 123_552,
      jacksOrBetter: 337_920,
      lowPair: 1_098_240 - 337_920,
      highCard: 1_302_540,
    });
    expect(tally.reduce((sum, count) => sum + count, 0)).toBe(2_598_960);
  });
});

describe('evaluate', () => {
  const examples: [string, HandCategory][] = [
    ['Ah Kh Qh Jh 10h', 'royalFlush'],
    ['10s Js Qs Ks As', 'royalFlush'],
    ['9c 10c Jc Qc Kc', 'straightFlush'],
    ['Ad 2d 3d 4d 5d', 'straightFlush'],
    ['7c 7d 7h 7s 2c', 'fourOfAKind'],
    ['Kc Kd Kh 4s 4c', 'fullHouse'],
    ['2h 9h Jh 4h Kh', 'flush'],
    ['Ac 2d 3h 4s 5c', 'straight'],
    ['10c Jd Qh Ks Ac', 'straight'],
    ['6c 7d 8h 9s 10c', 'straight'],
    ['Qc Kd Ah 2s 3c', 'highCard'],
    ['Jc Kd Ah 2s 3c', 'highCard'],
    ['5c 5d 5h Ks 2c', 'threeOfAKind'],
    ['9c 9d 3h 3s Ac', 'twoPair'],
    ['Jc Jd 3h 7s 9c', 'jacksOrBetter'],
    ['Ac Ad 3h 7s 9c', 'jacksOrBetter'],
    ['10c 10d Ah Ks Qc', 'lowPair'],
    ['2c 2d 8h 9s Jc', 'lowPair'],
    ['2c 4d 7h 9s Jc', 'highCard'],
  ];

  it.each(examples)('calls %s a %s', (text, category) => {
    expect(evaluate(cards(text))).toBe(category);
  });

  it('refuses anything but five different cards', () => {
    expect(() => evaluate(cards('Ah Kh Qh Jh'))).toThrow(RangeError);
    expect(() => evaluate(cards('Ah Kh Qh Jh 10h 9h'))).toThrow(RangeError);
    expect(() => evaluate(cards('Ah Ah Qh Jh 10h'))).toThrow(RangeError);
  });
});
