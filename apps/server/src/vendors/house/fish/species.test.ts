// Proves the species table: at least 10 species named in English and Vietnamese with distinct codes, multipliers from 2× to 100× and one 300× boss (the largest, slowest and rarest fish), positive whole sizes, speeds and spawn weights, and the bets a shot may carry.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RTP_PPM,
  FISH_BETS_CENTS,
  FISH_SPECIES,
  findFishSpecies,
  smallestMultiplier,
  totalSpawnWeight,
} from './species';

const positiveWhole = (value: number) => Number.isSafeInteger(value) && value > 0;

describe('fish species', () => {
  it('lists at least 10 species with distinct codes and names in both languages', () => {
    expect(FISH_SPECIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(FISH_SPECIES.map((entry) => entry.code)).size).toBe(FISH_SPECIES.length);
    for (const entry of FISH_SPECIES) {
      expect(entry.code, entry.code).toMatch(/^[A-Z]+(-[A-Z]+)*$/);
      expect(entry.name.en.length, entry.code).toBeGreaterThan(0);
      expect(entry.name.vi.length, entry.code).toBeGreaterThan(0);
      expect(entry.colour, entry.code).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(findFishSpecies('CLOWNFISH')?.name).toEqual({ en: 'Clownfish', vi: 'Cá hề' });
    expect(findFishSpecies('CARP')).toBeUndefined();
  });

  it('pays from 2× to 100×, plus one boss at 300× that is the largest, slowest and rarest', () => {
    const regular = FISH_SPECIES.filter((entry) => !entry.boss);
    const bosses = FISH_SPECIES.filter((entry) => entry.boss);
    expect(Math.min(...regular.map((entry) => entry.multiplier))).toBe(2);
    expect(Math.max(...regular.map((entry) => entry.multiplier))).toBe(100);
    expect(bosses).toHaveLength(1);
    const boss = bosses[0]!;
    expect(boss).toMatchObject({ code: 'GOLDEN-DRAGON', multiplier: 300, spawnWeight: 1 });
    for (const entry of regular) {
      expect(entry.hitBox.width * entry.hitBox.height).toBeLessThan(boss.hitBox.width * boss.hitBox.height);
      expect(entry.speedUnitsPerSecond).toBeGreaterThan(boss.speedUnitsPerSecond);
      expect(entry.spawnWeight).toBeGreaterThan(boss.spawnWeight);
    }
    expect(smallestMultiplier()).toBe(2);
  });

  it('makes bigger fish rarer: spawn weights fall as multipliers rise', () => {
    const byMultiplier = [...FISH_SPECIES].sort((a, b) => a.multiplier - b.multiplier);
    byMultiplier.slice(1).forEach((entry, index) => {
      const smaller = byMultiplier[index]!;
      expect(entry.multiplier, entry.code).toBeGreaterThan(smaller.multiplier);
      expect(entry.spawnWeight, entry.code).toBeLessThan(smaller.spawnWeight);
    });
    expect(totalSpawnWeight()).toBe(1_351);
  });

  it('has positive whole sizes, speeds and weights', () => {
    for (const entry of FISH_SPECIES) {
      expect(positiveWhole(entry.multiplier), entry.code).toBe(true);
      expect(positiveWhole(entry.hitBox.width), entry.code).toBe(true);
      expect(positiveWhole(entry.hitBox.height), entry.code).toBe(true);
      expect(positiveWhole(entry.speedUnitsPerSecond), entry.code).toBe(true);
      expect(positiveWhole(entry.spawnWeight), entry.code).toBe(true);
    }
  });

  it('allows bets from 0.10 to 5.00 and defaults to a 96 % return', () => {
    expect(FISH_BETS_CENTS).toEqual([10n, 20n, 50n, 100n, 200n, 500n]);
    expect(DEFAULT_RTP_PPM).toBe(960_000);
  });
});
