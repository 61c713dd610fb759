// Proves how money reads and how typed amounts compare with limits, without floats.
import { describe, expect, it } from 'vitest';
import { amountWithin, formatBalance, formatSignedAmount, newRequestId } from './money';

describe('money', () => {
  it('formats balances and signed amounts', () => {
    expect(formatBalance('1234567.5', { symbol: '$' })).toBe('$1,234,567.50');
    expect(formatSignedAmount('20.00', '$')).toBe('+$20.00');
    expect(formatSignedAmount('-20.00', '$')).toBe('-$20.00');
    expect(formatSignedAmount('0.00')).toBe('0.00');
  });

  it('compares amounts with limits in cents, both bounds included', () => {
    expect(amountWithin('50', '50.00', '100000.00')).toBe(true);
    expect(amountWithin('49.99', '50.00', '100000.00')).toBe(false);
    expect(amountWithin('100000.00', '50.00', '100000.00')).toBe(true);
    expect(amountWithin('100000.01', '50.00', '100000.00')).toBe(false);
    expect(amountWithin('0.1', '0.10', '0.10')).toBe(true);
  });

  it('makes request keys the server accepts', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
