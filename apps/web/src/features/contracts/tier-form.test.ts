// Proves the offer form's way to the contract: blank thresholds read as 0, the payout chosen (a fixed
// amount only where the type allows one, no net loss for the real-time salary), the contract's own
// messages for a bad rate or amount, a contract's tiers back as rows, and where a refusal's field
// message lands.
import { describe, expect, it } from 'vitest';
import { EMPTY_TIER, offerFormSchema, rowsOf, tierFieldOf } from './tier-form';

describe('offerFormSchema', () => {
  it('turns rows into the payload, blank thresholds as 0', () => {
    const parsed = offerFormSchema.parse({
      type: 'DAILY',
      category: 'RNG',
      payout: 'fixed',
      tiers: [
        { ...EMPTY_TIER, minActive: '5', fixedAmount: '200', rate: '9' },
        { ...EMPTY_TIER, minValidBet: '100000', minNetLoss: '50', minActive: '6', fixedAmount: '500.00' },
      ],
    });
    expect(parsed).toEqual({
      type: 'DAILY',
      category: 'RNG',
      tiers: [
        { minValidBet: '0.00', minNetLoss: '0.00', minActive: 5, fixedAmount: '200' },
        { minValidBet: '100000', minNetLoss: '50', minActive: 6, fixedAmount: '500.00' },
      ],
    });
  });

  it('pays a rate and drops the net loss where the type has neither a fixed amount nor a net loss', () => {
    const parsed = offerFormSchema.parse({
      type: 'REALTIME',
      category: 'ALL',
      payout: 'fixed',
      tiers: [{ ...EMPTY_TIER, minNetLoss: '999', rate: '0.5', fixedAmount: '10' }],
    });
    expect(parsed.tiers).toEqual([{ minValidBet: '0.00', minNetLoss: '0.00', minActive: 0, rate: '0.5' }]);
  });

  it("refuses with the contract's messages, on the tier's field", () => {
    const result = offerFormSchema.safeParse({
      type: 'DIVIDEND',
      category: 'ALL',
      payout: 'rate',
      tiers: [
        { ...EMPTY_TIER, rate: '101' },
        { ...EMPTY_TIER, minValidBet: '1.234', minActive: '1e3', rate: '' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([['tiers.1.minActive', 'validation.invalid']]);
    const next = offerFormSchema.safeParse({
      type: 'DIVIDEND',
      category: 'ALL',
      payout: 'rate',
      tiers: [
        { ...EMPTY_TIER, rate: '101' },
        { ...EMPTY_TIER, minValidBet: '1.234', rate: '' },
      ],
    });
    expect(next.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tiers.0.rate', 'validation.rateInvalid'],
      ['tiers.1.minValidBet', 'validation.amountInvalid'],
      ['tiers.1.rate', 'validation.rateInvalid'],
    ]);
    expect(
      offerFormSchema.safeParse({ type: 'DIVIDEND', category: 'ALL', payout: 'rate', tiers: [] }).error!
        .issues[0]!.message,
    ).toBe('validation.tiersRequired');
  });
});

describe('rowsOf', () => {
  it("gives a contract's tiers as rows, and the payout they use", () => {
    expect(
      rowsOf([{ minValidBet: '100.00', minNetLoss: '0.00', minActive: 2, rate: null, fixedAmount: '50.00' }]),
    ).toEqual({
      payout: 'fixed',
      tiers: [{ minValidBet: '100.00', minNetLoss: '0.00', minActive: '2', rate: '', fixedAmount: '50.00' }],
    });
    expect(
      rowsOf([{ minValidBet: '0.00', minNetLoss: '0.00', minActive: 0, rate: '1.25', fixedAmount: null }])
        .payout,
    ).toBe('rate');
  });
});

describe('tierFieldOf', () => {
  it("puts a tier's message on its input, a payout message on the payout input shown", () => {
    expect(tierFieldOf('tiers.2.minActive', 'rate')).toBe('tiers.2.minActive');
    expect(tierFieldOf('tiers.0.rate', 'rate')).toBe('tiers.0.rate');
    expect(tierFieldOf('tiers.0.rate', 'fixed')).toBe('tiers.0.fixedAmount');
    expect(tierFieldOf('tiers.1.fixedAmount', 'rate')).toBe('tiers.1.rate');
    expect(tierFieldOf('tiers', 'rate')).toBeNull();
    expect(tierFieldOf('tiers.1.unknown', 'rate')).toBeNull();
    expect(tierFieldOf('holderId', 'rate')).toBeNull();
  });
});
