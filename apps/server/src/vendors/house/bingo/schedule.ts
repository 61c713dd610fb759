// The round clock of a bingo room. Rounds are aligned to the Unix epoch (round n opens at
// n × the room's round length), so any process computes the same round from the time alone, with no
// stored state. A round has three phases: buying (cards are sold), drawing (one ball every few
// seconds, pushed to every watcher) and result (the cards are paid). Ball k (from 0) is called
// (k + 1) intervals after buying closes, so the first ball follows a short pause and the last one
// is called the instant the result phase begins. Instants are milliseconds since the Unix epoch.
import { roundSeconds, type BingoRoom } from './rooms';

const SECOND_MS = 1000;

/** The times of one round, in milliseconds since the Unix epoch. */
export type RoundTimes = {
  /** Cards go on sale (inclusive). */
  opensAt: number;
  /** Sales close and the drawing starts (a card bought at this instant is late). */
  closesAt: number;
  /** The last ball is called: the result is known and shown. */
  drawnAt: number;
  /** The round ends and the next one opens. */
  endsAt: number;
};

export type RoundPhaseName = 'buying' | 'drawing' | 'result';

export type RoundPhase = {
  roundNumber: number;
  phase: RoundPhaseName;
  /** How many balls have been called at this instant: 0 while buying, all of them in the result. */
  ballsCalled: number;
  /** Milliseconds until the phase ends. */
  msLeft: number;
  /** Whole seconds until the phase ends, rounded up, for a countdown. */
  secondsLeft: number;
};

function assertTime(nowMs: number): void {
  if (!Number.isFinite(nowMs) || nowMs < 0) throw new RangeError(`nowMs must be a time, got ${nowMs}`);
}

function assertRoundNumber(roundNumber: number): void {
  if (!Number.isSafeInteger(roundNumber) || roundNumber < 0)
    throw new RangeError(`roundNumber must be a natural number, got ${roundNumber}`);
}

const roundMs = (room: BingoRoom): number => roundSeconds(room) * SECOND_MS;
const ballMs = (room: BingoRoom): number => room.secondsBetweenBalls * SECOND_MS;

/** The room's round running at this instant (milliseconds since the Unix epoch). */
export function roundNumberAt(room: BingoRoom, nowMs: number): number {
  assertTime(nowMs);
  return Math.floor(nowMs / roundMs(room));
}

export function roundTimes(room: BingoRoom, roundNumber: number): RoundTimes {
  assertRoundNumber(roundNumber);
  const opensAt = roundNumber * roundMs(room);
  const closesAt = opensAt + room.buyingSeconds * SECOND_MS;
  const drawnAt = closesAt + room.ballsCalled * ballMs(room);
  return { opensAt, closesAt, drawnAt, endsAt: opensAt + roundMs(room) };
}

/** When ball `ballIndex` (from 0) of a round is called. */
export function ballCalledAt(room: BingoRoom, roundNumber: number, ballIndex: number): number {
  if (!Number.isInteger(ballIndex) || ballIndex < 0 || ballIndex >= room.ballsCalled)
    throw new RangeError(`ballIndex must be an integer in [0, ${room.ballsCalled}), got ${ballIndex}`);
  return roundTimes(room, roundNumber).closesAt + (ballIndex + 1) * ballMs(room);
}

/** The round and phase at this instant, how many balls are out, and how long the phase has left. */
export function phaseAt(room: BingoRoom, nowMs: number): RoundPhase {
  const roundNumber = roundNumberAt(room, nowMs);
  const { closesAt, drawnAt, endsAt } = roundTimes(room, roundNumber);
  const [phase, endsPhaseAt]: [RoundPhaseName, number] =
    nowMs < closesAt ? ['buying', closesAt] : nowMs < drawnAt ? ['drawing', drawnAt] : ['result', endsAt];
  const ballsCalled =
    phase === 'buying' ? 0 : Math.min(room.ballsCalled, Math.floor((nowMs - closesAt) / ballMs(room)));
  const msLeft = endsPhaseAt - nowMs;
  return { roundNumber, phase, ballsCalled, msLeft, secondsLeft: Math.ceil(msLeft / SECOND_MS) };
}
