// The round clock every baccarat table shares. Rounds are aligned to the Unix epoch (round n opens
// at n × 30 s), so any process computes the same round from the time alone, with no stored state.
import { BETTING_SECONDS, ROUND_SECONDS } from './tables';

const ROUND_MS = ROUND_SECONDS * 1000;
const BETTING_MS = BETTING_SECONDS * 1000;

/** The times of one round, in milliseconds since the Unix epoch. */
export type RoundTimes = {
  /** Betting opens (inclusive). */
  opensAt: number;
  /** Betting closes and dealing starts (a bet at this instant is late). */
  closesAt: number;
  /** The result stands and the next round opens. */
  settlesAt: number;
};

export type RoundPhase = {
  roundNumber: number;
  phase: 'betting' | 'dealing';
  /** Milliseconds until the phase ends. */
  msLeft: number;
  /** Whole seconds until the phase ends, rounded up, for a countdown. */
  secondsLeft: number;
};

function assertTime(nowMs: number): void {
  if (!Number.isFinite(nowMs) || nowMs < 0) throw new RangeError(`nowMs must be a time, got ${nowMs}`);
}

/** The round running at this instant (milliseconds since the Unix epoch). */
export function roundNumberAt(nowMs: number): number {
  assertTime(nowMs);
  return Math.floor(nowMs / ROUND_MS);
}

export function roundTimes(roundNumber: number): RoundTimes {
  if (!Number.isSafeInteger(roundNumber) || roundNumber < 0)
    throw new RangeError(`roundNumber must be a natural number, got ${roundNumber}`);
  const opensAt = roundNumber * ROUND_MS;
  return { opensAt, closesAt: opensAt + BETTING_MS, settlesAt: opensAt + ROUND_MS };
}

/** The round and phase at this instant, and how long the phase has left. */
export function phaseAt(nowMs: number): RoundPhase {
  const roundNumber = roundNumberAt(nowMs);
  const { closesAt, settlesAt } = roundTimes(roundNumber);
  const betting = nowMs < closesAt;
  const msLeft = (betting ? closesAt : settlesAt) - nowMs;
  return {
    roundNumber,
    phase: betting ? 'betting' : 'dealing',
    msLeft,
    secondsLeft: Math.ceil(msLeft / 1000),
  };
}
