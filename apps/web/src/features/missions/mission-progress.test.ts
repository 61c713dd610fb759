// Proves which mission kinds measure money.
import { describe, expect, it } from 'vitest';
import { measuresMoney } from './mission-progress';

describe('measuresMoney', () => {
  it('knows the money kinds', () => {
    expect(measuresMoney('VALID_BET')).toBe(true);
    expect(measuresMoney('DEPOSIT')).toBe(true);
    expect(measuresMoney('ROUNDS')).toBe(false);
    expect(measuresMoney('SIGN_IN')).toBe(false);
  });
});
