// Proves the offer form's pure rules: the columns each type's tiers have, the body sent for each
// payout kind, and where a refusal's tier messages land (the payout cell in view, never a column the
// type has not got).
import { describe, expect, it } from 'vitest';
import { checkOffer, emptyOffer, placeOfferErrors, tierColumns, toOfferBody } from './offer-form';

describe('tierColumns', () => {
  it('asks each type for its own thresholds, and a fixed amount only of the wages', () => {
    expect(tierColumns('DIVIDEND', 'FIXED')).toEqual(['minValidBet', 'minNetLoss', 'minActive', 'rate']);
    expect(tierColumns('HOURLY', 'FIXED')).toEqual(['minValidBet', 'minActive', 'minNetLoss', 'fixedAmount']);
    expect(tierColumns('REALTIME', 'RATE')).toEqual(['minValidBet', 'minActive', 'rate']);
  });
});

describe('toOfferBody and checkOffer', () => {
  it('sends empty thresholds as 0 and only the columns of the type', () => {
    const values = {
      ...emptyOffer(),
      holderId: ' 12 ',
      type: 'REALTIME' as const,
      tiers: [{ minValidBet: '', minNetLoss: '900', minActive: '', rate: '0.5', fixedAmount: '7' }],
    };
    expect(toOfferBody(values)).toEqual({
      holderId: 12,
      type: 'REALTIME',
      category: 'ALL',
      tiers: [{ minValidBet: '0', minActive: 0, rate: '0.5' }],
    });
    expect(checkOffer(values)).toEqual({});
  });

  it('refuses a fixed amount that is not an amount, on its cell', () => {
    const values = {
      ...emptyOffer(),
      holderId: '12',
      type: 'DAILY' as const,
      payout: 'FIXED' as const,
      tiers: [{ minValidBet: '1', minNetLoss: '', minActive: '2', rate: '', fixedAmount: '5.123' }],
    };
    expect(checkOffer(values)).toEqual({ 'tiers.0.fixedAmount': 'validation.amountInvalid' });
  });
});

describe('placeOfferErrors', () => {
  it('puts a rate message on the fixed amount in view, and a whole tier’s message there too', () => {
    const placed = placeOfferErrors(
      { 'tiers.1.rate': 'rate', 'tiers.2': 'whole', 'tiers.0.minActive': 'active', holderId: 'holder' },
      { type: 'DAILY', payout: 'FIXED' },
    );
    expect(placed).toEqual({
      fields: {
        'tiers.1.fixedAmount': 'rate',
        'tiers.2.fixedAmount': 'whole',
        'tiers.0.minActive': 'active',
        holderId: 'holder',
      },
      others: [],
    });
  });

  it('keeps a message on a column the type has not got, or on no field, for the warning', () => {
    const placed = placeOfferErrors(
      { 'tiers.0.minNetLoss': 'net loss', 'tiers.0.fixedAmount': 'fixed', supersedes: 'other' },
      { type: 'REALTIME', payout: 'RATE' },
    );
    expect(placed).toEqual({ fields: { 'tiers.0.rate': 'fixed' }, others: ['net loss', 'other'] });
  });
});
