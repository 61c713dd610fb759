// Proves the settings form's check: a lowest rate above the highest is told on the highest rate with
// the contract's own key (validation.rateMinAboveMax), beside the desk's whole-number checks.
import { describe, expect, it } from 'vitest';
import { checkSettings, toFormValues } from './settings-form';
import { contractSettings } from './test-fixtures';

describe('checkSettings', () => {
  it('passes the saved settings', () => {
    expect(checkSettings(toFormValues(contractSettings))).toEqual({});
  });

  it("refuses a lowest rate above the highest with the contract's key, on the highest rate", () => {
    const values = toFormValues(contractSettings);
    values.types.DAILY.minRate = '2.5';
    values.offerExpiryDays = '0';
    expect(checkSettings(values)).toEqual({
      'types.DAILY.maxRate': 'validation.rateMinAboveMax',
      offerExpiryDays: 'operator.contracts.settings.offerExpiryDaysRange',
    });
  });
});
