// Proves the pure posting rules: zero sum, one posting per account, reversal, transfers.
import { describe, expect, it } from 'vitest';
import { reversePostings, transfer, validatePostings } from './postings';

describe('postings', () => {
  it('accepts balanced postings and refuses the rest', () => {
    expect(() => validatePostings(transfer(1, 2, 500n))).not.toThrow();
    expect(() =>
      validatePostings([
        { ledgerAccountId: 1, amountMinor: -5n },
        { ledgerAccountId: 2, amountMinor: 4n },
      ]),
    ).toThrow(/sum/);
    expect(() => validatePostings([{ ledgerAccountId: 1, amountMinor: 5n }])).toThrow(/two postings/);
    expect(() =>
      validatePostings([
        { ledgerAccountId: 1, amountMinor: -5n },
        { ledgerAccountId: 1, amountMinor: 5n },
      ]),
    ).toThrow(/once/);
    expect(() =>
      validatePostings([
        { ledgerAccountId: 1, amountMinor: 0n },
        { ledgerAccountId: 2, amountMinor: 0n },
      ]),
    ).toThrow(/non-zero/);
  });

  it('reverses a transaction and refuses empty transfers', () => {
    expect(reversePostings(transfer(1, 2, 7n))).toEqual([
      { ledgerAccountId: 1, amountMinor: 7n },
      { ledgerAccountId: 2, amountMinor: -7n },
    ]);
    expect(() => transfer(1, 2, 0n)).toThrow();
  });
});
