// The pure rules of responsible gaming at their edges: a decrease at once, a raise after 24 hours,
// the same raise asked twice keeping its time, the lowest room winning, and the ends of breaks.
import { describe, expect, it } from 'vitest';
import {
  breakEnd,
  changedLimit,
  depositRoom,
  limitAt,
  NO_LIMIT,
  siteDateTime,
} from './responsible-gaming.rules';

const now = new Date('2026-11-28T10:00:00Z');
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('deposit limit changes', () => {
  it('applies a first limit and a decrease at once, dropping a waiting raise', () => {
    const first = changedLimit(NO_LIMIT, 100_00n, now);
    expect(first).toEqual({ amountMinor: 100_00n, pendingAmountMinor: null, pendingFrom: null });
    const raised = changedLimit(first, 500_00n, now);
    const lowered = changedLimit(raised, 50_00n, hoursLater(1));
    expect(lowered).toEqual({ amountMinor: 50_00n, pendingAmountMinor: null, pendingFrom: null });
  });

  it('makes a raise and a removal wait 24 hours while the lower limit stays', () => {
    const limit = changedLimit(NO_LIMIT, 100_00n, now);
    const raised = changedLimit(limit, 500_00n, now);
    expect(raised).toEqual({
      amountMinor: 100_00n,
      pendingAmountMinor: 500_00n,
      pendingFrom: hoursLater(24),
    });
    expect(limitAt(raised, hoursLater(23.99)).amountMinor).toBe(100_00n);
    expect(limitAt(raised, hoursLater(24))).toEqual({
      amountMinor: 500_00n,
      pendingAmountMinor: null,
      pendingFrom: null,
    });
    const removed = changedLimit(limit, null, now);
    expect(removed.amountMinor).toBe(100_00n);
    expect(limitAt(removed, hoursLater(24)).amountMinor).toBeNull();
  });

  it('keeps the waiting time when the same raise is asked again, and restarts it for another', () => {
    const raised = changedLimit(changedLimit(NO_LIMIT, 100_00n, now), 500_00n, now);
    expect(changedLimit(raised, 500_00n, hoursLater(5)).pendingFrom).toEqual(hoursLater(24));
    expect(changedLimit(raised, 600_00n, hoursLater(5)).pendingFrom).toEqual(hoursLater(29));
    expect(changedLimit(raised, 100_00n, hoursLater(5))).toEqual({
      amountMinor: 100_00n,
      pendingAmountMinor: null,
      pendingFrom: null,
    });
  });

  it('leaves no limit alone when none is asked', () => {
    expect(changedLimit(NO_LIMIT, null, now)).toEqual(NO_LIMIT);
  });
});

describe('deposit room', () => {
  it('is the lowest room of the periods with a limit, never below zero', () => {
    expect(depositRoom([{ amountMinor: null, usedMinor: 5_00n }])).toBeNull();
    expect(
      depositRoom([
        { amountMinor: 100_00n, usedMinor: 30_00n },
        { amountMinor: 500_00n, usedMinor: 450_00n },
        { amountMinor: null, usedMinor: 999_00n },
      ]),
    ).toBe(50_00n);
    expect(depositRoom([{ amountMinor: 100_00n, usedMinor: 130_00n }])).toBe(0n);
  });
});

describe('breaks from play', () => {
  it('ends a time-out after whole days and a self-exclusion after calendar months', () => {
    expect(breakEnd({ kind: 'timeOut', days: 1 }, now)).toEqual(hoursLater(24));
    expect(breakEnd({ kind: 'timeOut', days: 42 }, now)).toEqual(hoursLater(42 * 24));
    expect(breakEnd({ kind: 'selfExclusion', months: 6 }, now)).toEqual(new Date('2027-05-28T10:00:00Z'));
    expect(breakEnd({ kind: 'selfExclusion', months: 60 }, now)).toEqual(new Date('2031-11-28T10:00:00Z'));
    // 31 August plus six months is the last day of February.
    expect(breakEnd({ kind: 'selfExclusion', months: 6 }, new Date('2026-08-31T23:00:00Z'))).toEqual(
      new Date('2027-02-28T23:00:00Z'),
    );
  });

  it("writes a moment as the site's clock shows it", () => {
    expect(siteDateTime(new Date('2026-11-28T17:30:00Z'), 480)).toBe('2026-11-29 01:30 (GMT+8)');
    expect(siteDateTime(new Date('2026-11-28T17:30:00Z'), -330)).toBe('2026-11-28 12:00 (GMT-5:30)');
  });
});
