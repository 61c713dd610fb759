// Proves how a fixture reads at any instant: the news known before kick-off, the clock, score and time left in each half, break, quarter and overtime, a goal counting from its own millisecond, sets and games in tennis, maps in e-sports, the result once ended, and the refusals.
import { describe, expect, it } from 'vitest';
import { simulateFixture, type Timeline } from './simulate';
import { fixtureBetween, TEST_KICK_OFF_AT, withRatings } from './sportsbook.test-helpers';
import { stateAt, type FixtureState } from './state';
import type { Fixture } from './fixtures';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const FOOTBALL = fixtureBetween('FB-CROWN', 'NBU', 'LCF');
const TENNIS = fixtureBetween('TN-WOMEN', 'SLD', 'ZPK');
const CS2 = fixtureBetween('CS2-MASTERS', 'CLT', 'ECO');

/** The first of seeds `prefix-0`, `prefix-1`, … whose timeline passes `wanted` (a deterministic search). */
function timelineWhere(fixture: Fixture, prefix: string, wanted: (timeline: Timeline) => boolean): Timeline {
  for (let seed = 0; seed < 2_000; seed++) {
    const timeline = simulateFixture(fixture, `${prefix}-${seed}`);
    if (wanted(timeline)) return timeline;
  }
  throw new Error(`no ${prefix} timeline found`);
}

function inPlay(state: FixtureState): Extract<FixtureState, { phase: 'IN_PLAY' }> {
  if (state.phase !== 'IN_PLAY') throw new Error(`expected IN_PLAY, got ${state.phase}`);
  return state;
}

describe('before kick-off', () => {
  const timeline = simulateFixture(FOOTBALL, 'pre-match');

  it('counts down to kick-off and adds each piece of news from its instant on', () => {
    expect(stateAt(FOOTBALL, timeline, TEST_KICK_OFF_AT - 25 * HOUR_MS)).toEqual({
      phase: 'PRE_MATCH',
      msToKickOff: 25 * HOUR_MS,
      shift: { home: 0, away: 0 },
    });
    const [first, second] = timeline.news;
    if (first === undefined || second === undefined) throw new Error('news expected');
    expect(stateAt(FOOTBALL, timeline, first.at)).toMatchObject({
      shift: { home: first.homeShift, away: first.awayShift },
    });
    expect(stateAt(FOOTBALL, timeline, second.at - 1)).toMatchObject({
      shift: { home: first.homeShift, away: first.awayShift },
    });
    const all = timeline.news.reduce(
      (sum, item) => ({ home: sum.home + item.homeShift, away: sum.away + item.awayShift }),
      { home: 0, away: 0 },
    );
    expect(stateAt(FOOTBALL, timeline, TEST_KICK_OFF_AT - 1)).toEqual({
      phase: 'PRE_MATCH',
      msToKickOff: 1,
      shift: all,
    });
  });
});

describe('football in play', () => {
  // A match with a goal in each half, found among fixed seeds.
  const timeline = timelineWhere(FOOTBALL, 'both-halves', (candidate) =>
    candidate.periods.every((half) => half.home + half.away > 0),
  );

  it('runs the first half’s clock, counting the goals so far and the seconds of regulation left', () => {
    const now = TEST_KICK_OFF_AT + 30 * MINUTE_MS;
    const state = inPlay(stateAt(FOOTBALL, timeline, now));
    const goals = timeline.events.filter((event) => event.at <= now);
    const count = (side: 'HOME' | 'AWAY') => goals.filter((event) => event.side === side).length;
    expect(state).toMatchObject({ periodIndex: 0, onBreak: false, clockSeconds: 1800 });
    expect(state.score).toEqual({ home: count('HOME'), away: count('AWAY') });
    expect(state.progress).toEqual({ model: 'GOALS', ...state.score, secondsLeft: 3600, overtime: 0 });
  });

  it('counts a goal from its own millisecond, not a millisecond before', () => {
    const goal = timeline.events[0];
    if (goal === undefined) throw new Error('a goal expected');
    const before = inPlay(stateAt(FOOTBALL, timeline, goal.at - 1));
    const at = inPlay(stateAt(FOOTBALL, timeline, goal.at));
    const side = goal.side === 'HOME' ? 'home' : 'away';
    expect(at.score[side]).toBe(before.score[side] + 1);
    expect(at.clockSeconds).toBe(goal.clockSeconds);
    expect(before.clockSeconds).toBe(goal.clockSeconds - 1);
  });

  it('holds the clock at half-time and runs the second half from 45:00', () => {
    const halfTime = inPlay(stateAt(FOOTBALL, timeline, TEST_KICK_OFF_AT + 50 * MINUTE_MS));
    const firstHalf = timeline.periods[0];
    expect(halfTime).toMatchObject({ periodIndex: 0, onBreak: true, clockSeconds: 2700 });
    expect(halfTime.score).toEqual({ home: firstHalf?.home, away: firstHalf?.away });
    expect(halfTime.progress).toMatchObject({ secondsLeft: 2700 });
    const second = inPlay(stateAt(FOOTBALL, timeline, TEST_KICK_OFF_AT + 70 * MINUTE_MS));
    expect(second).toMatchObject({ periodIndex: 1, onBreak: false, clockSeconds: 600 });
    expect(second.progress).toMatchObject({ secondsLeft: 2100 });
    expect(second.periods).toHaveLength(2);
  });

  it('ends at the final whistle with the result and every period', () => {
    expect(stateAt(FOOTBALL, timeline, timeline.endsAt - 1).phase).toBe('IN_PLAY');
    const ended = stateAt(FOOTBALL, timeline, timeline.endsAt);
    expect(ended).toMatchObject({ phase: 'ENDED', result: timeline.result });
    if (ended.phase !== 'ENDED') return;
    expect(ended.periods).toEqual(timeline.periods.map(({ kind, home, away }) => ({ kind, home, away })));
  });
});

describe('basketball overtime', () => {
  const even = withRatings(fixtureBetween('BB-PACIFIC', 'HBJ', 'RDF'), 1600, 1680);
  const timeline = timelineWhere(even, 'overtime', (candidate) => candidate.periods.length > 4);
  const overtime = timeline.periods[4];
  if (overtime === undefined) throw new Error('an overtime expected');

  it('is level in the break after regulation, with no regulation time left', () => {
    const state = inPlay(stateAt(even, timeline, overtime.startsAt - 1));
    expect(state).toMatchObject({ periodIndex: 3, onBreak: true, clockSeconds: 720 });
    expect(state.score.home).toBe(state.score.away);
    expect(state.progress).toMatchObject({ secondsLeft: 0, overtime: 0 });
  });

  it('counts the overtime’s own clock and which overtime it is', () => {
    const state = inPlay(stateAt(even, timeline, overtime.startsAt + 2 * MINUTE_MS));
    expect(state).toMatchObject({ periodIndex: 4, onBreak: false, clockSeconds: 120 });
    expect(state.progress).toMatchObject({ model: 'POINTS', secondsLeft: 180, overtime: 1 });
    expect(state.periods[4]?.kind).toBe('OVERTIME');
  });
});

describe('tennis and e-sports in play', () => {
  it('gives tennis the finished sets, the games of the set in play, and the score in sets', () => {
    const timeline = timelineWhere(TENNIS, 'three-sets', (candidate) => candidate.periods.length === 3);
    const [first, second] = timeline.periods;
    if (first === undefined || second === undefined) throw new Error('sets expected');
    // Three four-minute games into the second set.
    const now = second.startsAt + 12 * MINUTE_MS;
    const midSecond = inPlay(stateAt(TENNIS, timeline, now));
    const gamesSoFar = timeline.events.filter((game) => game.period === 1 && game.at <= now);
    expect(midSecond.progress).toEqual({
      model: 'GAMES',
      completedSets: [{ home: first.home, away: first.away }],
      currentSet: {
        home: gamesSoFar.filter((game) => game.side === 'HOME').length,
        away: gamesSoFar.filter((game) => game.side === 'AWAY').length,
      },
    });
    expect(gamesSoFar).toHaveLength(3);
    expect(midSecond.clockSeconds).toBeNull();
    const betweenSets = inPlay(stateAt(TENNIS, timeline, second.endsAt + 1));
    expect(betweenSets).toMatchObject({ periodIndex: 1, onBreak: true, score: { home: 1, away: 1 } });
    expect(betweenSets.progress).toMatchObject({ completedSets: [{}, {}], currentSet: { home: 0, away: 0 } });
  });

  it('gives e-sports the maps won so far', () => {
    const timeline = simulateFixture(CS2, 'maps');
    const firstMap = timeline.periods[0];
    if (firstMap === undefined) throw new Error('a map expected');
    expect(inPlay(stateAt(CS2, timeline, firstMap.endsAt - 1)).progress).toEqual({
      model: 'MAPS',
      home: 0,
      away: 0,
    });
    const afterFirst = inPlay(stateAt(CS2, timeline, firstMap.endsAt));
    expect(afterFirst).toMatchObject({ onBreak: true, score: { home: firstMap.home, away: firstMap.away } });
    expect(afterFirst.progress).toEqual({ model: 'MAPS', home: firstMap.home, away: firstMap.away });
  });
});

describe('refusals', () => {
  it('refuses another fixture’s timeline and a time that is not a number', () => {
    const timeline = simulateFixture(FOOTBALL, 'refusals');
    expect(() => stateAt(TENNIS, timeline, TEST_KICK_OFF_AT)).toThrow(/not the timeline/);
    expect(() => stateAt({ ...FOOTBALL, kickOffAt: 0 }, timeline, TEST_KICK_OFF_AT)).toThrow(
      /not the timeline/,
    );
    expect(() => stateAt(FOOTBALL, timeline, Number.NaN)).toThrow(/must be a time/);
  });
});
