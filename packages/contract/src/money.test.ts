// Proves decimal strings and minor units convert exactly, and malformed amounts are refused.
import { describe, expect, it } from 'vitest';
import { amountSchema, fromMinor, toMinor } from './money';

describe('money', () => {
  it('converts both ways without floating point', () => {
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('12.34')).toBe(1234n);
    expect(toMinor('999999999999999.99')).toBe(99999999999999999n);
    expect(fromMinor(1234n)).toBe('12.34');
    expect(fromMinor(5n)).toBe('0.05');
    expect(fromMinor(-250n)).toBe('-2.50');
  });

  it('refuses negative, malformed and over-precise amounts', () => {
    for (const bad of ['-1', '1.234', '1e3', '', '01', 'abc', '1.']) {
      expect(amountSchema.safeParse(bad).success).toBe(false);
      expect(() => toMinor(bad)).toThrow(RangeError);
    }
  });
});
