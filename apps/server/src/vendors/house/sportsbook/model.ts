// The outcome model of every sport: from two ratings to the exact probability of every final score
// the markets settle on, before the start or from any moment of play. The simulation (simulate.ts)
// draws its results from these very distributions, so the prices and the results tell the same story.
//
// - Ratings are Elo-scale. A rating difference d (plus the home side's advantage) gives the Elo
//   expectation E(d) = 1 / (1 + 10^(−d/400)).
// - GOALS (football): each side's goals are an independent Poisson process over the 90 minutes, with
//   means averageScore × 10^(±d/1600) (200 rating points ≈ 1.33 × and 0.75 × the league's average).
// - POINTS (basketball): the same Poisson processes for points, with means averageScore ± 1.75 × d/100
//   (3.5 points of expected margin per 100 rating points). A level score after regulation plays
//   overtime periods at the same scoring rate; after OVERTIMES_MAX level overtimes the next point
//   wins (sudden death), which a Poisson race gives to the home side with chance h / (h + a).
// - GAMES (tennis): every game is won by the first-named player with one probability g, a set is the
//   first to 6 games by two (a tie-break at 6–6, won with the same g), the match the first to two
//   sets. g is chosen so that the match is won with exactly the Elo expectation.
// - MAPS (e-sports): every map is won with one probability p, the match is the first to two maps;
//   p is chosen so that the match is won with exactly the Elo expectation.
//
// In play the processes are memoryless, so the rest of a match depends only on the score and the time
// left (GOALS, POINTS), the sets and games so far (GAMES) or the maps so far (MAPS).
import type { Fixture } from './fixtures';
import { findLeague, sportOf, type Sport, type SportPlay } from './teams';

export type Side = 'HOME' | 'AWAY';
export type MatchOutcome = Side | 'DRAW';

/** Rating points added to each side by pre-match news (simulate.ts); zero before any news. */
export type RatingShift = { home: number; away: number };
export const NO_SHIFT: RatingShift = { home: 0, away: 0 };

/** What the model needs to know of the two sides, derived from their ratings (`strengthOf`). */
export type MatchStrength =
  | { model: 'GOALS' | 'POINTS'; homeMean: number; awayMean: number }
  | { model: 'GAMES'; homeGameProbability: number }
  | { model: 'MAPS'; homeMapProbability: number };

export type SetScore = { home: number; away: number };

/**
 * How far a match has gone, in the terms its model needs.
 * - GOALS, POINTS: the score, the seconds of play left in regulation (or in the current overtime),
 *   and which overtime is being played: 0 in regulation, 1…OVERTIMES_MAX, or OVERTIMES_MAX + 1 for
 *   sudden death.
 * - GAMES: the games of every finished set, and of the set being played.
 * - MAPS: the maps each side has won.
 */
export type MatchProgress =
  | { model: 'GOALS' | 'POINTS'; home: number; away: number; secondsLeft: number; overtime: number }
  | { model: 'GAMES'; completedSets: readonly SetScore[]; currentSet: SetScore }
  | { model: 'MAPS'; home: number; away: number };

export type ValueProbability = { value: number; probability: number };

/**
 * The exact distribution of a match's final result, as the markets need it: who wins (by sets in
 * tennis), and the final margin (home − away) and total, counted in the sport's unit (goals, points
 * including overtime, games, maps). Values are in increasing order; every list sums to 1.
 */
export type OutcomeDistribution = {
  winner: Record<MatchOutcome, number>;
  margin: ValueProbability[];
  total: ValueProbability[];
};

/** Level overtimes a basketball match plays before sudden death decides it. */
export const OVERTIMES_MAX = 4;
const GOALS_RATING_SCALE = 1600;
const POINTS_MARGIN_PER_RATING = 3.5 / 100;
const ELO_SCALE = 400;
// A Poisson list keeps every value of probability at least this; what it drops is renormalised away.
const POISSON_FLOOR = 1e-16;
const BISECTION_STEPS = 64;

/** The Elo expectation of the side `ratingDifference` points stronger. */
export function eloExpectation(ratingDifference: number): number {
  return 1 / (1 + 10 ** (-ratingDifference / ELO_SCALE));
}

/** The rating difference (home − away) a fixture is played at, home advantage and news included. */
export function ratingDifference(fixture: Fixture, shift: RatingShift = NO_SHIFT): number {
  const sport = sportOf(fixture.sportCode);
  return fixture.home.rating + shift.home + sport.homeAdvantageRating - (fixture.away.rating + shift.away);
}

/** The model's view of a fixture's two sides, given the news so far. */
export function strengthOf(fixture: Fixture, shift: RatingShift = NO_SHIFT): MatchStrength {
  const sport = sportOf(fixture.sportCode);
  const difference = ratingDifference(fixture, shift);
  const play = sport.play;
  if (play.model === 'GAMES')
    return {
      model: 'GAMES',
      homeGameProbability: gameProbabilityFor(eloExpectation(difference), play.setsToWin),
    };
  if (play.model === 'MAPS')
    return {
      model: 'MAPS',
      homeMapProbability: mapProbabilityFor(eloExpectation(difference), play.mapsToWin),
    };
  const average = findLeague(fixture.leagueCode)?.averageScore;
  if (average === undefined || average === null || average <= 0)
    throw new RangeError(`league ${fixture.leagueCode} has no average score`);
  if (play.model === 'GOALS') {
    const factor = 10 ** (difference / GOALS_RATING_SCALE);
    return { model: 'GOALS', homeMean: average * factor, awayMean: average / factor };
  }
  // A difference so large that a side would score nothing keeps a small mean instead.
  const halfMargin = (POINTS_MARGIN_PER_RATING * difference) / 2;
  const floor = average / 10;
  return {
    model: 'POINTS',
    homeMean: Math.max(floor, average + halfMargin),
    awayMean: Math.max(floor, average - halfMargin),
  };
}

/** The progress of a match that has not started. */
export function startProgress(sport: Sport): MatchProgress {
  const play = sport.play;
  if (play.model === 'GAMES') return { model: 'GAMES', completedSets: [], currentSet: { home: 0, away: 0 } };
  if (play.model === 'MAPS') return { model: 'MAPS', home: 0, away: 0 };
  return { model: play.model, home: 0, away: 0, secondsLeft: regulationSeconds(play), overtime: 0 };
}

/** The sports played on a clock: football and basketball. */
export type ClockPlay = Extract<SportPlay, { model: 'GOALS' | 'POINTS' }>;

export function regulationSeconds(play: ClockPlay): number {
  return play.periods * play.periodSeconds;
}

/** The exact distribution of the final result from `progress` on. */
export function outcomeDistribution(
  sport: Sport,
  strength: MatchStrength,
  progress: MatchProgress,
): OutcomeDistribution {
  const play = sport.play;
  switch (play.model) {
    case 'GAMES':
      return gamesDistribution(
        play.setsToWin,
        ofModel(strength, 'GAMES').homeGameProbability,
        ofModel(progress, 'GAMES'),
      );
    case 'MAPS':
      return mapsDistribution(
        play.mapsToWin,
        ofModel(strength, 'MAPS').homeMapProbability,
        ofModel(progress, 'MAPS'),
      );
    default:
      return clockDistribution(play, ofModel(strength, play.model), ofModel(progress, play.model));
  }
}

/**
 * Narrows a strength, progress or draw to the sport's model; a mismatch is a caller's mistake, so it
 * throws RangeError rather than guess.
 */
export function ofModel<T extends { model: string }, K extends T['model']>(
  value: T,
  model: K,
): T & { model: K } {
  if (value.model !== model) throw new RangeError(`expected the ${model} model, got ${value.model}`);
  return value as T & { model: K };
}

// ---- Poisson (GOALS, POINTS) ----

/** A Poisson distribution as `probabilities[k]` = P(first + k), trimmed to values that matter, summing to 1. */
export type PoissonList = { first: number; probabilities: number[] };

export function poissonProbabilities(mean: number): PoissonList {
  if (!Number.isFinite(mean) || mean < 0) throw new RangeError(`mean must be ≥ 0, got ${mean}`);
  if (mean === 0) return { first: 0, probabilities: [1] };
  const mode = Math.floor(mean);
  let logFactorial = 0;
  for (let k = 2; k <= mode; k++) logFactorial += Math.log(k);
  const atMode = Math.exp(-mean + mode * Math.log(mean) - logFactorial);
  const below: number[] = [];
  for (let k = mode, p = atMode; k > 0 && p >= POISSON_FLOOR; k--) {
    p = (p * k) / mean;
    if (p >= POISSON_FLOOR) below.push(p);
  }
  const above: number[] = [];
  for (let k = mode, p = atMode; p >= POISSON_FLOOR; k++) {
    p = (p * mean) / (k + 1);
    if (p >= POISSON_FLOOR) above.push(p);
  }
  const probabilities = [...below.reverse(), atMode, ...above];
  const sum = probabilities.reduce((total, p) => total + p, 0);
  return { first: mode - below.length, probabilities: probabilities.map((p) => p / sum) };
}

/** Sub-probability lists keyed by value: what a level overtime chain adds to a match. */
type OvertimeChain = { margin: Map<number, number>; added: Map<number, number> };

function addTo(map: Map<number, number>, value: number, probability: number): void {
  map.set(value, (map.get(value) ?? 0) + probability);
}

/**
 * From a level score at the start of the overtimes still allowed: the final margin and the points
 * the overtimes add. Each overtime is two Poisson counts; a level one leads to the next, and after
 * the last allowed one the next point wins.
 */
function overtimeChain(
  homeRate: number,
  awayRate: number,
  seconds: number,
  overtimesLeft: number,
): OvertimeChain {
  if (overtimesLeft === 0) return suddenDeath(homeRate, awayRate);
  const next = overtimeChain(homeRate, awayRate, seconds, overtimesLeft - 1);
  const home = poissonProbabilities(homeRate * seconds);
  const away = poissonProbabilities(awayRate * seconds);
  const chain: OvertimeChain = { margin: new Map(), added: new Map() };
  home.probabilities.forEach((homeProbability, homeIndex) => {
    away.probabilities.forEach((awayProbability, awayIndex) => {
      const [x, y] = [home.first + homeIndex, away.first + awayIndex];
      const weight = homeProbability * awayProbability;
      if (x !== y) {
        addTo(chain.margin, x - y, weight);
        addTo(chain.added, x + y, weight);
        return;
      }
      for (const [margin, p] of next.margin) addTo(chain.margin, margin, weight * p);
      for (const [added, p] of next.added) addTo(chain.added, x + y + added, weight * p);
    });
  });
  return chain;
}

function suddenDeath(homeRate: number, awayRate: number): OvertimeChain {
  const home = homeRate / (homeRate + awayRate);
  return {
    margin: new Map([
      [-1, 1 - home],
      [1, home],
    ]),
    added: new Map([[1, 1]]),
  };
}

function clockDistribution(
  play: ClockPlay,
  strength: { homeMean: number; awayMean: number },
  progress: Extract<MatchProgress, { model: 'GOALS' | 'POINTS' }>,
): OutcomeDistribution {
  const seconds = regulationSeconds(play);
  const [homeRate, awayRate] = [strength.homeMean / seconds, strength.awayMean / seconds];
  const { home: scoreHome, away: scoreAway, secondsLeft, overtime } = progress;
  if (
    secondsLeft < 0 ||
    overtime < 0 ||
    overtime > OVERTIMES_MAX + 1 ||
    (overtime > 0 && play.model === 'GOALS')
  )
    throw new RangeError(`impossible progress ${JSON.stringify(progress)}`);
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  if (overtime > OVERTIMES_MAX) {
    // Sudden death: the score is level and the next point decides.
    for (const [value, p] of suddenDeath(homeRate, awayRate).margin)
      addTo(margin, scoreHome - scoreAway + value, p);
    addTo(total, scoreHome + scoreAway + 1, 1);
    return fromMaps(margin, total);
  }
  const levelChain =
    play.model === 'POINTS'
      ? overtimeChain(homeRate, awayRate, play.overtimeSeconds, OVERTIMES_MAX - overtime)
      : null;
  const home = poissonProbabilities(homeRate * secondsLeft);
  const away = poissonProbabilities(awayRate * secondsLeft);
  home.probabilities.forEach((homeProbability, homeIndex) => {
    away.probabilities.forEach((awayProbability, awayIndex) => {
      const finalHome = scoreHome + home.first + homeIndex;
      const finalAway = scoreAway + away.first + awayIndex;
      const weight = homeProbability * awayProbability;
      if (finalHome !== finalAway || levelChain === null) {
        addTo(margin, finalHome - finalAway, weight);
        addTo(total, finalHome + finalAway, weight);
        return;
      }
      for (const [value, p] of levelChain.margin) addTo(margin, value, weight * p);
      for (const [added, p] of levelChain.added) addTo(total, finalHome + finalAway + added, weight * p);
    });
  });
  return fromMaps(margin, total);
}

function sortedList(map: Map<number, number>): ValueProbability[] {
  return [...map.entries()]
    .sort(([first], [second]) => first - second)
    .map(([value, probability]) => ({ value, probability }));
}

/** The distribution whose winner follows the margin's sign (every model but tennis). */
function fromMaps(margin: Map<number, number>, total: Map<number, number>): OutcomeDistribution {
  const winner: Record<MatchOutcome, number> = { HOME: 0, DRAW: 0, AWAY: 0 };
  for (const [value, p] of margin) winner[value > 0 ? 'HOME' : value < 0 ? 'AWAY' : 'DRAW'] += p;
  return { winner, margin: sortedList(margin), total: sortedList(total) };
}

// ---- Games (tennis) ----

/** A set is over at 6 games with a lead of two, or at 7 (7–5, or 7–6 after the tie-break). */
export function isSetOver(score: SetScore): boolean {
  const { home, away } = score;
  return home === 7 || away === 7 || (home >= 6 && home - away >= 2) || (away >= 6 && away - home >= 2);
}

function assertSetScore(score: SetScore, over: boolean): void {
  const { home, away } = score;
  const valid =
    Number.isInteger(home) &&
    Number.isInteger(away) &&
    home >= 0 &&
    away >= 0 &&
    home <= 7 &&
    away <= 7 &&
    (home < 7 || away >= 5) &&
    (away < 7 || home >= 5) &&
    Math.abs(home - away) <= (home === 7 || away === 7 ? 2 : 6);
  if (!valid || isSetOver(score) !== over)
    throw new RangeError(`not a ${over ? 'finished' : 'running'} set: ${home}–${away}`);
}

/** The final scores of a set from `from` on, each with its probability. */
export function setScoreProbabilities(
  gameProbability: number,
  from: SetScore,
): (SetScore & { probability: number })[] {
  assertSetScore(from, false);
  const memo = new Map<number, Map<number, number>>();
  const key = (score: SetScore) => score.home * 8 + score.away;
  const finals = (score: SetScore): Map<number, number> => {
    const known = memo.get(key(score));
    if (known !== undefined) return known;
    const result = new Map<number, number>();
    if (isSetOver(score)) result.set(key(score), 1);
    else if (score.home === 6 && score.away === 6) {
      result.set(key({ home: 7, away: 6 }), gameProbability);
      addTo(result, key({ home: 6, away: 7 }), 1 - gameProbability);
    } else {
      for (const [final, p] of finals({ home: score.home + 1, away: score.away }))
        addTo(result, final, gameProbability * p);
      for (const [final, p] of finals({ home: score.home, away: score.away + 1 }))
        addTo(result, final, (1 - gameProbability) * p);
    }
    memo.set(key(score), result);
    return result;
  };
  return [...finals(from).entries()]
    .sort(([first], [second]) => first - second)
    .map(([final, probability]) => ({ home: Math.floor(final / 8), away: final % 8, probability }));
}

/** The chance of winning `wins` rounds (sets, maps) before the opponent does, each won with `p`. */
export function firstToProbability(p: number, wins: number, from: SetScore = { home: 0, away: 0 }): number {
  if (from.home >= wins) return 1;
  if (from.away >= wins) return 0;
  return (
    p * firstToProbability(p, wins, { home: from.home + 1, away: from.away }) +
    (1 - p) * firstToProbability(p, wins, { home: from.home, away: from.away + 1 })
  );
}

function bisect(target: number, increasing: (x: number) => number): number {
  if (!(target > 0 && target < 1)) throw new RangeError(`probability must be in (0, 1), got ${target}`);
  let [low, high] = [0, 1];
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const middle = (low + high) / 2;
    if (increasing(middle) < target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The set-winning probability of a player who wins each game with `gameProbability`. */
export function setWinProbability(gameProbability: number): number {
  return setScoreProbabilities(gameProbability, { home: 0, away: 0 })
    .filter((score) => score.home > score.away)
    .reduce((sum, score) => sum + score.probability, 0);
}

/** The per-game probability that wins a first-to-`setsToWin`-sets match with `matchProbability`. */
export function gameProbabilityFor(matchProbability: number, setsToWin: number): number {
  return bisect(matchProbability, (g) => firstToProbability(setWinProbability(g), setsToWin));
}

/** The per-map probability that wins a first-to-`mapsToWin` match with `matchProbability`. */
export function mapProbabilityFor(matchProbability: number, mapsToWin: number): number {
  return bisect(matchProbability, (p) => firstToProbability(p, mapsToWin));
}

function gamesDistribution(
  setsToWin: number,
  gameProbability: number,
  progress: Extract<MatchProgress, { model: 'GAMES' }>,
): OutcomeDistribution {
  for (const set of progress.completedSets) assertSetScore(set, true);
  const winner: Record<MatchOutcome, number> = { HOME: 0, DRAW: 0, AWAY: 0 };
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const finishedSets = new Map<string, (SetScore & { probability: number })[]>();
  const setFrom = (from: SetScore) => {
    const key = `${from.home}:${from.away}`;
    const known = finishedSets.get(key) ?? setScoreProbabilities(gameProbability, from);
    finishedSets.set(key, known);
    return known;
  };
  const play = (sets: SetScore, games: SetScore, from: SetScore, weight: number): void => {
    if (sets.home === setsToWin || sets.away === setsToWin) {
      winner[sets.home === setsToWin ? 'HOME' : 'AWAY'] += weight;
      addTo(margin, games.home - games.away, weight);
      addTo(total, games.home + games.away, weight);
      return;
    }
    for (const set of setFrom(from)) {
      const homeWon = set.home > set.away ? 1 : 0;
      const nextSets = { home: sets.home + homeWon, away: sets.away + 1 - homeWon };
      const nextGames = { home: games.home + set.home, away: games.away + set.away };
      play(nextSets, nextGames, { home: 0, away: 0 }, weight * set.probability);
    }
  };
  const sets = { home: 0, away: 0 };
  const games = { home: 0, away: 0 };
  for (const set of progress.completedSets) {
    sets[set.home > set.away ? 'home' : 'away'] += 1;
    games.home += set.home;
    games.away += set.away;
  }
  if (sets.home > setsToWin || sets.away > setsToWin || (sets.home === setsToWin && sets.away === setsToWin))
    throw new RangeError('more sets than a match can have');
  // The current set's final score (from setFrom) already includes the games played in it so far.
  play(sets, games, progress.currentSet, 1);
  return { winner, margin: sortedList(margin), total: sortedList(total) };
}

// ---- Maps (e-sports) ----

function mapsDistribution(
  mapsToWin: number,
  mapProbability: number,
  progress: Extract<MatchProgress, { model: 'MAPS' }>,
): OutcomeDistribution {
  const { home, away } = progress;
  if (!Number.isInteger(home) || !Number.isInteger(away) || home < 0 || away < 0)
    throw new RangeError(`impossible maps score ${home}–${away}`);
  if (home > mapsToWin || away > mapsToWin || (home === mapsToWin && away === mapsToWin))
    throw new RangeError(`impossible maps score ${home}–${away}`);
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  const play = (score: SetScore, weight: number): void => {
    if (score.home === mapsToWin || score.away === mapsToWin) {
      addTo(margin, score.home - score.away, weight);
      addTo(total, score.home + score.away, weight);
      return;
    }
    play({ home: score.home + 1, away: score.away }, weight * mapProbability);
    play({ home: score.home, away: score.away + 1 }, weight * (1 - mapProbability));
  };
  play({ home, away }, 1);
  return fromMaps(margin, total);
}
