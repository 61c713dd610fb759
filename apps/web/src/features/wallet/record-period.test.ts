// Proves the record screens open on the server's default period: today and the six days before.
import { describe, expect, it } from 'vitest';
import { defaultPeriod } from './record-period';

describe('defaultPeriod', () => {
  it('spans seven calendar days ending today', () => {
    expect(defaultPeriod(new Date(2026, 10, 22, 15, 0))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
  it('crosses a month and a year', () => {
    expect(defaultPeriod(new Date(2027, 0, 3))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});
