// Proves the progress toward a VIP threshold: whole percentages rounded down, capped at 100, and a
// zero threshold counted as reached.
import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress';

describe('progressPercent', () => {
  it('is the share of the threshold reached, rounded down', () => {
    expect(progressPercent('0.00', '100.00')).toBe(0);
    expect(progressPercent('60.00', '100.00')).toBe(60);
    expect(progressPercent('99.99', '100.00')).toBe(99);
    expect(progressPercent('1.5', '3')).toBe(50);
  });

  it('is 100 at or above the threshold, and for a threshold of zero', () => {
    expect(progressPercent('100.00', '100.00')).toBe(100);
    expect(progressPercent('12345.67', '100.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});
