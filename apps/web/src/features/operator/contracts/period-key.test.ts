// Proves the run form's quick fill: the latest ended period of each type at the site's clock, across
// the turn of a half month, a month, a year and a day, and the real-time window's settle lag.
import { describe, expect, it } from 'vitest';
import { isPeriodKeyOf, latestEndedPeriodKey } from './period-key';

/** The site at GMT+7: 00:30 on 5 January at the site is 17:30 on 4 January UTC. */
const OFFSET = 7 * 60;
const at = (iso: string) => new Date(iso);

describe('latestEndedPeriodKey', () => {
  it('reads the day and the hour at the site, not in UTC', () => {
    const now = at('2026-01-04T17:30:00Z');
    expect(latestEndedPeriodKey('DAILY', now, OFFSET)).toBe('DW:2026-01-04');
    expect(latestEndedPeriodKey('HOURLY', now, OFFSET)).toBe('HW:2026-01-04T23');
    expect(latestEndedPeriodKey('DAILY', now, 0)).toBe('DW:2026-01-03');
  });

  it("gives the first half of this month from the 16th, and last month's second half before", () => {
    expect(latestEndedPeriodKey('DIVIDEND', at('2026-03-16T00:00:00Z'), 0)).toBe('DIV:2026-03:H1');
    expect(latestEndedPeriodKey('DIVIDEND', at('2026-03-15T23:59:00Z'), 0)).toBe('DIV:2026-02:H2');
    expect(latestEndedPeriodKey('DIVIDEND', at('2025-12-31T17:10:00Z'), OFFSET)).toBe('DIV:2025-12:H2');
  });

  it('gives the last real-time window that ended at least two minutes ago', () => {
    expect(latestEndedPeriodKey('REALTIME', at('2026-01-05T03:12:00Z'), OFFSET)).toBe('RT:2026-01-05T10:05');
    expect(latestEndedPeriodKey('REALTIME', at('2026-01-05T03:11:59Z'), OFFSET)).toBe('RT:2026-01-05T10:00');
    expect(latestEndedPeriodKey('REALTIME', at('2026-01-04T17:01:00Z'), OFFSET)).toBe('RT:2026-01-04T23:50');
  });

  it('writes every key as its type reads them', () => {
    const now = at('2026-07-20T08:44:00Z');
    for (const type of ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const) {
      expect(isPeriodKeyOf(type, latestEndedPeriodKey(type, now, OFFSET))).toBe(true);
    }
    expect(isPeriodKeyOf('DAILY', 'HW:2026-01-05T14')).toBe(false);
  });
});
