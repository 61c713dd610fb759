// Proves the date conversion of the desk's forms: an ISO instant becomes a datetime-local value in the
// browser's time zone and back to the same instant, an empty input is no date, and a value that is
// not a date is passed on for the contract to refuse.
import { describe, expect, it } from 'vitest';
import { dateInputToIso, isoToDateInput } from './date-input';

describe('date inputs', () => {
  it('round-trips an instant through the local datetime-local value', () => {
    const local = isoToDateInput('2026-03-01T10:15:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(dateInputToIso(local)).toBe('2026-03-01T10:15:00.000Z');
  });

  it('reads a datetime-local value in the browser time zone', () => {
    expect(dateInputToIso('2026-03-01T10:00')).toBe(new Date(2026, 2, 1, 10, 0).toISOString());
  });

  it('treats empty as no date', () => {
    expect(isoToDateInput(null)).toBe('');
    expect(isoToDateInput(undefined)).toBe('');
    expect(dateInputToIso('')).toBeNull();
    expect(dateInputToIso('   ')).toBeNull();
  });

  it('passes on what is not a date so that the contract refuses it', () => {
    expect(dateInputToIso('tomorrow')).toBe('tomorrow');
    expect(isoToDateInput('not a date')).toBe('');
  });
});
