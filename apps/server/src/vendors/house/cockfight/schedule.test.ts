// Proves the shared fight clock: fights aligned to the Unix epoch every 180 s, betting for the first 120 s, the fight for the next 40 s, the result for the last 20 s, and the exact boundaries between fights and phases.
import { describe, expect, it } from 'vitest';
import { fightNumberAt, fightTimes, phaseAt } from './schedule';

const NEW_YEAR_2025_MS = Date.UTC(2025, 0, 1); // a multiple of 180 s, so a fight opens at it

describe('fight schedule', () => {
  it('numbers fights from the Unix epoch, one every 180 s', () => {
    expect(fightNumberAt(0)).toBe(0);
    expect(fightNumberAt(179_999)).toBe(0);
    expect(fightNumberAt(180_000)).toBe(1);
    expect(fightNumberAt(NEW_YEAR_2025_MS)).toBe(NEW_YEAR_2025_MS / 180_000);
    expect(fightNumberAt(NEW_YEAR_2025_MS - 1)).toBe(NEW_YEAR_2025_MS / 180_000 - 1);
  });

  it('opens fight n at n × 180 s, closes betting 120 s later, decides at 160 s and ends at the next', () => {
    expect(fightTimes(0)).toEqual({ opensAt: 0, closesAt: 120_000, decidesAt: 160_000, settlesAt: 180_000 });
    const fight = fightNumberAt(NEW_YEAR_2025_MS);
    expect(fightTimes(fight)).toEqual({
      opensAt: NEW_YEAR_2025_MS,
      closesAt: NEW_YEAR_2025_MS + 120_000,
      decidesAt: NEW_YEAR_2025_MS + 160_000,
      settlesAt: NEW_YEAR_2025_MS + 180_000,
    });
    expect(fightTimes(fight).settlesAt).toBe(fightTimes(fight + 1).opensAt);
  });

  it('is betting from the opening instant up to the millisecond before closing', () => {
    const fight = fightNumberAt(NEW_YEAR_2025_MS);
    const { opensAt, closesAt } = fightTimes(fight);
    expect(phaseAt(opensAt)).toEqual({
      fightNumber: fight,
      phase: 'betting',
      msLeft: 120_000,
      secondsLeft: 120,
    });
    expect(phaseAt(opensAt + 500)).toEqual({
      fightNumber: fight,
      phase: 'betting',
      msLeft: 119_500,
      secondsLeft: 120,
    });
    expect(phaseAt(closesAt - 1)).toEqual({
      fightNumber: fight,
      phase: 'betting',
      msLeft: 1,
      secondsLeft: 1,
    });
  });

  it('is fighting from the closing instant until the result, then shows the result until the next fight', () => {
    const fight = fightNumberAt(NEW_YEAR_2025_MS);
    const { closesAt, decidesAt, settlesAt } = fightTimes(fight);
    expect(phaseAt(closesAt)).toEqual({
      fightNumber: fight,
      phase: 'fighting',
      msLeft: 40_000,
      secondsLeft: 40,
    });
    expect(phaseAt(decidesAt - 1)).toEqual({
      fightNumber: fight,
      phase: 'fighting',
      msLeft: 1,
      secondsLeft: 1,
    });
    expect(phaseAt(decidesAt)).toEqual({
      fightNumber: fight,
      phase: 'result',
      msLeft: 20_000,
      secondsLeft: 20,
    });
    expect(phaseAt(settlesAt - 1)).toEqual({
      fightNumber: fight,
      phase: 'result',
      msLeft: 1,
      secondsLeft: 1,
    });
    expect(phaseAt(settlesAt)).toMatchObject({ fightNumber: fight + 1, phase: 'betting', secondsLeft: 120 });
  });

  it('refuses times and fight numbers that are not natural', () => {
    expect(() => fightNumberAt(-1)).toThrow(RangeError);
    expect(() => fightNumberAt(Number.NaN)).toThrow(RangeError);
    expect(() => phaseAt(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fightTimes(-1)).toThrow(RangeError);
    expect(() => fightTimes(2.5)).toThrow(RangeError);
  });
});
