// Proves the agent clock's offset label and site time.
import { describe, expect, it } from 'vitest';
import { formatGmtOffset, siteTime } from '../../../lib/site-time';

describe('agent clock', () => {
  it('formats offsets', () => {
    expect(formatGmtOffset(480)).toBe('GMT+8');
    expect(formatGmtOffset(-210)).toBe('GMT-3:30');
    expect(formatGmtOffset(0)).toBe('GMT+0');
  });

  it('shows the time at the site offset', () => {
    expect(siteTime(new Date('2026-01-01T20:00:05Z'), 480)).toBe('2026-01-02 04:00:05');
  });
});
