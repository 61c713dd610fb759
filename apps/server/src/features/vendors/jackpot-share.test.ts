// Proves the jackpot share of a stake: 0.5 %, rounded down, nothing for nothing.
import { describe, expect, it } from 'vitest';
import { jackpotShareOf } from './jackpot-share';

describe('jackpotShareOf', () => {
  it('takes 0.5 % rounded down to a minor unit', () => {
    expect(jackpotShareOf(200n)).toBe(1n);
    expect(jackpotShareOf(1_000n)).toBe(5n);
    expect(jackpotShareOf(199n)).toBe(0n);
    expect(jackpotShareOf(123_456n)).toBe(617n);
  });

  it('takes nothing from no stake', () => {
    expect(jackpotShareOf(0n)).toBe(0n);
    expect(jackpotShareOf(-100n)).toBe(0n);
  });
});
