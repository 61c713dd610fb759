// Proves the shared round clock: rounds aligned to the Unix epoch every 30 s, betting for the first 20 s, and the exact boundaries between rounds and phases.
import { describe, expect, it } from 'vitest';
import { phaseAt, roundNumberAt, roundTimes } from './schedule';

const NEW_YEAR_2025_MS = Date.UTC(2025, 0, 1); // a multiple of 30 s, so a round opens at it

describe('round schedule', () => {
  it('numbers rounds from the Unix epoch, one every 30 s', () => {
    expect(roundNumberAt(0)).toBe(0);
    expect(roundNumberAt(29_999)).toBe(0);
    expect(roundNumberAt(30_000)).toBe(1);
    expect(roundNumberAt(NEW_YEAR_2025_MS)).toBe(NEW_YEAR_2025_MS / 30_000);
    expect(roundNumberAt(NEW_YEAR_2025_MS - 1)).toBe(NEW_YEAR_2025_MS / 30_000 - 1);
  });

  it('opens round n at n × 30 s, closes betting 20 s later and settles at the next round', () => {
    expect(roundTimes(0)).toEqual({ opensAt: 0, closesAt: 20_000, settlesAt: 30_000 });
    const round = roundNumberAt(NEW_YEAR_2025_MS);
    expect(roundTimes(round)).toEqual({
      opensAt: NEW_YEAR_2025_MS,
      closesAt: NEW_YEAR_2025_MS + 20_000,
      settlesAt: NEW_YEAR_2025_MS + 30_000,
    });
    expect(roundTimes(round).settlesAt).toBe(roundTimes(round + 1).opensAt);
  });

  it('is betting from the opening instant up to the millisecond before closing', () => {
    const round = roundNumberAt(NEW_YEAR_2025_MS);
    const { opensAt, closesAt } = roundTimes(round);
    expect(phaseAt(opensAt)).toEqual({
      roundNumber: round,
      phase: 'betting',
      msLeft: 20_000,
      secondsLeft: 20,
    });
    expect(phaseAt(opensAt + 500)).toEqual({
      roundNumber: round,
      phase: 'betting',
      msLeft: 19_500,
      secondsLeft: 20,
    });
    expect(phaseAt(closesAt - 1)).toEqual({
      roundNumber: round,
      phase: 'betting',
      msLeft: 1,
      secondsLeft: 1,
    });
  });

  it('is dealing from the closing instant until the next round opens', () => {
    const round = roundNumberAt(NEW_YEAR_2025_MS);
    const { closesAt, settlesAt } = roundTimes(round);
    expect(phaseAt(closesAt)).toEqual({
      roundNumber: round,
      phase: 'dealing',
      msLeft: 10_000,
      secondsLeft: 10,
    });
    expect(phaseAt(settlesAt - 1)).toEqual({
      roundNumber: round,
      phase: 'dealing',
      msLeft: 1,
      secondsLeft: 1,
    });
    expect(phaseAt(settlesAt)).toMatchObject({ roundNumber: round + 1, phase: 'betting', secondsLeft: 20 });
  });

  it('refuses times and round numbers that are not natural', () => {
    expect(() => roundNumberAt(-1)).toThrow(RangeError);
    expect(() => roundNumberAt(Number.NaN)).toThrow(RangeError);
    expect(() => phaseAt(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundTimes(-1)).toThrow(RangeError);
    expect(() => roundTimes(2.5)).toThrow(RangeError);
  });
});
