// The fight clock every cockfight arena shares. Fights are aligned to the Unix epoch (fight n opens at
// n × 180 s), so any process computes the same fight from the time alone, with no stored state. A
// fight has three phases: betting, fighting (bets closed, result not yet known) and result.
import { BETTING_SECONDS, FIGHT_SECONDS, FIGHTING_SECONDS } from './arenas';

const FIGHT_MS = FIGHT_SECONDS * 1000;
const BETTING_MS = BETTING_SECONDS * 1000;
const FIGHTING_MS = FIGHTING_SECONDS * 1000;

/** The times of one fight, in milliseconds since the Unix epoch. */
export type FightTimes = {
  /** Betting opens (inclusive). */
  opensAt: number;
  /** Betting closes and the roosters fight (a bet at this instant is late). */
  closesAt: number;
  /** The fight ends: its result is decided and shown. */
  decidesAt: number;
  /** The next fight opens. */
  settlesAt: number;
};

export type FightPhaseName = 'betting' | 'fighting' | 'result';

export type FightPhase = {
  fightNumber: number;
  phase: FightPhaseName;
  /** Milliseconds until the phase ends. */
  msLeft: number;
  /** Whole seconds until the phase ends, rounded up, for a countdown. */
  secondsLeft: number;
};

function assertTime(nowMs: number): void {
  if (!Number.isFinite(nowMs) || nowMs < 0) throw new RangeError(`nowMs must be a time, got ${nowMs}`);
}

/** The fight running at this instant (milliseconds since the Unix epoch). */
export function fightNumberAt(nowMs: number): number {
  assertTime(nowMs);
  return Math.floor(nowMs / FIGHT_MS);
}

export function fightTimes(fightNumber: number): FightTimes {
  if (!Number.isSafeInteger(fightNumber) || fightNumber < 0)
    throw new RangeError(`fightNumber must be a natural number, got ${fightNumber}`);
  const opensAt = fightNumber * FIGHT_MS;
  const closesAt = opensAt + BETTING_MS;
  return { opensAt, closesAt, decidesAt: closesAt + FIGHTING_MS, settlesAt: opensAt + FIGHT_MS };
}

/** The fight and phase at this instant, and how long the phase has left. */
export function phaseAt(nowMs: number): FightPhase {
  const fightNumber = fightNumberAt(nowMs);
  const { closesAt, decidesAt, settlesAt } = fightTimes(fightNumber);
  const [phase, endsAt]: [FightPhaseName, number] =
    nowMs < closesAt
      ? ['betting', closesAt]
      : nowMs < decidesAt
        ? ['fighting', decidesAt]
        : ['result', settlesAt];
  const msLeft = endsAt - nowMs;
  return { fightNumber, phase, msLeft, secondsLeft: Math.ceil(msLeft / 1000) };
}
