// Proves a mission's progress reads right for counts and amounts: rounded down, capped at 100 when
// the progress passes the target, a zero target reached at once, and which kinds measure money.
import { describe, expect, it } from 'vitest';
import { isPositive, measuresMoney, missionPercent } from './mission-progress';

describe('missionPercent', () => {
  it('reads counts and amounts, rounded down', () => {
    expect(missionPercent('5', '20')).toBe(25);
    expect(missionPercent('1', '3')).toBe(33);
    expect(missionPercent('120.50', '500.00')).toBe(24);
    expect(missionPercent('499.99', '500.00')).toBe(99);
  });

  it('is 100 at or past the target, and for a zero target', () => {
    expect(missionPercent('20', '20')).toBe(100);
    expect(missionPercent('750.00', '500.00')).toBe(100);
    expect(missionPercent('0', '0')).toBe(100);
  });

  it('reads unreadable progress as nothing', () => {
    expect(missionPercent('abc', '20')).toBe(0);
  });
});

describe('measuresMoney and isPositive', () => {
  it('knows the money kinds and positive amounts', () => {
    expect(measuresMoney('VALID_BET')).toBe(true);
    expect(measuresMoney('DEPOSIT')).toBe(true);
    expect(measuresMoney('ROUNDS')).toBe(false);
    expect(measuresMoney('SIGN_IN')).toBe(false);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
  });
});
