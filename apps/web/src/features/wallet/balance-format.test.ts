// Proves how a balance reads (SPEC.md §9): two decimals with thousands separators from the API's
// decimal string, asterisks when hidden, a dash for anything that is not a balance.
import { describe, expect, it } from 'vitest';
import { HIDDEN_BALANCE, UNKNOWN_BALANCE, formatBalance } from './balance-format';

describe('formatBalance', () => {
  it('shows two decimals with thousands separators and the currency symbol', () => {
    expect(formatBalance('1234567.5', { symbol: '$' })).toBe('$1,234,567.50');
    expect(formatBalance('0.00')).toBe('0.00');
    expect(formatBalance('007')).toBe('7.00');
    expect(formatBalance('-12.345')).toBe('-12.34');
  });

  it('hides the amount as asterisks', () => {
    expect(formatBalance('1234.50', { hidden: true, symbol: '$' })).toBe(HIDDEN_BALANCE);
    expect(formatBalance(undefined, { hidden: true })).toBe('******');
  });

  it('shows a dash, never a number, when there is no balance', () => {
    expect(formatBalance(undefined)).toBe(UNKNOWN_BALANCE);
    expect(formatBalance(null)).toBe('—');
    expect(formatBalance('12,00')).toBe('—');
  });
});
