// Proves the outcome model against hand computations: Elo expectations, football Poisson means and score chances, basketball overtime and sudden death, tennis set scores and the per-game inversion, e-sports map chances; that every distribution sums to 1, mirrors itself for equal sides, conditions on the score and time left in play, and refuses impossible progress.
import { describe, expect, it } from 'vitest';
import {
  OVERTIMES_MAX,
  eloExpectation,
  firstToProbability,
  gameProbabilityFor,
  mapProbabilityFor,
  outcomeDistribution,
  poissonProbabilities,
  setScoreProbabilities,
  setWinProbability,
  startProgress,
  strengthOf,
  type MatchProgress,
  type MatchStrength,
  type OutcomeDistribution,
  type ValueProbability,
} from './model';
import { fixtureBetween, withRatings } from './sportsbook.test-helpers';
import { LEAGUES, sportOf, type Team } from './teams';

const FOOTBALL = sportOf('FOOTBALL');
const BASKETBALL = sportOf('BASKETBALL');
const TENNIS = sportOf('TENNIS');
const LOL = sportOf('LOL');

const sum = (list: readonly ValueProbability[]) =>
  list.reduce((total, entry) => total + entry.probability, 0);
const mean = (list: readonly ValueProbability[]) =>
  list.reduce((total, entry) => total + entry.value * entry.probability, 0);
const chanceOf = (list: readonly ValueProbability[], value: number) =>
  list.find((entry) => entry.value === value)?.probability ?? 0;

function expectWhole(distribution: OutcomeDistribution): void {
  const { HOME, DRAW, AWAY } = distribution.winner;
  expect(HOME + DRAW + AWAY).toBeCloseTo(1, 12);
  expect(sum(distribution.margin)).toBeCloseTo(1, 12);
  expect(sum(distribution.total)).toBeCloseTo(1, 12);
  for (const list of [distribution.margin, distribution.total])
    for (let index = 1; index < list.length; index++)
      expect((list[index] as ValueProbability).value).toBeGreaterThan(
        (list[index - 1] as ValueProbability).value,
      );
}

function expectMirrored(distribution: OutcomeDistribution): void {
  expect(distribution.winner.HOME).toBeCloseTo(distribution.winner.AWAY, 12);
  for (const { value, probability } of distribution.margin)
    expect(chanceOf(distribution.margin, -value)).toBeCloseTo(probability, 12);
}

describe('ratings', () => {
  it('gives the Elo expectation: even at 0, 10 to 1 at 400 points', () => {
    expect(eloExpectation(0)).toBe(0.5);
    expect(eloExpectation(400)).toBeCloseTo(10 / 11, 15);
    expect(eloExpectation(-400)).toBeCloseTo(1 / 11, 15);
  });

  it('turns a football rating gap into goal means: 1720 + 60 home vs 1480 is 10^(300/1600) apart', () => {
    const strength = strengthOf(fixtureBetween('FB-LOTUS', 'HND', 'QNM'));
    const factor = 10 ** (300 / 1600);
    expect(strength).toEqual({ model: 'GOALS', homeMean: 1.3 * factor, awayMean: 1.3 / factor });
    expect(factor).toBeCloseTo(1.5399, 4);
  });

  it('turns a basketball gap into 3.5 points of margin per 100 and keeps a small mean at extremes', () => {
    // 1700 + 80 home vs 1540: a 240-point gap, 8.4 points of expected margin around 82.
    const strength = strengthOf(fixtureBetween('BB-DELTA', 'HNH', 'HPA'));
    expect(strength).toMatchObject({ model: 'POINTS' });
    if (strength.model !== 'POINTS') return;
    expect(strength.homeMean).toBeCloseTo(86.2, 10);
    expect(strength.awayMean).toBeCloseTo(77.8, 10);
    const lopsided = strengthOf(withRatings(fixtureBetween('BB-DELTA', 'HNH', 'HPA'), 9000, 1000));
    expect(lopsided).toMatchObject({ awayMean: 8.2 });
  });

  it('adds the news shift to each side and no home advantage where there is none', () => {
    const fixture = fixtureBetween('FB-LOTUS', 'HND', 'QNM');
    const shifted = strengthOf(fixture, { home: -100, away: 140 });
    // 1720 − 100 + 60 against 1480 + 140 is a gap of 60, as is 1620 + 60 against 1620.
    const even = strengthOf(withRatings(fixture, 1620, 1620));
    expect(shifted).toEqual(even);
    expect(TENNIS.homeAdvantageRating).toBe(0);
    expect(LOL.homeAdvantageRating).toBe(0);
  });

  it('refuses a clock sport whose league has no average score', () => {
    const fixture = { ...fixtureBetween('FB-LOTUS', 'HND', 'QNM'), leagueCode: 'TN-MEN' };
    expect(() => strengthOf(fixture)).toThrow(/no average score/);
  });
});

describe('Poisson lists', () => {
  it('are exact Poisson chances, trimmed where negligible, summing to 1', () => {
    const list = poissonProbabilities(1.3);
    expect(list.first).toBe(0);
    expect(list.probabilities[0]).toBeCloseTo(Math.exp(-1.3), 14);
    expect(list.probabilities[2]).toBeCloseTo((Math.exp(-1.3) * 1.3 ** 2) / 2, 14);
    expect(list.probabilities.reduce((total, p) => total + p, 0)).toBeCloseTo(1, 14);
    const wide = poissonProbabilities(108);
    expect(wide.first).toBeGreaterThan(0);
    const values = wide.probabilities.map((probability, index) => ({
      value: wide.first + index,
      probability,
    }));
    expect(mean(values)).toBeCloseTo(108, 9);
    expect(poissonProbabilities(0)).toEqual({ first: 0, probabilities: [1] });
    expect(() => poissonProbabilities(-1)).toThrow(/mean/);
  });
});

describe('football (independent Poisson goals)', () => {
  const strength: MatchStrength = { model: 'GOALS', homeMean: 1.6, awayMean: 1.1 };
  const start = outcomeDistribution(FOOTBALL, strength, startProgress(FOOTBALL));

  it('sums to 1 and has the means and the 0–0 and one-goal chances of the two Poisson counts', () => {
    expectWhole(start);
    expect(mean(start.margin)).toBeCloseTo(0.5, 12);
    expect(mean(start.total)).toBeCloseTo(2.7, 12);
    expect(chanceOf(start.total, 0)).toBeCloseTo(Math.exp(-2.7), 14);
    expect(chanceOf(start.total, 1)).toBeCloseTo(2.7 * Math.exp(-2.7), 14);
    // Level at 0–0 or 1–1 or …: Σ e^−2.7 (1.6 × 1.1)^k / (k!)²
    let draw = 0;
    for (let goals = 0, term = Math.exp(-2.7); goals < 30; goals++, term *= (1.6 * 1.1) / goals ** 2)
      draw += term;
    expect(start.winner.DRAW).toBeCloseTo(draw, 12);
    expect(chanceOf(start.margin, 0)).toBeCloseTo(draw, 12);
  });

  it('mirrors equal sides', () => {
    const even = outcomeDistribution(
      FOOTBALL,
      { model: 'GOALS', homeMean: 1.3, awayMean: 1.3 },
      startProgress(FOOTBALL),
    );
    expectMirrored(even);
  });

  it('plays only the time left from the score in play, and settles on the score at the end', () => {
    const half: MatchProgress = { model: 'GOALS', home: 1, away: 0, secondsLeft: 2700, overtime: 0 };
    const second = outcomeDistribution(FOOTBALL, strength, half);
    expectWhole(second);
    expect(chanceOf(second.total, 1)).toBeCloseTo(Math.exp(-1.35), 14);
    expect(mean(second.margin)).toBeCloseTo(1.25, 12);
    expect(second.margin[0]?.value).toBeLessThan(0);
    const over: MatchProgress = { model: 'GOALS', home: 2, away: 1, secondsLeft: 0, overtime: 0 };
    expect(outcomeDistribution(FOOTBALL, strength, over)).toEqual({
      winner: { HOME: 1, DRAW: 0, AWAY: 0 },
      margin: [{ value: 1, probability: 1 }],
      total: [{ value: 3, probability: 1 }],
    });
  });

  it('refuses overtime in football, negative time, and a progress or strength of another model', () => {
    const overtime: MatchProgress = { model: 'GOALS', home: 1, away: 1, secondsLeft: 100, overtime: 1 };
    expect(() => outcomeDistribution(FOOTBALL, strength, overtime)).toThrow(/impossible progress/);
    const negative: MatchProgress = { model: 'GOALS', home: 1, away: 1, secondsLeft: -1, overtime: 0 };
    expect(() => outcomeDistribution(FOOTBALL, strength, negative)).toThrow(/impossible progress/);
    expect(() => outcomeDistribution(FOOTBALL, strength, startProgress(LOL))).toThrow(/GOALS model/);
    expect(() => outcomeDistribution(LOL, strength, startProgress(LOL))).toThrow(/MAPS model/);
  });
});

describe('basketball (Poisson points, overtime, sudden death)', () => {
  const strength: MatchStrength = { model: 'POINTS', homeMean: 86, awayMean: 80 };

  it('never ends level, sums to 1, and mirrors equal sides', () => {
    const start = outcomeDistribution(BASKETBALL, strength, startProgress(BASKETBALL));
    expectWhole(start);
    expect(start.winner.DRAW).toBe(0);
    expect(chanceOf(start.margin, 0)).toBe(0);
    expect(mean(start.total)).toBeGreaterThan(166);
    const even = outcomeDistribution(
      BASKETBALL,
      { model: 'POINTS', homeMean: 82, awayMean: 82 },
      startProgress(BASKETBALL),
    );
    expectWhole(even);
    expectMirrored(even);
  });

  it('sends a level score at the buzzer into overtime: every total then exceeds the score', () => {
    const buzzer: MatchProgress = { model: 'POINTS', home: 80, away: 80, secondsLeft: 0, overtime: 0 };
    const level = outcomeDistribution(BASKETBALL, strength, buzzer);
    expectWhole(level);
    expect(level.total[0]?.value).toBeGreaterThan(160);
    // Overtime scores at the same rate: about 5/48 of a match, so near 17 points on average.
    expect(mean(level.total) - 160).toBeGreaterThan(17);
    expect(mean(level.total) - 160).toBeLessThan(20);
    expect(level.winner.HOME).toBeGreaterThan(0.5);
  });

  it('decides sudden death by who scores first: h / (h + a), one point', () => {
    const sudden: MatchProgress = {
      model: 'POINTS',
      home: 110,
      away: 110,
      secondsLeft: 0,
      overtime: OVERTIMES_MAX + 1,
    };
    const decided = outcomeDistribution(BASKETBALL, strength, sudden);
    expect(decided.winner.HOME).toBeCloseTo(86 / 166, 15);
    expect(decided.margin).toEqual([
      { value: -1, probability: 1 - 86 / 166 },
      { value: 1, probability: 86 / 166 },
    ]);
    expect(decided.total).toEqual([{ value: 221, probability: 1 }]);
    const lastOvertime: MatchProgress = { ...sudden, secondsLeft: 0, overtime: OVERTIMES_MAX };
    expect(outcomeDistribution(BASKETBALL, strength, lastOvertime)).toEqual(decided);
  });
});

describe('tennis (games, sets, best of three)', () => {
  it('gives a set’s final scores from 5–5 by hand: 7–5 g², 5–7 (1 − g)², 7–6 and 6–7 via the tie-break', () => {
    const g = 0.6;
    const scores = setScoreProbabilities(g, { home: 5, away: 5 });
    const chance = (home: number, away: number) =>
      scores.find((score) => score.home === home && score.away === away)?.probability;
    expect(chance(7, 5)).toBeCloseTo(0.36, 15);
    expect(chance(5, 7)).toBeCloseTo(0.16, 15);
    expect(chance(7, 6)).toBeCloseTo(0.48 * 0.6, 15);
    expect(chance(6, 7)).toBeCloseTo(0.48 * 0.4, 15);
    const fromStart = setScoreProbabilities(g, { home: 0, away: 0 });
    expect(fromStart).toHaveLength(14);
    expect(fromStart.find((score) => score.home === 6 && score.away === 0)?.probability).toBeCloseTo(
      g ** 6,
      15,
    );
    expect(fromStart.reduce((total, score) => total + score.probability, 0)).toBeCloseTo(1, 14);
    expect(setWinProbability(0.5)).toBeCloseTo(0.5, 14);
  });

  it('wins a first-to-two with p²(3 − 2p), and inverts the Elo expectation to a per-game chance', () => {
    expect(firstToProbability(0.6, 2)).toBeCloseTo(0.648, 15);
    expect(firstToProbability(0.6, 2, { home: 1, away: 1 })).toBeCloseTo(0.6, 15);
    const g = gameProbabilityFor(0.76, 2);
    expect(firstToProbability(setWinProbability(g), 2)).toBeCloseTo(0.76, 12);
    expect(g).toBeGreaterThan(0.5);
    expect(g).toBeLessThan(0.6);
    expect(gameProbabilityFor(0.5, 2)).toBeCloseTo(0.5, 12);
    expect(() => gameProbabilityFor(1, 2)).toThrow(/\(0, 1\)/);
  });

  it('counts games from 12 (6–0 6–0) to 39 (7–6 6–7 7–6) and decides the winner by sets', () => {
    const strength: MatchStrength = { model: 'GAMES', homeGameProbability: 0.56 };
    const start = outcomeDistribution(TENNIS, strength, startProgress(TENNIS));
    expectWhole(start);
    expect(start.total[0]).toEqual({ value: 12, probability: expect.closeTo(0.56 ** 12 + 0.44 ** 12, 15) });
    expect(start.total[start.total.length - 1]?.value).toBe(39);
    expect(start.winner.HOME).toBeCloseTo(firstToProbability(setWinProbability(0.56), 2), 12);
    // A player can win more games and lose the match, so margin > 0 is not the same as winning.
    const winsByMargin = start.margin
      .filter((entry) => entry.value > 0)
      .reduce((total, e) => total + e.probability, 0);
    expect(Math.abs(winsByMargin - start.winner.HOME)).toBeGreaterThan(1e-3);
  });

  it('plays on from the sets and games so far', () => {
    const g = 0.55;
    const strength: MatchStrength = { model: 'GAMES', homeGameProbability: g };
    const progress: MatchProgress = {
      model: 'GAMES',
      completedSets: [{ home: 6, away: 4 }],
      currentSet: { home: 5, away: 5 },
    };
    const live = outcomeDistribution(TENNIS, strength, progress);
    expectWhole(live);
    const setNow = setScoreProbabilities(g, { home: 5, away: 5 })
      .filter((score) => score.home > score.away)
      .reduce((total, score) => total + score.probability, 0);
    expect(live.winner.HOME).toBeCloseTo(setNow + (1 - setNow) * setWinProbability(g), 12);
    expect(live.total[0]?.value).toBe(22);
  });

  it('refuses impossible set scores', () => {
    const strength: MatchStrength = { model: 'GAMES', homeGameProbability: 0.5 };
    const badSet = (completedSets: { home: number; away: number }[], currentSet = { home: 0, away: 0 }) =>
      outcomeDistribution(TENNIS, strength, { model: 'GAMES', completedSets, currentSet });
    expect(() => badSet([{ home: 5, away: 4 }])).toThrow(/not a finished set/);
    expect(() => badSet([{ home: 8, away: 6 }])).toThrow(/not a finished set/);
    expect(() => badSet([], { home: 6, away: 2 })).toThrow(/not a running set/);
    expect(() =>
      badSet([
        { home: 6, away: 0 },
        { home: 6, away: 0 },
        { home: 6, away: 0 },
      ]),
    ).toThrow(/more sets/);
  });
});

describe('e-sports (maps, best of three)', () => {
  const strength: MatchStrength = { model: 'MAPS', homeMapProbability: 0.6 };

  it('gives 2–0, 2–1, 1–2, 0–2 by hand', () => {
    const start = outcomeDistribution(LOL, strength, startProgress(LOL));
    expectWhole(start);
    expect(start.margin.map((entry) => entry.value)).toEqual([-2, -1, 1, 2]);
    expect(chanceOf(start.margin, 2)).toBeCloseTo(0.36, 15);
    expect(chanceOf(start.margin, 1)).toBeCloseTo(0.288, 15);
    expect(chanceOf(start.margin, -1)).toBeCloseTo(0.192, 15);
    expect(chanceOf(start.margin, -2)).toBeCloseTo(0.16, 15);
    expect(start.total).toEqual([
      { value: 2, probability: expect.closeTo(0.52, 15) },
      { value: 3, probability: expect.closeTo(0.48, 15) },
    ]);
    expect(start.winner.HOME).toBeCloseTo(0.648, 15);
  });

  it('plays on from the maps so far, and inverts the Elo expectation', () => {
    const decider = outcomeDistribution(LOL, strength, { model: 'MAPS', home: 1, away: 1 });
    expect(decider.winner.HOME).toBeCloseTo(0.6, 15);
    expect(decider.total).toEqual([{ value: 3, probability: 1 }]);
    expect(mapProbabilityFor(0.648, 2)).toBeCloseTo(0.6, 12);
    expect(() => outcomeDistribution(LOL, strength, { model: 'MAPS', home: 2, away: 2 })).toThrow(
      /impossible/,
    );
    expect(() => outcomeDistribution(LOL, strength, { model: 'MAPS', home: -1, away: 0 })).toThrow(
      /impossible/,
    );
  });
});

describe('every league', () => {
  it('has a whole distribution for its strongest against its weakest side, both ways round', () => {
    for (const league of LEAGUES) {
      const strongest = league.teams[0] as Team;
      const weakest = league.teams[league.teams.length - 1] as Team;
      const sport = sportOf(league.sportCode);
      for (const [home, away] of [
        [strongest, weakest],
        [weakest, strongest],
      ] as const) {
        const fixture = fixtureBetween(league.leagueCode, home.teamCode, away.teamCode);
        expectWhole(outcomeDistribution(sport, strengthOf(fixture), startProgress(sport)));
      }
    }
  });
});
