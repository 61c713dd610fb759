// Proves how ledger transaction kinds read in the account record, and that every kind has one type.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_RECORD_TYPES } from '@playdeck/contract/records';
import { detailOf, kindsOf, recordTypeOf } from './ledger-kinds';

describe('recordTypeOf', () => {
  it('names the kinds of every feature that moves money', () => {
    expect(recordTypeOf('deposit')).toBe('deposit');
    expect(recordTypeOf('withdrawal_hold')).toBe('withdrawal');
    expect(recordTypeOf('withdrawal_refund')).toBe('withdrawalRefund');
    expect(recordTypeOf('transfer_to_vendor')).toBe('transfer');
    expect(recordTypeOf('transfer_from_vendor')).toBe('transfer');
    expect(recordTypeOf('upline_transfer')).toBe('upline');
    expect(recordTypeOf('vendor_debit')).toBe('bet');
    expect(recordTypeOf('vendor_credit')).toBe('payout');
    expect(recordTypeOf('vendor_rollback')).toBe('betRefund');
    expect(recordTypeOf('demo_bonus')).toBe('bonus');
    expect(recordTypeOf('bonus_vip')).toBe('bonus');
    expect(recordTypeOf('test_fund')).toBe('other');
  });

  it('gives each type the kinds that map back to it', () => {
    for (const type of ACCOUNT_RECORD_TYPES) {
      if (type === 'other') continue;
      for (const kind of kindsOf(type).kinds) expect(recordTypeOf(kind)).toBe(type);
    }
    expect(kindsOf('other').negate).toBe(true);
  });
});

describe('detailOf', () => {
  it('reads a reference, a request or a vendor and game', () => {
    expect(detailOf({ depositId: 1, reference: 'PDABCDEFGH' })).toBe('PDABCDEFGH');
    expect(detailOf({ withdrawalId: 7 })).toBe('#7');
    expect(detailOf({ vendorCode: 'PDSLOT', gameCode: 'lucky', roundId: 'r1' })).toBe('PDSLOT · lucky');
    expect(detailOf({})).toBeNull();
    expect(detailOf(null)).toBeNull();
  });
});
