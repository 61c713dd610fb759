// Proves the return to player of fish shooting: exactly RTP per valid shot on every species (bet × multiplier × rtpPpm / (multiplier × 1,000,000), bigint fractions), an RTP above the smallest multiplier refused, and 2,000,000 provably fair shots at the fish of real scenes measuring within 0.5 points and four standard errors of 96 %.
import { describe, expect, it } from 'vitest';
import { exactReturnPpm, fraction, simulateReturn } from './rtp';
import { FISH_SPECIES, totalSpawnWeight, type FishSpecies } from './species';

describe('exact return', () => {
  it('is exactly 96 % on every species and over the pond', () => {
    const exact = exactReturnPpm(FISH_SPECIES, 960_000);
    expect(exact.returnPpm).toMatchObject({ numerator: 960_000n, denominator: 1n });
    expect(exact.bySpecies).toHaveLength(FISH_SPECIES.length);
    for (const species of exact.bySpecies)
      expect(species.returnPpm, species.speciesCode).toMatchObject({ numerator: 960_000n, denominator: 1n });
    const chance = (code: string) =>
      exact.bySpecies.find((species) => species.speciesCode === code)!.captureChance;
    expect(chance('CLOWNFISH')).toMatchObject({ numerator: 12n, denominator: 25n, value: 0.48 });
    expect(chance('KILLER-WHALE')).toMatchObject({ numerator: 6n, denominator: 625n, value: 0.0096 });
    expect(chance('GOLDEN-DRAGON')).toMatchObject({ numerator: 2n, denominator: 625n, value: 0.0032 });
  });

  it('is exactly the configured return for any RTP up to the smallest multiplier', () => {
    for (const rtpPpm of [1, 900_000, 940_000, 975_000, 999_999, 1_000_000, 2_000_000]) {
      const exact = exactReturnPpm(FISH_SPECIES, rtpPpm);
      expect(exact.returnPpm, String(rtpPpm)).toMatchObject({ numerator: BigInt(rtpPpm), denominator: 1n });
    }
    // At 200 % the 2× clownfish is certain to be captured.
    const atCeiling = exactReturnPpm(FISH_SPECIES, 2_000_000).bySpecies[0]!;
    expect(atCeiling.captureChance).toMatchObject({ numerator: 1n, denominator: 1n });
  });

  it('refuses an RTP above the smallest multiplier, or one that is not a positive whole number', () => {
    expect(() => exactReturnPpm(FISH_SPECIES, 2_000_001)).toThrow(
      /rtpPpm must be a whole number in \[1, 2000000\]/,
    );
    for (const rtpPpm of [0, -960_000, 960_000.5, Number.NaN])
      expect(() => exactReturnPpm(FISH_SPECIES, rtpPpm)).toThrow(RangeError);
    const bigFishOnly: FishSpecies[] = FISH_SPECIES.filter((species) => species.multiplier >= 5);
    expect(exactReturnPpm(bigFishOnly, 5_000_000).returnPpm.value).toBe(5_000_000);
    expect(() => exactReturnPpm(bigFishOnly, 5_000_001)).toThrow(RangeError);
  });

  it('reduces fractions and refuses a denominator that is not positive', () => {
    expect(fraction(960_000n, 2_000_000n)).toMatchObject({ numerator: 12n, denominator: 25n, value: 0.48 });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });
});

describe('simulated provably fair shots', () => {
  it(
    'measures within 0.5 points and four standard errors of 96 % over 2,000,000 shots',
    { timeout: 120_000 },
    () => {
      const shots = 2_000_000;
      const rtp = 0.96;
      const measured = simulateReturn({
        serverSeed: 'fish rtp simulation',
        sceneSeed: 'fish rtp scenes',
        shots,
      });
      expect(measured.shots).toBe(shots);
      expect(measured.stakeCents).toBe(100n * BigInt(shots));

      // The shots spread over the species by their spawn weights (every fish of a scene takes one).
      const byCode = new Map(FISH_SPECIES.map((species) => [species.code, species]));
      for (const species of FISH_SPECIES) {
        const chance = species.spawnWeight / totalSpawnWeight();
        const share = (measured.shotsBySpecies[species.code] ?? 0) / shots;
        // Scenes of 48 fish are independent draws, so the binomial error holds.
        expect(Math.abs(share - chance), species.code).toBeLessThan(
          4 * Math.sqrt((chance * (1 - chance)) / shots),
        );
      }

      // A shot at multiplier m returns m with chance r / m: its variance per unit bet is m r − r².
      let variance = 0;
      for (const [code, count] of Object.entries(measured.shotsBySpecies))
        variance += count * (byCode.get(code)!.multiplier * rtp - rtp * rtp);
      const standardError = Math.sqrt(variance) / shots;
      expect(standardError).toBeLessThan(0.0016);
      expect(Math.abs(measured.rtp - rtp)).toBeLessThan(4 * standardError);
      expect(Math.abs(measured.rtp - rtp)).toBeLessThan(0.005);

      // Each species' capture rate is near RTP / multiplier (four standard errors).
      for (const [code, count] of Object.entries(measured.shotsBySpecies)) {
        const chance = rtp / byCode.get(code)!.multiplier;
        const rate = (measured.capturesBySpecies[code] ?? 0) / count;
        expect(Math.abs(rate - chance), code).toBeLessThan(
          4 * Math.sqrt((chance * (1 - chance)) / count) + 1e-12,
        );
      }
    },
  );
});
