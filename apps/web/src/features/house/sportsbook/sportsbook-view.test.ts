// Proves the sportsbook's pure rules: fixtures grouped by league in kick-off order, the main markets
// picked out of the rest, one selection per fixture on the slip, parlay odds floored to the
// hundredth and payouts to the cent, every stake limit, moved odds applied, and how lines read.
import { describe, expect, it } from 'vitest';
import { testFixture, testFixturesValue, testMarkets } from './test-fixtures';
import {
  groupByLeague,
  kickOffCountdownMs,
  lineText,
  marketNameKey,
  payoutOf,
  periodKey,
  splitMarkets,
  stakeProblem,
  toggleLeg,
  totalOddsOf,
  withChangedOdds,
  type SlipLeg,
} from './sportsbook-view';

const leg = (fixtureId: string, overrides: Partial<SlipLeg> = {}): SlipLeg => ({
  fixtureId,
  sport: 'FOOTBALL',
  home: { en: 'A', vi: 'A' },
  away: { en: 'B', vi: 'B' },
  marketId: 'MATCH_RESULT',
  kind: 'MATCH_RESULT',
  selection: 'HOME',
  line: null,
  odds: '2.00',
  ...overrides,
});
const limits = testFixturesValue([]).limits;

describe('groupByLeague', () => {
  it('orders leagues by their first kick-off and fixtures by kick-off inside each', () => {
    const other = { leagueCode: 'CUP', name: { en: 'Cup', vi: 'Cúp' } };
    const groups = groupByLeague([
      testFixture({ fixtureId: 'late', kickOffAt: '2026-11-25T15:00:00Z' }),
      testFixture({ fixtureId: 'cup', kickOffAt: '2026-11-25T09:00:00Z', league: other }),
      testFixture({ fixtureId: 'early', kickOffAt: '2026-11-25T11:00:00Z' }),
    ]);
    expect(groups.map((group) => group.leagueCode)).toEqual(['CUP', 'PREMIER']);
    expect(groups[1]!.fixtures.map((fixture) => fixture.fixtureId)).toEqual(['early', 'late']);
  });
});

describe('splitMarkets', () => {
  it('shows the main result, handicap and total and keeps the other lines for the expander', () => {
    const { main, others } = splitMarkets(testMarkets());
    expect([main.result?.marketId, main.handicap?.marketId, main.total?.marketId]).toEqual([
      'MATCH_RESULT',
      'HANDICAP:-0.75',
      'TOTAL:2.5',
    ]);
    expect(others.map((market) => market.marketId)).toEqual(['HANDICAP:-0.5']);
  });
});

describe('the slip', () => {
  it('adds one selection per fixture: a second of the same fixture replaces the first, the same one removes it', () => {
    let legs = toggleLeg([], leg('F1'));
    legs = toggleLeg(legs, leg('F2'));
    legs = toggleLeg(legs, leg('F1', { marketId: 'TOTAL:2.5', kind: 'TOTAL', selection: 'OVER', line: 2.5 }));
    expect(legs.map((item) => `${item.fixtureId}:${item.marketId}`)).toEqual([
      'F1:TOTAL:2.5',
      'F2:MATCH_RESULT',
    ]);
    expect(toggleLeg(legs, leg('F2'))).toHaveLength(1);
  });

  it('takes at most ten legs', () => {
    let legs: SlipLeg[] = [];
    for (let index = 0; index < 12; index++) legs = toggleLeg(legs, leg(`F${index}`));
    expect(legs).toHaveLength(10);
  });

  it('multiplies the odds floored to the hundredth and floors the payout to the cent', () => {
    expect(totalOddsOf(['1.95', '1.85'])).toBe('3.60'); // 3.6075
    expect(totalOddsOf(['1.33', '1.33', '1.33'])).toBe('2.35'); // 2.352637
    expect(totalOddsOf(['2.10'])).toBe('2.10');
    expect(payoutOf('3.33', ['1.95'])).toBe('6.49'); // 6.4935
    // The payout takes the exact product, floored once: 10 × 3.6075 = 36.07, not 10 × 3.60.
    expect(payoutOf('10', ['1.95', '1.85'])).toBe('36.07');
  });

  it('refuses a missing, malformed, too small or too large stake and a payout over the limit', () => {
    const single = [leg('F1')];
    expect(stakeProblem('', single, limits)?.key).toBe('house.sportsbook.stake.required');
    expect(stakeProblem('1.234', single, limits)?.key).toBe('house.sportsbook.stake.invalid');
    expect(stakeProblem('0', single, limits)?.key).toBe('house.sportsbook.stake.invalid');
    expect(stakeProblem('0.50', single, limits)).toEqual({
      key: 'house.sportsbook.stake.belowMin',
      min: '1.00',
    });
    expect(stakeProblem('5000.01', single, limits)).toEqual({
      key: 'house.sportsbook.stake.aboveMax',
      max: '5000.00',
    });
    expect(stakeProblem('5000', single, limits)).toBeNull();
    // A parlay takes the least maximum of its legs' kinds.
    const parlay = [leg('F1'), leg('F2', { kind: 'HANDICAP', marketId: 'HANDICAP:0' })];
    expect(stakeProblem('3500', parlay, limits)).toEqual({
      key: 'house.sportsbook.stake.aboveMax',
      max: '3000.00',
    });
    const long = Array.from({ length: 10 }, (_, index) => leg(`F${index}`, { odds: '3.00' }));
    expect(stakeProblem('10', long, limits)).toEqual({
      key: 'house.sportsbook.stake.payoutAboveMax',
      max: '200000.00',
    });
  });

  it('applies moved odds, keeping the old ones to show', () => {
    const legs = withChangedOdds([leg('F1'), leg('F2')], {
      legs: [{ fixtureId: 'F2', marketId: 'MATCH_RESULT', selection: 'HOME', odds: '1.80' }],
    });
    expect(legs[0]).not.toHaveProperty('previousOdds');
    expect(legs[1]).toMatchObject({ odds: '1.80', previousOdds: '2.00' });
  });
});

describe('names', () => {
  it('writes handicap lines signed and totals plain, with a true minus sign', () => {
    expect(lineText(-0.75, true)).toBe('\u22120.75');
    expect(lineText(0.75, true)).toBe('+0.75');
    expect(lineText(0, true)).toBe('0');
    expect(lineText(2.5, false)).toBe('2.5');
  });

  it('names e-sports handicaps and totals after maps', () => {
    expect(marketNameKey('HANDICAP', 'CS2')).toBe('house.sportsbook.market.MAP_HANDICAP');
    expect(marketNameKey('TOTAL', 'LOL')).toBe('house.sportsbook.market.TOTAL_MAPS');
    expect(marketNameKey('HANDICAP', 'FOOTBALL')).toBe('house.sportsbook.market.HANDICAP');
    expect(marketNameKey('MATCH_WINNER', 'DOTA2')).toBe('house.sportsbook.market.MATCH_WINNER');
  });
});

describe('kickOffCountdownMs', () => {
  const kickOff = '2026-11-25T12:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts down on the server’s clock within the last hour only', () => {
    expect(kickOffCountdownMs(kickOff, at('2026-11-25T11:58:00Z'), 0)).toBe(120_000);
    // The device runs a minute slow: the server's clock is a minute ahead of it.
    expect(kickOffCountdownMs(kickOff, at('2026-11-25T11:57:00Z'), 60_000)).toBe(120_000);
    expect(kickOffCountdownMs(kickOff, at('2026-11-25T11:00:00Z'), 0)).toBeNull();
    expect(kickOffCountdownMs(kickOff, at('2026-11-25T12:00:00Z'), 0)).toBeNull();
  });
});

describe('periodKey', () => {
  it('gives virtual football halves, like football', () => {
    expect(periodKey('VFOOTBALL')).toBe('house.sportsbook.period.half');
    expect(periodKey('TENNIS')).toBe('house.sportsbook.period.set');
    expect(periodKey('CS2')).toBe('house.sportsbook.period.map');
  });
});
