// Proves the progress toward a target reads right for amounts and counts: whole percentages rounded
// down, capped at 100 at or past the target, a zero target reached at once, unreadable progress as
// nothing, and which amounts are positive.
import { describe, expect, it } from 'vitest';
import { isPositive, progressPercent } from './progress';

describe('progressPercent', () => {
  it('is the share of the target reached, rounded down, for amounts and counts', () => {
    expect(progressPercent('0.00', '100.00')).toBe(0);
    expect(progressPercent('60.00', '100.00')).toBe(60);
    expect(progressPercent('99.99', '100.00')).toBe(99);
    expect(progressPercent('1.5', '3')).toBe(50);
    expect(progressPercent('5', '20')).toBe(25);
    expect(progressPercent('1', '3')).toBe(33);
  });

  it('is 100 at or above the target, and for a target of zero', () => {
    expect(progressPercent('100.00', '100.00')).toBe(100);
    expect(progressPercent('12345.67', '100.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });

  it('reads unreadable progress as nothing', () => {
    expect(progressPercent('abc', '20')).toBe(0);
  });
});

describe('isPositive', () => {
  it('is true above zero only', () => {
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
  });
});
