// A fixture at one instant, read from its timeline: before kick-off (with the news so far), in play
// (the period, the clock, the score and the model's progress) or ended. The in-play progress is
// exactly what the outcome model conditions on, so the prices at `now` (odds.ts) follow the score.
import type { Fixture } from './fixtures';
import {
  OVERTIMES_MAX,
  regulationSeconds,
  type MatchProgress,
  type RatingShift,
  type SetScore,
} from './model';
import type { FixtureResult } from './settlement';
import { pointsIn, shiftAt, type PeriodKind, type PeriodRecord, type Timeline } from './simulate';
import { sportOf, type SportPlay } from './teams';

/** A period's score so far: goals, points, the games of a set, or 1–0 for a map's winner. */
export type PeriodScore = { kind: PeriodKind; home: number; away: number };

/** A fixture at one instant. `score` counts goals, points, sets (tennis) or maps (e-sports). */
export type FixtureState =
  | { phase: 'PRE_MATCH'; msToKickOff: number; shift: RatingShift }
  | {
      phase: 'IN_PLAY';
      shift: RatingShift;
      /** The period being played, or the one just finished during a break (index into the timeline's). */
      periodIndex: number;
      onBreak: boolean;
      /** Whole seconds on the period's clock (football, basketball); null for sets and maps. */
      clockSeconds: number | null;
      score: SetScore;
      /** Every period started so far, the current one with its score so far. */
      periods: PeriodScore[];
      progress: MatchProgress;
    }
  | { phase: 'ENDED'; shift: RatingShift; result: FixtureResult; periods: PeriodScore[] };

/**
 * The state of a fixture at `now` (milliseconds since the Unix epoch). A score event counts from its
 * own instant on; the match ends at the timeline's `endsAt`. Throws RangeError when the timeline is
 * another fixture's or `now` is not a time.
 */
export function stateAt(fixture: Fixture, timeline: Timeline, now: number): FixtureState {
  if (!Number.isFinite(now)) throw new RangeError(`now must be a time, got ${now}`);
  if (timeline.fixtureId !== fixture.fixtureId || timeline.kickOffAt !== fixture.kickOffAt)
    throw new RangeError(`timeline of ${timeline.fixtureId} is not the timeline of ${fixture.fixtureId}`);
  const shift = shiftAt(timeline.news, now);
  if (now < timeline.kickOffAt) return { phase: 'PRE_MATCH', msToKickOff: timeline.kickOffAt - now, shift };
  const started = timeline.periods.filter((period) => period.startsAt <= now);
  const periods = started.map((period, index) => ({
    kind: period.kind,
    ...pointsIn(timeline.events, index, now),
  }));
  if (now >= timeline.endsAt) return { phase: 'ENDED', shift, result: timeline.result, periods };
  const periodIndex = started.length - 1;
  const record = started[periodIndex] as PeriodRecord;
  const onBreak = now >= record.endsAt;
  const { play, secondMs } = sportOf(fixture.sportCode);
  const base = { phase: 'IN_PLAY' as const, shift, periodIndex, onBreak, periods };
  if (play.model === 'GAMES') {
    const completedSets = periods.slice(0, onBreak ? periodIndex + 1 : periodIndex);
    const currentSet = onBreak ? { home: 0, away: 0 } : pointsOnly(periods[periodIndex] as PeriodScore);
    const score = { home: 0, away: 0 };
    for (const set of completedSets) score[set.home > set.away ? 'home' : 'away'] += 1;
    const progress: MatchProgress = {
      model: 'GAMES',
      completedSets: completedSets.map(pointsOnly),
      currentSet,
    };
    return { ...base, clockSeconds: null, score, progress };
  }
  const score = periods.reduce(
    (sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }),
    {
      home: 0,
      away: 0,
    },
  );
  if (play.model === 'MAPS')
    return {
      ...base,
      clockSeconds: null,
      score,
      progress: { model: 'MAPS', home: score.home, away: score.away },
    };
  // A match second lasts the sport's secondMs (less than a real second in a virtual match).
  const clockSeconds = Math.floor((Math.min(now, record.endsAt) - record.startsAt) / secondMs);
  return {
    ...base,
    clockSeconds,
    score,
    progress: clockProgress(play, record.kind, periodIndex, clockSeconds, score),
  };
}

function pointsOnly(period: PeriodScore): SetScore {
  return { home: period.home, away: period.away };
}

/**
 * The seconds of play left where the model needs them: in regulation all of regulation's rest, in an
 * overtime that overtime's rest (a level score after it starts the next), none in sudden death.
 */
function clockProgress(
  play: Extract<SportPlay, { model: 'GOALS' | 'POINTS' }>,
  kind: PeriodKind,
  periodIndex: number,
  clockSeconds: number,
  score: SetScore,
): MatchProgress {
  const { home, away } = score;
  if (kind === 'SUDDEN_DEATH')
    return { model: play.model, home, away, secondsLeft: 0, overtime: OVERTIMES_MAX + 1 };
  if (kind === 'OVERTIME') {
    const overtimeSeconds = play.model === 'POINTS' ? play.overtimeSeconds : 0;
    const overtime = periodIndex - play.periods + 1;
    return { model: play.model, home, away, secondsLeft: overtimeSeconds - clockSeconds, overtime };
  }
  const secondsLeft = regulationSeconds(play) - (periodIndex * play.periodSeconds + clockSeconds);
  return { model: play.model, home, away, secondsLeft, overtime: 0 };
}
