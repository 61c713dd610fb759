// Proves each card's exact return from its published table (SC01 951/1000, SC02 591/625, SC03 187/200, all in [92 %, 97 %]) and odds of any prize, and that 1,000,000 provably fair tickets of each card measure within 0.5 points and four standard errors of it, each tier and the hit rate within four standard errors of their weights.
import { describe, expect, it } from 'vitest';
import { findScratchCard, SCRATCH_CARDS, totalWeight } from './cards';
import { anyPrizeChance, exactRtp, fraction, returnVariance, simulateRtp } from './rtp';

describe('exact return', () => {
  it('lies in [92 %, 97 %] for every card', () => {
    for (const card of SCRATCH_CARDS) {
      const { value } = exactRtp(card);
      expect(value, card.cardCode).toBeGreaterThanOrEqual(0.92);
      expect(value, card.cardCode).toBeLessThanOrEqual(0.97);
    }
  });

  it('is Σ multiple × weight / total, exactly, with the published odds of any prize', () => {
    const exact = (code: string) => exactRtp(findScratchCard(code)!);
    const odds = (code: string) => anyPrizeChance(findScratchCard(code)!);
    // SC01: 380,000 + 400,000 + 125,000 + 40,000 + 5,000 + 1,000 = 951,000 of 1,000,000.
    expect(exact('SC01')).toMatchObject({ numerator: 951n, denominator: 1_000n, value: 0.951 });
    expect(exact('SC02')).toMatchObject({ numerator: 591n, denominator: 625n, value: 0.9456 });
    expect(exact('SC03')).toMatchObject({ numerator: 187n, denominator: 200n, value: 0.935 });
    expect(odds('SC01')).toMatchObject({ numerator: 304_551n, denominator: 500_000n, value: 0.609102 });
    expect(odds('SC02')).toMatchObject({ numerator: 17_861n, denominator: 31_250n, value: 0.571552 });
    expect(odds('SC03')).toMatchObject({ numerator: 274_021n, denominator: 500_000n, value: 0.548042 });
  });

  it('has the variance of Σ multiple² × weight / total − RTP²', () => {
    for (const card of SCRATCH_CARDS) {
      const squares =
        card.tiers.reduce((sum, tier) => sum + tier.multiple ** 2 * tier.weight, 0) / totalWeight(card);
      expect(returnVariance(card).value, card.cardCode).toBeCloseTo(squares - exactRtp(card).value ** 2, 10);
    }
  });

  it('reduces fractions and refuses a denominator that is not positive', () => {
    expect(fraction(951_000n, 1_000_000n)).toMatchObject({ numerator: 951n, denominator: 1_000n });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });
});

describe('simulated provably fair tickets', () => {
  const tickets = 1_000_000;
  for (const card of SCRATCH_CARDS) {
    it(
      `${card.cardCode}: within 0.5 points and four standard errors of exact over 1,000,000 tickets`,
      { timeout: 120_000 },
      () => {
        const exact = exactRtp(card).value;
        const measured = simulateRtp(card, tickets, `scratch simulation ${card.cardCode}`);
        const standardError = Math.sqrt(returnVariance(card).value / tickets);
        expect(Math.abs(measured.rtp - exact)).toBeLessThan(4 * standardError);
        expect(Math.abs(measured.rtp - exact)).toBeLessThan(0.005);

        // The hit rate and every tier's count within four standard errors of their weights.
        const total = totalWeight(card);
        const near = (count: number, weight: number, label: string) => {
          const chance = weight / total;
          const bound = 4 * Math.sqrt(tickets * chance * (1 - chance));
          expect(Math.abs(count - tickets * chance), label).toBeLessThan(Math.max(bound, 4));
        };
        near(measured.noPrizeCount, card.noPrizeWeight, 'no prize');
        card.tiers.forEach((tier, index) =>
          near(measured.tierCounts[index]!, tier.weight, `${tier.multiple}×`),
        );
        expect(measured.hitRate).toBeCloseTo(1 - measured.noPrizeCount / tickets, 12);
      },
    );
  }
});
