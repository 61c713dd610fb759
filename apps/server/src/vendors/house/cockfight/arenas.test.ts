// Proves the arena list is well formed (unique codes, both names, sane limits, commission and draw chance, a stable of rated roosters with unique codes and ratings), that arenas and roosters are found by code, and the fight timing constants.
import { describe, expect, it } from 'vitest';
import {
  BETTING_SECONDS,
  COCKFIGHT_ARENAS,
  FIGHT_SECONDS,
  FIGHTING_SECONDS,
  findCockfightArena,
  findRooster,
  RATING_MAX,
  RATING_MIN,
  RESULT_SECONDS,
} from './arenas';

describe('cockfight arenas', () => {
  it('lists at least two arenas with unique codes, both names and limits 0 < min < max', () => {
    expect(COCKFIGHT_ARENAS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(COCKFIGHT_ARENAS.map((arena) => arena.arenaCode)).size).toBe(COCKFIGHT_ARENAS.length);
    for (const arena of COCKFIGHT_ARENAS) {
      expect(arena.arenaCode, arena.arenaCode).toMatch(/^[A-Z0-9]{1,20}$/);
      expect(arena.name.en.length, arena.arenaCode).toBeGreaterThan(0);
      expect(arena.name.vi.length, arena.arenaCode).toBeGreaterThan(0);
      expect(arena.colour, arena.arenaCode).toMatch(/^#[0-9a-f]{6}$/);
      expect(arena.minStakeMinor, arena.arenaCode).toBeGreaterThan(0n);
      expect(arena.minStakeMinor, arena.arenaCode).toBeLessThan(arena.maxStakeMinor);
    }
  });

  it('takes a commission and a small draw chance in whole basis points', () => {
    for (const arena of COCKFIGHT_ARENAS) {
      expect(Number.isInteger(arena.commissionBasisPoints), arena.arenaCode).toBe(true);
      expect(arena.commissionBasisPoints, arena.arenaCode).toBeGreaterThan(0);
      expect(arena.commissionBasisPoints, arena.arenaCode).toBeLessThanOrEqual(1_000);
      expect(Number.isInteger(arena.drawBasisPoints), arena.arenaCode).toBe(true);
      expect(arena.drawBasisPoints, arena.arenaCode).toBeGreaterThan(0);
      expect(arena.drawBasisPoints, arena.arenaCode).toBeLessThanOrEqual(1_000);
    }
  });

  it('gives every arena a stable of roosters with unique codes and ratings within bounds', () => {
    for (const arena of COCKFIGHT_ARENAS) {
      expect(arena.roosters.length, arena.arenaCode).toBeGreaterThanOrEqual(2);
      expect(new Set(arena.roosters.map((rooster) => rooster.code)).size).toBe(arena.roosters.length);
      expect(new Set(arena.roosters.map((rooster) => rooster.rating)).size).toBe(arena.roosters.length);
      for (const rooster of arena.roosters) {
        expect(Number.isInteger(rooster.rating), rooster.code).toBe(true);
        expect(rooster.rating, rooster.code).toBeGreaterThanOrEqual(RATING_MIN);
        expect(rooster.rating, rooster.code).toBeLessThanOrEqual(RATING_MAX);
        expect(rooster.name.length, rooster.code).toBeGreaterThan(0);
        expect(rooster.colour, rooster.code).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });

  it('finds an arena and a rooster by code, and nothing for an unknown code', () => {
    const saigon = findCockfightArena('CF01')!;
    expect(saigon).toMatchObject({
      minStakeMinor: 1_00n,
      maxStakeMinor: 500_00n,
      commissionBasisPoints: 500,
    });
    expect(findCockfightArena('CF02')).toMatchObject({ minStakeMinor: 20_00n, maxStakeMinor: 2_000_00n });
    expect(findCockfightArena('cf01')).toBeUndefined();
    expect(findCockfightArena('BAC01')).toBeUndefined();
    expect(findRooster(saigon, 'O-TIA')).toMatchObject({ name: 'Ô Tía', rating: 92 });
    expect(findRooster(saigon, 'HAC-VUONG')).toBeUndefined();
  });

  it('runs a 3-minute fight: 120 s of betting, a 40 s fight, then 20 s of result', () => {
    expect([FIGHT_SECONDS, BETTING_SECONDS, FIGHTING_SECONDS, RESULT_SECONDS]).toEqual([180, 120, 40, 20]);
  });
});
