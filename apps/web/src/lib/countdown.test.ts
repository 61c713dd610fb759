// Proves the countdown text and the server clock offset the lottery pages count down with.
import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and seconds, a started second counting whole', () => {
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(58_001)).toBe('00:59');
    expect(formatCountdown(200)).toBe('00:01');
    expect(formatCountdown(5 * 60_000)).toBe('05:00');
  });

  it('shows hours from one hour, and 00:00 when nothing is left', () => {
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('clockOffsetMs', () => {
  it('is the server time minus the device time', () => {
    const device = Date.parse('2026-01-01T00:00:00.000Z');
    expect(clockOffsetMs('2026-01-01T00:00:02.500Z', device)).toBe(2_500);
    expect(clockOffsetMs('2025-12-31T23:59:59.000Z', device)).toBe(-1_000);
  });

  it('is zero for a timestamp it cannot read', () => {
    expect(clockOffsetMs('not a time', 0)).toBe(0);
  });
});
