// A fixture's whole story from its provably fair stream: the pre-match news that moves its prices,
// then the match, drawn from the outcome model (model.ts) and laid out on the clock. Everything the
// site shows at any moment (`stateAt`) is read from this timeline, so the live score, the in-play
// prices and the settled result all come from one draw, and anyone holding the revealed server seed
// can recompute it with `simulateFixture`.
//
// Stream layout (client seed `sportsbook:<fixtureId>`): nonce NEWS_NONCE gives the news, nonce
// MATCH_NONCE the match. The match stream first draws the result (`drawMatch`: the Poisson counts of
// each period, every game, every map) and only then the seconds the goals and points fall on, so
// the result is a prefix of the stream and a simulation of results alone reads the same numbers.
import type { Fixture } from './fixtures';
import {
  OVERTIMES_MAX,
  isSetOver,
  ofModel,
  poissonProbabilities,
  regulationSeconds,
  strengthOf,
  type ClockPlay,
  type MatchOutcome,
  type MatchStrength,
  type RatingShift,
  type SetScore,
  type Side,
} from './model';
import type { FixtureResult } from './settlement';
import { createSportsStream, type SportsStream } from './stream';
import { sportOf, type Sport } from './teams';

export const NEWS_NONCE = 0;
export const MATCH_NONCE = 1;
/**
 * Minutes before kick-off at which news (injuries, line-ups, form) arrives and moves the prices, in
 * the match's own minutes (a virtual match's news comes as much sooner as its play is faster).
 */
export const NEWS_MINUTES_BEFORE = [24 * 60, 12 * 60, 6 * 60, 3 * 60, 60, 15] as const;
/** Each piece of news moves a side's rating by a whole number in [−max, max], uniformly. */
export const NEWS_STEP_MAX_RATING = 12;

const MINUTE_SECONDS = 60;

/** One piece of pre-match news: what it adds to each side's rating. */
export type NewsItem = { at: number; homeShift: number; awayShift: number };

export type PeriodKind = 'HALF' | 'QUARTER' | 'OVERTIME' | 'SUDDEN_DEATH' | 'SET' | 'MAP';

/** A period of play and its score: goals, points, games of a set, or 1–0 for the winner of a map. */
export type PeriodRecord = { kind: PeriodKind; startsAt: number; endsAt: number; home: number; away: number };

/**
 * A score change: goals or points at the end of the second they fall in, a game or a map when it
 * ends. `period` is the index into the timeline's periods; `clockSeconds` is the period's clock then.
 */
export type ScoreEvent = { at: number; period: number; clockSeconds: number; side: Side; points: number };

/** Times are milliseconds since the Unix epoch. */
export type Timeline = {
  fixtureId: string;
  kickOffAt: number;
  endsAt: number;
  news: NewsItem[];
  periods: PeriodRecord[];
  events: ScoreEvent[];
  result: Extract<FixtureResult, { status: 'COMPLETED' }>;
};

/**
 * The result-deciding draws of a match: the goals or points of regulation and of each overtime
 * (and who won a sudden death), the winner of every game of every set, or of every map.
 */
export type MatchDraw =
  | { model: 'GOALS' | 'POINTS'; stages: SetScore[]; suddenDeath: Side | null }
  | { model: 'GAMES'; sets: Side[][] }
  | { model: 'MAPS'; maps: Side[] };

/** The pre-match news of a fixture, in time order. */
export function drawNews(fixture: Fixture, stream: SportsStream): NewsItem[] {
  const span = 2 * NEWS_STEP_MAX_RATING + 1;
  const minuteMs = MINUTE_SECONDS * sportOf(fixture.sportCode).secondMs;
  return NEWS_MINUTES_BEFORE.map((minutes) => ({
    at: fixture.kickOffAt - minutes * minuteMs,
    homeShift: stream.nextInt(span) - NEWS_STEP_MAX_RATING,
    awayShift: stream.nextInt(span) - NEWS_STEP_MAX_RATING,
  }));
}

/** The sum of the news known at `now` (all of it from kick-off on). */
export function shiftAt(news: readonly NewsItem[], now: number): RatingShift {
  const shift = { home: 0, away: 0 };
  for (const item of news) {
    if (item.at > now) continue;
    shift.home += item.homeShift;
    shift.away += item.awayShift;
  }
  return shift;
}

function drawCount(stream: SportsStream, mean: number): number {
  const list = poissonProbabilities(mean);
  return list.first + stream.nextIndex(list.probabilities);
}

/** Draws the result of a match from the model: the part of the story that settles bets. */
export function drawMatch(sport: Sport, strength: MatchStrength, stream: SportsStream): MatchDraw {
  const play = sport.play;
  switch (play.model) {
    case 'GAMES': {
      const gameProbability = ofModel(strength, 'GAMES').homeGameProbability;
      return { model: 'GAMES', sets: drawSets(play.setsToWin, gameProbability, stream) };
    }
    case 'MAPS':
      return {
        model: 'MAPS',
        maps: drawMaps(play.mapsToWin, ofModel(strength, 'MAPS').homeMapProbability, stream),
      };
    default:
      return drawClockMatch(play, ofModel(strength, play.model), stream);
  }
}

function drawMaps(mapsToWin: number, mapProbability: number, stream: SportsStream): Side[] {
  const maps: Side[] = [];
  const won = (side: Side) => maps.filter((map) => map === side).length;
  // At most 2 × mapsToWin − 1 maps: every map brings one side closer to mapsToWin.
  while (won('HOME') < mapsToWin && won('AWAY') < mapsToWin)
    maps.push(stream.nextFloat() < mapProbability ? 'HOME' : 'AWAY');
  return maps;
}

function drawClockMatch(
  play: ClockPlay,
  strength: { homeMean: number; awayMean: number },
  stream: SportsStream,
): MatchDraw {
  const stages: SetScore[] = [
    { home: drawCount(stream, strength.homeMean), away: drawCount(stream, strength.awayMean) },
  ];
  const level = () => {
    const sum = stages.reduce((score, stage) => score + stage.home - stage.away, 0);
    return sum === 0;
  };
  if (play.model === 'GOALS') return { model: 'GOALS', stages, suddenDeath: null };
  const share = play.overtimeSeconds / regulationSeconds(play);
  while (level() && stages.length <= OVERTIMES_MAX)
    stages.push({
      home: drawCount(stream, strength.homeMean * share),
      away: drawCount(stream, strength.awayMean * share),
    });
  const homeFirst = strength.homeMean / (strength.homeMean + strength.awayMean);
  const suddenDeath = level() ? (stream.nextFloat() < homeFirst ? 'HOME' : 'AWAY') : null;
  return { model: 'POINTS', stages, suddenDeath };
}

function drawSets(setsToWin: number, gameProbability: number, stream: SportsStream): Side[][] {
  const sets: Side[][] = [];
  const setsWon = (side: Side) => sets.filter((games) => setWinner(games) === side).length;
  while (setsWon('HOME') < setsToWin && setsWon('AWAY') < setsToWin) {
    const games: Side[] = [];
    // A set has at most 13 games (7–6); the loop ends when isSetOver says so.
    while (!isSetOver(gamesOf(games))) games.push(stream.nextFloat() < gameProbability ? 'HOME' : 'AWAY');
    sets.push(games);
  }
  return sets;
}

function gamesOf(games: readonly Side[]): SetScore {
  const home = games.filter((game) => game === 'HOME').length;
  return { home, away: games.length - home };
}

function setWinner(games: readonly Side[]): Side {
  const { home, away } = gamesOf(games);
  return home > away ? 'HOME' : 'AWAY';
}

/** The final result a match draw settles with. */
export function resultOf(draw: MatchDraw): Extract<FixtureResult, { status: 'COMPLETED' }> {
  if (draw.model === 'GAMES') {
    const games = draw.sets.map(gamesOf);
    const setsHome = draw.sets.filter((set) => setWinner(set) === 'HOME').length;
    const home = games.reduce((sum, set) => sum + set.home, 0);
    const away = games.reduce((sum, set) => sum + set.away, 0);
    return { status: 'COMPLETED', winner: setsHome * 2 > draw.sets.length ? 'HOME' : 'AWAY', home, away };
  }
  const score =
    draw.model === 'MAPS'
      ? gamesOf(draw.maps)
      : draw.stages.reduce(
          (sum, stage) => ({ home: sum.home + stage.home, away: sum.away + stage.away }),
          suddenDeathPoint(draw.suddenDeath),
        );
  const winner: MatchOutcome = score.home > score.away ? 'HOME' : score.home < score.away ? 'AWAY' : 'DRAW';
  return { status: 'COMPLETED', winner, home: score.home, away: score.away };
}

function suddenDeathPoint(side: Side | null): SetScore {
  return { home: side === 'HOME' ? 1 : 0, away: side === 'AWAY' ? 1 : 0 };
}

/** The whole timeline of a fixture from its server seed: news, periods, score events and result. */
export function simulateFixture(fixture: Fixture, serverSeed: string): Timeline {
  const sport = sportOf(fixture.sportCode);
  const news = drawNews(fixture, createSportsStream(serverSeed, fixture.clientSeed, NEWS_NONCE));
  const strength = strengthOf(fixture, shiftAt(news, fixture.kickOffAt));
  const stream = createSportsStream(serverSeed, fixture.clientSeed, MATCH_NONCE);
  const draw = drawMatch(sport, strength, stream);
  const { periods, events } = layOutMatch(sport, draw, fixture.kickOffAt, stream);
  const endsAt = (periods[periods.length - 1] as PeriodRecord).endsAt;
  return {
    fixtureId: fixture.fixtureId,
    kickOffAt: fixture.kickOffAt,
    endsAt,
    news,
    periods,
    events,
    result: resultOf(draw),
  };
}

export type LaidOut = { periods: PeriodRecord[]; events: ScoreEvent[] };

/**
 * Lays a drawn match out on the clock from `kickOffAt`: its periods and score events, a match second
 * lasting the sport's `secondMs`. Goals and points take their seconds from `stream` (the match
 * stream, read on after the draw); games and maps take a fixed time each, so they need nothing more
 * from it.
 */
export function layOutMatch(sport: Sport, draw: MatchDraw, kickOffAt: number, stream: SportsStream): LaidOut {
  const play = sport.play;
  const clock = { kickOffAt, secondMs: sport.secondMs };
  switch (play.model) {
    case 'GAMES':
      return layOutSets(ofModel(draw, 'GAMES').sets, play, clock);
    case 'MAPS':
      return layOutMaps(ofModel(draw, 'MAPS').maps, play, clock);
    default:
      return layOutClock(ofModel(draw, play.model), play, clock, stream);
  }
}

/** Where a match starts and how long one of its seconds lasts, in real milliseconds. */
type MatchClock = { kickOffAt: number; secondMs: number };

/** Periods on the clock: regulation, then every overtime played, then sudden death if it came to it. */
function clockPeriods(
  draw: Extract<MatchDraw, { model: 'GOALS' | 'POINTS' }>,
  play: ClockPlay,
  clock: MatchClock,
) {
  const periods: { kind: PeriodKind; startsAt: number; seconds: number }[] = [];
  let startsAt = clock.kickOffAt;
  const add = (kind: PeriodKind, seconds: number) => {
    periods.push({ kind, startsAt, seconds });
    startsAt += (seconds + play.breakSeconds) * clock.secondMs;
  };
  for (let period = 0; period < play.periods; period++)
    add(play.model === 'GOALS' ? 'HALF' : 'QUARTER', play.periodSeconds);
  const overtimeSeconds = play.model === 'POINTS' ? play.overtimeSeconds : 0;
  for (let overtime = 1; overtime < draw.stages.length; overtime++) add('OVERTIME', overtimeSeconds);
  if (draw.suddenDeath !== null) add('SUDDEN_DEATH', overtimeSeconds);
  return periods;
}

function layOutClock(
  draw: Extract<MatchDraw, { model: 'GOALS' | 'POINTS' }>,
  play: ClockPlay,
  clock: MatchClock,
  stream: SportsStream,
): LaidOut {
  const { secondMs } = clock;
  const frames = clockPeriods(draw, play, clock);
  const events: ScoreEvent[] = [];
  // Each stage's goals or points fall on uniform whole seconds of that stage (of regulation as a
  // whole, which is what keeps the in-play model's Poisson process exact).
  const place = (
    side: Side,
    count: number,
    stageSeconds: number,
    firstPeriod: number,
    periodSeconds: number,
  ) => {
    for (let point = 0; point < count; point++) {
      const second = stream.nextInt(stageSeconds);
      const period = firstPeriod + Math.floor(second / periodSeconds);
      const clockSeconds = (second % periodSeconds) + 1;
      const frame = frames[period] as (typeof frames)[number];
      events.push({ at: frame.startsAt + clockSeconds * secondMs, period, clockSeconds, side, points: 1 });
    }
  };
  const overtimeSeconds = play.model === 'POINTS' ? play.overtimeSeconds : 0;
  draw.stages.forEach((stage, index) => {
    const regulation = index === 0;
    const stageSeconds = regulation ? regulationSeconds(play) : overtimeSeconds;
    const firstPeriod = regulation ? 0 : play.periods + index - 1;
    const periodSeconds = regulation ? play.periodSeconds : overtimeSeconds;
    place('HOME', stage.home, stageSeconds, firstPeriod, periodSeconds);
    place('AWAY', stage.away, stageSeconds, firstPeriod, periodSeconds);
  });
  let suddenDeathEnd: number | null = null;
  if (draw.suddenDeath !== null) {
    const period = frames.length - 1;
    const frame = frames[period] as (typeof frames)[number];
    const clockSeconds = stream.nextInt(frame.seconds) + 1;
    suddenDeathEnd = frame.startsAt + clockSeconds * secondMs;
    events.push({ at: suddenDeathEnd, period, clockSeconds, side: draw.suddenDeath, points: 1 });
  }
  const merged = mergeEvents(events);
  const periods = frames.map((frame, index): PeriodRecord => {
    const endsAt =
      frame.kind === 'SUDDEN_DEATH' && suddenDeathEnd !== null
        ? suddenDeathEnd
        : frame.startsAt + frame.seconds * secondMs;
    return { kind: frame.kind, startsAt: frame.startsAt, endsAt, ...pointsIn(merged, index) };
  });
  return { periods, events: merged };
}

/** Sorts events by time (home first at one instant) and joins a side's points in the same second. */
function mergeEvents(events: ScoreEvent[]): ScoreEvent[] {
  events.sort(
    (first, second) =>
      first.at - second.at || (first.side === second.side ? 0 : first.side === 'HOME' ? -1 : 1),
  );
  const merged: ScoreEvent[] = [];
  for (const event of events) {
    const last = merged[merged.length - 1];
    if (last !== undefined && last.at === event.at && last.side === event.side) last.points += event.points;
    else merged.push({ ...event });
  }
  return merged;
}

/** The score of one period from its events up to `until` (all of them by default). */
export function pointsIn(events: readonly ScoreEvent[], period: number, until = Infinity): SetScore {
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.period !== period || event.at > until) continue;
    score[event.side === 'HOME' ? 'home' : 'away'] += event.points;
  }
  return score;
}

function layOutSets(
  sets: Side[][],
  play: Extract<Sport['play'], { model: 'GAMES' }>,
  { kickOffAt, secondMs }: MatchClock,
): LaidOut {
  const periods: PeriodRecord[] = [];
  const events: ScoreEvent[] = [];
  let startsAt = kickOffAt;
  sets.forEach((games, period) => {
    games.forEach((side, game) => {
      const clockSeconds = (game + 1) * play.gameSeconds;
      events.push({ at: startsAt + clockSeconds * secondMs, period, clockSeconds, side, points: 1 });
    });
    const endsAt = startsAt + games.length * play.gameSeconds * secondMs;
    periods.push({ kind: 'SET', startsAt, endsAt, ...gamesOf(games) });
    startsAt = endsAt + play.breakSeconds * secondMs;
  });
  return { periods, events };
}

function layOutMaps(
  maps: Side[],
  play: Extract<Sport['play'], { model: 'MAPS' }>,
  { kickOffAt, secondMs }: MatchClock,
): LaidOut {
  const periods: PeriodRecord[] = [];
  const events: ScoreEvent[] = [];
  maps.forEach((side, period) => {
    const startsAt = kickOffAt + period * (play.mapSeconds + play.breakSeconds) * secondMs;
    const endsAt = startsAt + play.mapSeconds * secondMs;
    events.push({ at: endsAt, period, clockSeconds: play.mapSeconds, side, points: 1 });
    periods.push({
      kind: 'MAP',
      startsAt,
      endsAt,
      home: side === 'HOME' ? 1 : 0,
      away: side === 'AWAY' ? 1 : 0,
    });
  });
  return { periods, events };
}
