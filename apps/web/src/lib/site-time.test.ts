// Proves the site's days and times are read at the site's offset, whatever the browser's zone: the
// day turns at the site's midnight, periods end on the site's today, and instants are written as the
// site's wall clock shows them.
import { describe, expect, it } from 'vitest';
import { addDays, formatGmtOffset, formatSiteTime, siteDay, sitePeriod, siteTime } from './site-time';

const GMT8 = 480;

describe('site time', () => {
  it("reads today at the site's offset: at 22:25 UTC on the 24th it is the 25th at GMT+8", () => {
    const now = new Date('2026-11-24T22:25:00Z');
    expect(siteDay(now, GMT8)).toBe('2026-11-25');
    expect(siteDay(now, 0)).toBe('2026-11-24');
    expect(siteDay(now, -300)).toBe('2026-11-24');
    expect(siteTime(now, GMT8)).toBe('2026-11-25 06:25:00');
  });

  it('moves across months and years, and ends a period on the site today', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(sitePeriod(new Date('2026-11-24T22:25:00Z'), GMT8, 7)).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
    expect(sitePeriod(new Date('2026-11-24T22:25:00Z'), GMT8, 1)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });

  it('writes the zone and an instant as the site shows them', () => {
    expect(formatGmtOffset(480)).toBe('GMT+8');
    expect(formatGmtOffset(-210)).toBe('GMT-3:30');
    expect(formatGmtOffset(0)).toBe('GMT+0');
    const instant = '2026-11-24T22:25:07Z';
    expect(formatSiteTime(instant, GMT8, 'en', 'date')).toBe('Nov 25, 2026');
    expect(formatSiteTime(instant, GMT8, 'en', 'time')).toBe('6:25:07 AM');
    expect(formatSiteTime(new Date(instant), 0, 'en', 'date')).toBe('Nov 24, 2026');
  });
});
