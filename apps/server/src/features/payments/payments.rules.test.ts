// Proves the pure payment rules: limits, masking, references, holder-name comparison and the state
// machines of deposits and withdrawals.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../plugins/errors';
import {
  checkLimits,
  depositMayMove,
  maskAccountNumber,
  newDepositReference,
  normalizeHolderName,
  withdrawalMayMove,
} from './payments.rules';

describe('checkLimits', () => {
  it('accepts both bounds and refuses outside them with the bounds as text', () => {
    expect(() => checkLimits(1000n, 1000n, 5000n)).not.toThrow();
    expect(() => checkLimits(5000n, 1000n, 5000n)).not.toThrow();
    try {
      checkLimits(999n, 1000n, 5000n);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('AMOUNT_OUT_OF_LIMITS');
      expect((error as AppError).options.params).toEqual({ min: '10.00', max: '50.00' });
    }
    expect(() => checkLimits(5001n, 1000n, 5000n)).toThrow(AppError);
  });
});

describe('account numbers and references', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('0123456789')).toBe('****6789');
  });

  it('makes unambiguous references', () => {
    const references = new Set(Array.from({ length: 200 }, newDepositReference));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^PD[A-HJ-NP-Z2-9]{8}$/);
  });
});

describe('normalizeHolderName', () => {
  it('ignores accents, case, punctuation and extra spaces', () => {
    expect(normalizeHolderName('  Nguyễn  Văn   Đạt ')).toBe('NGUYEN VAN DAT');
    expect(normalizeHolderName('NGUYEN VAN DAT')).toBe('NGUYEN VAN DAT');
    expect(normalizeHolderName("O'Brien-Smith")).toBe('O BRIEN SMITH');
  });
});

describe('state machines', () => {
  it('lets a deposit leave pending only', () => {
    expect(depositMayMove('pending', 'credited')).toBe(true);
    expect(depositMayMove('pending', 'failed')).toBe(true);
    expect(depositMayMove('credited', 'failed')).toBe(false);
    expect(depositMayMove('failed', 'credited')).toBe(false);
  });

  it('lets a withdrawal be paid or rejected once, and a paid one be received', () => {
    expect(withdrawalMayMove('pending', 'paid')).toBe(true);
    expect(withdrawalMayMove('pending', 'rejected')).toBe(true);
    expect(withdrawalMayMove('paid', 'received')).toBe(true);
    expect(withdrawalMayMove('paid', 'rejected')).toBe(false);
    expect(withdrawalMayMove('rejected', 'paid')).toBe(false);
    expect(withdrawalMayMove('received', 'paid')).toBe(false);
  });
});
