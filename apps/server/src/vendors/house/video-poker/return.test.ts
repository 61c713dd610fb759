// Proves the exact return of full-pay Jacks or Better under optimal play, by every deal's best hold over every draw: 99.5439 % at five coins (variance 19.5147), the deal classes cover all 2,598,960 deals, and 200,000 provably fair hands played with the hint land within sampling error of it.
import { describe, expect, it } from 'vitest';
import { exactReturn, forEveryDealClass, publishedReturnPercent, simulateReturn } from './return';

describe('exact return', () => {
  it('takes each deal once up to a change of suits: 134,459 classes for 2,598,960 deals', () => {
    let classes = 0;
    let deals = 0;
    const weights = new Set<number>();
    forEveryDealClass((_, weight) => {
      classes += 1;
      deals += weight;
      weights.add(weight);
    });
    expect(classes).toBe(134_459);
    expect(deals).toBe(2_598_960);
    // 24 / Π (copies of one suit's ranks)!: a flush stands for 4 deals (three empty suits), two empty
    // suits for 12, as do two suits holding the same ranks (K♣ K♦ 5♣ 5♦ 9♥), and otherwise 24.
    expect([...weights].sort((left, right) => left - right)).toEqual([4, 12, 24]);
  });

  it('is 99.5439 % at five coins, the published figure for 9/6 Jacks or Better', () => {
    const exact = exactReturn(5);
    expect(Math.abs(exact.value - 0.995439)).toBeLessThan(1e-6);
    expect(exact.numerator * 1_661_102_543_100n).toBe(1_653_526_326_983n * exact.denominator);
    expect(exact.variance).toBeCloseTo(19.5147, 4);
    expect(exact).toMatchObject({ dealClasses: 134_459, deals: 2_598_960 });
    expect(publishedReturnPercent(5)).toBe('99.54');
  });
});

describe('simulated provably fair hands', () => {
  it('measures the return of 200,000 hands played with the hint within four standard errors', () => {
    const hands = 200_000;
    const exact = exactReturn(5);
    const measured = simulateReturn('video poker simulation seed', 'video-poker:SIM', hands, 5);
    // About 0.040: the exact standard deviation (4.42 per coin) over √200,000, four times.
    const fourErrors = 4 * Math.sqrt(exact.variance / hands);
    expect(Math.abs(measured.returned - exact.value)).toBeLessThan(fourErrors);
    expect(measured.winningHands / hands).toBeGreaterThan(0.4);
    expect(measured.winningHands / hands).toBeLessThan(0.5);
  });
});
