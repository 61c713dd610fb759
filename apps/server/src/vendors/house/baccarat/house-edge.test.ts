// Proves the exact eight-deck (and six-deck) returns by enumerating every shoe top through the dealing code (banker 1.0579 %, player 1.2351 %, tie 14.3596 % edge) and that 200,000 provably fair rounds land within sampling error of them.
import { describe, expect, it } from 'vitest';
import { BET_SPOTS } from './bets';
import { exactOutcomeCounts, exactReturns, simulateReturns } from './house-edge';

const edgePercent = (returned: number) => (1 - returned) * 100;

describe('exact house edge', () => {
  it('covers every ordered six-card top of an eight-deck shoe exactly once', () => {
    const counts = exactOutcomeCounts(8);
    expect(counts.total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    // Published eight-deck outcome chances (Wizard of Odds): 0.458597, 0.446247, 0.095156.
    const chance = (count: bigint) => Number((count * 10n ** 9n) / counts.total) / 1e9;
    expect(chance(counts.banker)).toBeCloseTo(0.458597, 6);
    expect(chance(counts.player)).toBeCloseTo(0.446247, 6);
    expect(chance(counts.tie)).toBeCloseTo(0.095156, 6);
  });

  it('gives the published eight-deck edges: banker 1.0579 %, player 1.2351 %, tie 14.3596 %', () => {
    const returns = exactReturns(8);
    expect(edgePercent(returns.banker.value)).toBeCloseTo(1.0579, 4);
    expect(edgePercent(returns.player.value)).toBeCloseTo(1.2351, 4);
    expect(edgePercent(returns.tie.value)).toBeCloseTo(14.3596, 4);
    // A pair wins 12 for 1 when the second card matches the first's rank: 31 of the other 415.
    expect(returns.playerPair).toMatchObject({ numerator: 12n * 31n, denominator: 415n });
    expect(returns.bankerPair).toEqual(returns.playerPair);
    expect(edgePercent(returns.playerPair.value)).toBeCloseTo(10.3614, 4);
  });

  it('gives the published six-deck edges, so the enumeration follows the shoe size', () => {
    const returns = exactReturns(6);
    expect(edgePercent(returns.banker.value)).toBeCloseTo(1.0558, 4);
    expect(edgePercent(returns.player.value)).toBeCloseTo(1.2374, 4);
    expect(edgePercent(returns.tie.value)).toBeCloseTo(14.4382, 4);
  });

  it('refuses shoes it cannot count exactly', () => {
    expect(() => exactOutcomeCounts(0)).toThrow(RangeError);
    expect(() => exactOutcomeCounts(9)).toThrow(RangeError);
  });
});

describe('simulated provably fair rounds', () => {
  it('measures every spot within sampling error of its exact return over 200,000 rounds', () => {
    const rounds = 200_000;
    const exact = exactReturns(8);
    const counts = exactOutcomeCounts(8);
    const tieChance = Number(counts.tie) / Number(counts.total);
    const pairChance = 31 / 415;
    // Four standard errors of the mean return. Player and banker bets return 0, 1 or about 2, so
    // four errors is about 0.9 points and the 1-point bound holds; a tie or pair bet pays 9 or 12
    // on a rare event, so at this many rounds one standard error alone is 0.6 or 0.7 points.
    const fourErrors = (payout: number, chance: number) =>
      4 * payout * Math.sqrt((chance * (1 - chance)) / rounds);
    const bound = {
      player: 0.01,
      banker: 0.01,
      tie: fourErrors(9, tieChance),
      playerPair: fourErrors(12, pairChance),
      bankerPair: fourErrors(12, pairChance),
    };
    const measured = simulateReturns('baccarat simulation seed', 'baccarat:SIM', rounds);
    for (const spot of BET_SPOTS)
      expect(Math.abs(measured[spot] - exact[spot].value), spot).toBeLessThan(bound[spot]);
  });
});
