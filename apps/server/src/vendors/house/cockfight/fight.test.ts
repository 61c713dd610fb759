// Proves the fight card (every pair of an arena's stable fights once per cycle, the higher rated in the meron corner), the exact outcome weights (a draw at the arena's chance, meron and wala by their ratings), the decision by one roll at the weights' boundaries, the public client seed, and that the provably fair decision is reproducible and lands each outcome at its chance.
import { describe, expect, it } from 'vitest';
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { COCKFIGHT_ARENAS, findCockfightArena } from './arenas';
import {
  decideFight,
  fightCard,
  fightClientSeed,
  fightResultOf,
  outcomeWeights,
  pairingCycle,
  pairStep,
  parseFightClientSeed,
  type FightOutcome,
} from './fight';

const saigon = findCockfightArena('CF01')!;

/** A stream that answers the given rolls in turn, checking the range it is asked for. */
function fixedRolls(expectedRange: number, ...rolls: number[]): RandomStream {
  return {
    nextInt(maxExclusive) {
      expect(maxExclusive).toBe(expectedRange);
      return rolls.shift()!;
    },
  };
}

describe('the fight card', () => {
  it('pairs every two roosters of a stable exactly once per cycle of fights', () => {
    for (const arena of COCKFIGHT_ARENAS) {
      const cycle = pairingCycle(arena);
      expect(cycle).toBe((arena.roosters.length * (arena.roosters.length - 1)) / 2);
      const pairs = new Set<string>();
      for (let fightNumber = 0; fightNumber < cycle; fightNumber += 1) {
        const card = fightCard(arena, fightNumber);
        expect(card.meron.code).not.toBe(card.wala.code);
        pairs.add([card.meron.code, card.wala.code].sort().join('|'));
      }
      expect(pairs.size).toBe(cycle);
      // The next cycle repeats the first.
      expect(fightCard(arena, cycle + 3)).toEqual({ ...fightCard(arena, 3), fightNumber: cycle + 3 });
    }
  });

  it('puts the higher rated rooster in the meron corner', () => {
    for (const arena of COCKFIGHT_ARENAS)
      for (let fightNumber = 0; fightNumber < pairingCycle(arena); fightNumber += 1) {
        const card = fightCard(arena, fightNumber);
        expect(card.meron.rating).toBeGreaterThan(card.wala.rating);
      }
  });

  it('is a public function of the fight number, the same for any later fight of the cycle', () => {
    expect(fightCard(saigon, 0)).toMatchObject({ meron: { code: 'O-TIA' }, wala: { code: 'DIEU-LUA' } });
    // Step 11 over 28 pairs: fight 1 takes pair 11, (1, 6) of the stable.
    expect(pairStep(28)).toBe(11);
    expect(fightCard(saigon, 1)).toMatchObject({ meron: { code: 'DIEU-LUA' }, wala: { code: 'BUOM-DOM' } });
    expect(fightCard(saigon, 29_012_345)).toEqual(fightCard(saigon, 29_012_345));
  });

  it('steps by a number sharing no divisor with the pair count', () => {
    expect(pairStep(1)).toBe(1);
    expect(pairStep(3)).toBe(1);
    expect(pairStep(6)).toBe(5);
    expect(pairStep(45)).toBe(16);
  });

  it('refuses a fight number that is not natural', () => {
    expect(() => fightCard(saigon, -1)).toThrow(RangeError);
    expect(() => fightCard(saigon, 1.5)).toThrow(RangeError);
  });
});

describe('outcome weights', () => {
  it('gives a draw the arena’s chance and shares the rest by rating, exactly', () => {
    const card = { meron: { rating: 92 }, wala: { rating: 58 } } as Parameters<typeof outcomeWeights>[1];
    const weights = outcomeWeights(saigon, card);
    expect(weights).toEqual({ draw: 120_000, meron: 846_400, wala: 533_600, total: 1_500_000 });
    expect(weights.draw / weights.total).toBe(0.08);
    expect(weights.meron / (weights.meron + weights.wala)).toBeCloseTo(92 / 150, 15);
    for (const arena of COCKFIGHT_ARENAS)
      for (let fightNumber = 0; fightNumber < pairingCycle(arena); fightNumber += 1) {
        const each = outcomeWeights(arena, fightCard(arena, fightNumber));
        expect(each.draw + each.meron + each.wala).toBe(each.total);
        expect(each.meron).toBeGreaterThan(each.wala);
      }
  });
});

describe('deciding a fight', () => {
  const card = fightCard(saigon, 26); // Ô Tía (92) against Tía Chiến (58)
  const range = 1_500_000;

  it('draws below the draw weight, then meron, then wala, at the exact boundaries', () => {
    const outcomeAt = (roll: number) => decideFight(saigon, card, fixedRolls(range, roll)).outcome;
    expect(card).toMatchObject({ meron: { code: 'O-TIA' }, wala: { code: 'TIA-CHIEN' } });
    expect([0, 119_999, 120_000, 966_399, 966_400, 1_499_999].map(outcomeAt)).toEqual([
      'draw',
      'draw',
      'meron',
      'meron',
      'wala',
      'wala',
    ]);
  });

  it('names both roosters, the outcome and the roll in the result', () => {
    expect(decideFight(saigon, card, fixedRolls(range, 1_000_000))).toEqual({
      meron: { code: 'O-TIA', name: 'Ô Tía', rating: 92 },
      wala: { code: 'TIA-CHIEN', name: 'Tía Chiến', rating: 58 },
      outcome: 'wala',
      roll: 1_000_000,
      rollRange: range,
    });
  });

  it('lands each outcome at its chance over 100,000 provably fair fights', () => {
    const fights = 100_000;
    const counts: Record<FightOutcome, number> = { meron: 0, wala: 0, draw: 0 };
    let expectedMeron = 0;
    let expectedWala = 0;
    for (let fightNumber = 0; fightNumber < fights; fightNumber += 1) {
      const fightCardOf = fightCard(saigon, fightNumber);
      const weights = outcomeWeights(saigon, fightCardOf);
      expectedMeron += weights.meron / weights.total;
      expectedWala += weights.wala / weights.total;
      const stream = createRandomStream('chances seed', fightClientSeed('CF01', fightNumber), 0);
      counts[decideFight(saigon, fightCardOf, stream).outcome] += 1;
    }
    // Four standard errors of a proportion near one half over 100,000 fights is about 0.0063.
    expect(Math.abs(counts.draw / fights - 0.08)).toBeLessThan(4 * Math.sqrt((0.08 * 0.92) / fights));
    expect(Math.abs(counts.meron / fights - expectedMeron / fights)).toBeLessThan(0.0064);
    expect(Math.abs(counts.wala / fights - expectedWala / fights)).toBeLessThan(0.0064);
  });
});

describe('client seeds and verification', () => {
  it('names the arena and the fight, and reads them back', () => {
    expect(fightClientSeed('CF01', 9_812_345)).toBe('cockfight:CF01:9812345');
    expect(parseFightClientSeed('cockfight:CF01:9812345')).toEqual({
      arenaCode: 'CF01',
      fightNumber: 9_812_345,
    });
    expect(parseFightClientSeed('cockfight:CF02:0')).toEqual({ arenaCode: 'CF02', fightNumber: 0 });
    for (const seed of ['cockfight:CF01:-1', 'cockfight:CF01:01', 'cockfight:cf01:1', 'baccarat:CF01:1', 'x'])
      expect(parseFightClientSeed(seed), seed).toBeUndefined();
    expect(() => fightClientSeed('CF01', -1)).toThrow(RangeError);
  });

  it('decides the same fight from the same seeds, and another from another seed', () => {
    const clientSeed = fightClientSeed('CF01', 9_812_345);
    const result = fightResultOf('CF01', 'server seed', clientSeed, 0)!;
    expect(result).toEqual(fightResultOf('CF01', 'server seed', clientSeed, 0));
    const card = fightCard(saigon, 9_812_345);
    expect(result).toMatchObject({ meron: { code: card.meron.code }, wala: { code: card.wala.code } });
    const rolls = new Set(
      Array.from({ length: 20 }, (_, index) => fightResultOf('CF01', `seed ${index}`, clientSeed, 0)!.roll),
    );
    expect(rolls.size).toBeGreaterThan(15);
  });

  it('verifies nothing for an unknown arena or a client seed that names another arena or no fight', () => {
    expect(fightResultOf('CF99', 'seed', 'cockfight:CF99:1', 0)).toBeUndefined();
    expect(fightResultOf('CF01', 'seed', 'cockfight:CF02:1', 0)).toBeUndefined();
    expect(fightResultOf('CF01', 'seed', 'my own seed', 0)).toBeUndefined();
  });
});
