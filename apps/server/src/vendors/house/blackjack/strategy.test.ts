// Proves basic strategy is computed, not typed: its chart is the published multi-deck chart for dealer stands on soft 17 with double after split (surrender cells hit, as there is none here), but for two soft doubles that an infinite shoe hits by a hair; and `basicStrategy` picks each hand's best available action.
import { describe, expect, it } from 'vitest';
import { playStacked } from './blackjack.test-helpers';
import { ActionInvalidError } from './round';
import { actionValues, basicStrategy, strategyChart, type ChartCell } from './strategy';

const row = (cells: string) => cells.split(' ') as ChartCell[];

// The published chart for 4–8 decks, S17, double after split (up cards 2–10, then ace), with each
// surrender cell (16 against 9, 10 and ace; 15 against 10) as a hit.
const PUBLISHED = {
  hard: {
    5: row('H H H H H H H H H H'),
    8: row('H H H H H H H H H H'),
    9: row('H Dh Dh Dh Dh H H H H H'),
    10: row('Dh Dh Dh Dh Dh Dh Dh Dh H H'),
    11: row('Dh Dh Dh Dh Dh Dh Dh Dh Dh H'),
    12: row('H H S S S H H H H H'),
    13: row('S S S S S H H H H H'),
    14: row('S S S S S H H H H H'),
    15: row('S S S S S H H H H H'),
    16: row('S S S S S H H H H H'),
    17: row('S S S S S S S S S S'),
    20: row('S S S S S S S S S S'),
  },
  soft: {
    13: row('H H H Dh Dh H H H H H'),
    14: row('H H H Dh Dh H H H H H'),
    15: row('H H Dh Dh Dh H H H H H'),
    16: row('H H Dh Dh Dh H H H H H'),
    17: row('H Dh Dh Dh Dh H H H H H'),
    18: row('S Ds Ds Ds Ds S S H H H'),
    19: row('S S S S S S S S S S'),
    20: row('S S S S S S S S S S'),
  },
  pairs: {
    1: row('P P P P P P P P P P'),
    2: row('P P P P P P H H H H'),
    3: row('P P P P P P H H H H'),
    4: row('H H H P P H H H H H'),
    5: row('Dh Dh Dh Dh Dh Dh Dh Dh H H'),
    6: row('P P P P P H H H H H'),
    7: row('P P P P P P H H H H'),
    8: row('P P P P P P P P P P'),
    9: row('P P P P P S P P S S'),
    10: row('S S S S S S S S S S'),
  },
};

// Where the infinite shoe differs from the multi-deck chart: soft 13 against a 5 and soft 15 against
// a 4 hit rather than double (the values differ by 0.0074 and 0.0009 of a bet).
const INFINITE_SHOE_CELLS = [
  { total: 13, column: 3, cell: 'H' },
  { total: 15, column: 2, cell: 'H' },
] as const;

describe('the computed chart', () => {
  const chart = strategyChart();

  it('is the published chart for these rules, but for two soft doubles that an infinite shoe hits', () => {
    const expected = structuredClone(PUBLISHED);
    for (const { total, column, cell } of INFINITE_SHOE_CELLS) expected.soft[total][column] = cell;
    for (const kind of ['hard', 'soft', 'pairs'] as const)
      for (const [total, cells] of Object.entries(expected[kind]))
        expect(chart[kind][Number(total)], `${kind} ${total}`).toEqual(cells);
    expect(chart.hard[6]).toEqual(chart.hard[5]);
    expect(chart.hard[18]).toEqual(chart.hard[17]);
  });

  it('hits soft 13 against a 5 and soft 15 against a 4 by small margins', () => {
    const ace = { rank: 'A', suit: 'hearts' } as const;
    const two = actionValues(5, [ace, { rank: '2', suit: 'clubs' }], ['hit', 'double']);
    expect(two.hit).toBeCloseTo(0.13336, 5);
    expect(two.double).toBeCloseTo(0.12595, 5);
    const four = actionValues(4, [ace, { rank: '4', suit: 'clubs' }], ['hit', 'double']);
    expect(four.hit).toBeCloseTo(0.05929, 5);
    expect(four.double).toBeCloseTo(0.05843, 5);
  });
});

describe('basicStrategy', () => {
  it('picks the best action available on the hand in play', () => {
    expect(basicStrategy(playStacked('5 6 6 10'))).toBe('double');
    expect(basicStrategy(playStacked('10 10 6 7'))).toBe('hit');
    expect(basicStrategy(playStacked('10 6 6 7'))).toBe('stand');
    expect(basicStrategy(playStacked('8 10 8 7'))).toBe('split');
    expect(basicStrategy(playStacked('A 6 A 10'))).toBe('split');
  });

  it('hits where it would double once doubling is no longer offered', () => {
    // 2-3 then a 6 is 11 against a 6: doubling would be best, but three cards may not double.
    expect(basicStrategy(playStacked('2 6 3 10 6', ['hit']))).toBe('hit');
    // Soft 18 of three cards against a 3 stands (two cards would double).
    expect(basicStrategy(playStacked('A 3 2 10 5', ['hit']))).toBe('stand');
  });

  it('plays each hand of a split on its own', () => {
    const state = playStacked('8 6 8 10 3', ['split']);
    expect(basicStrategy(state)).toBe('double');
  });

  it('refuses to advise on a finished round', () => {
    expect(() => basicStrategy(playStacked('A 10 K 6'))).toThrow(ActionInvalidError);
  });
});
