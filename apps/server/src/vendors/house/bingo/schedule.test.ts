// Proves each room's round clock: rounds aligned to the Unix epoch at the room's round length, buying first, then one ball every few seconds (the first one interval after buying closes, the last at the start of the result), then the result, with the exact boundaries between rounds, phases and balls.
import { describe, expect, it } from 'vitest';
import { findBingoRoom } from './rooms';
import { ballCalledAt, phaseAt, roundNumberAt, roundTimes } from './schedule';

const saigon = findBingoRoom('BG01')!; // 240 s: 90 s buying, 42 balls 3 s apart (126 s), 24 s result
const mekong = findBingoRoom('BG02')!; // 180 s: 70 s buying, 40 balls 2 s apart (80 s), 30 s result
const NEW_YEAR_2025_MS = Date.UTC(2025, 0, 1); // a multiple of 240 s and 180 s

describe('round schedule', () => {
  it('numbers rounds from the Unix epoch at each room’s round length', () => {
    expect(roundNumberAt(saigon, 0)).toBe(0);
    expect(roundNumberAt(saigon, 239_999)).toBe(0);
    expect(roundNumberAt(saigon, 240_000)).toBe(1);
    expect(roundNumberAt(mekong, 180_000)).toBe(1);
    expect(roundNumberAt(saigon, NEW_YEAR_2025_MS)).toBe(NEW_YEAR_2025_MS / 240_000);
    expect(roundNumberAt(mekong, NEW_YEAR_2025_MS - 1)).toBe(NEW_YEAR_2025_MS / 180_000 - 1);
  });

  it('opens round n at n × length, closes buying, calls the last ball and ends as the room says', () => {
    expect(roundTimes(saigon, 0)).toEqual({
      opensAt: 0,
      closesAt: 90_000,
      drawnAt: 216_000,
      endsAt: 240_000,
    });
    expect(roundTimes(mekong, 0)).toEqual({
      opensAt: 0,
      closesAt: 70_000,
      drawnAt: 150_000,
      endsAt: 180_000,
    });
    const round = roundNumberAt(saigon, NEW_YEAR_2025_MS);
    expect(roundTimes(saigon, round).opensAt).toBe(NEW_YEAR_2025_MS);
    expect(roundTimes(saigon, round).endsAt).toBe(roundTimes(saigon, round + 1).opensAt);
  });

  it('calls ball k one interval after ball k − 1, the first one interval after buying closes', () => {
    const { closesAt, drawnAt } = roundTimes(saigon, 7);
    expect(ballCalledAt(saigon, 7, 0)).toBe(closesAt + 3_000);
    expect(ballCalledAt(saigon, 7, 1)).toBe(closesAt + 6_000);
    expect(ballCalledAt(saigon, 7, 41)).toBe(drawnAt);
    expect(() => ballCalledAt(saigon, 7, 42)).toThrow(RangeError);
    expect(() => ballCalledAt(saigon, 7, -1)).toThrow(RangeError);
  });

  it('is buying from the opening instant up to the millisecond before closing, with no ball out', () => {
    const round = roundNumberAt(saigon, NEW_YEAR_2025_MS);
    const { opensAt, closesAt } = roundTimes(saigon, round);
    expect(phaseAt(saigon, opensAt)).toEqual({
      roundNumber: round,
      phase: 'buying',
      ballsCalled: 0,
      msLeft: 90_000,
      secondsLeft: 90,
    });
    expect(phaseAt(saigon, closesAt - 1)).toEqual({
      roundNumber: round,
      phase: 'buying',
      ballsCalled: 0,
      msLeft: 1,
      secondsLeft: 1,
    });
  });

  it('counts the balls out while drawing, then shows the result until the next round', () => {
    const round = roundNumberAt(saigon, NEW_YEAR_2025_MS);
    const { closesAt, drawnAt, endsAt } = roundTimes(saigon, round);
    expect(phaseAt(saigon, closesAt)).toEqual({
      roundNumber: round,
      phase: 'drawing',
      ballsCalled: 0,
      msLeft: 126_000,
      secondsLeft: 126,
    });
    expect(phaseAt(saigon, ballCalledAt(saigon, round, 0) - 1).ballsCalled).toBe(0);
    expect(phaseAt(saigon, ballCalledAt(saigon, round, 0)).ballsCalled).toBe(1);
    expect(phaseAt(saigon, ballCalledAt(saigon, round, 40))).toMatchObject({
      phase: 'drawing',
      ballsCalled: 41,
    });
    expect(phaseAt(saigon, drawnAt - 1)).toMatchObject({ phase: 'drawing', ballsCalled: 41, msLeft: 1 });
    expect(phaseAt(saigon, drawnAt)).toEqual({
      roundNumber: round,
      phase: 'result',
      ballsCalled: 42,
      msLeft: 24_000,
      secondsLeft: 24,
    });
    expect(phaseAt(saigon, endsAt - 1)).toMatchObject({ phase: 'result', ballsCalled: 42, secondsLeft: 1 });
    expect(phaseAt(saigon, endsAt)).toMatchObject({
      roundNumber: round + 1,
      phase: 'buying',
      ballsCalled: 0,
    });
  });

  it('refuses times and round numbers that are not natural', () => {
    expect(() => roundNumberAt(saigon, -1)).toThrow(RangeError);
    expect(() => roundNumberAt(saigon, Number.NaN)).toThrow(RangeError);
    expect(() => phaseAt(saigon, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundTimes(saigon, -1)).toThrow(RangeError);
    expect(() => roundTimes(saigon, 2.5)).toThrow(RangeError);
  });
});
