// Proves the rebate settings form's rules: a row for every category and a rate per VIP level of the
// ladder (levels the saved rates do not reach start at the highest saved rate); the body sent back;
// every contract rule checked in the operator's words; and messages split between cells and others.
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@playdeck/contract/lobby';
import type { RebateSettings } from '@playdeck/contract/rebate';
import {
  checkSettings,
  placeSettingsErrors,
  rateLevels,
  settingsFields,
  toFormValues,
  toSettingsBody,
} from './rebate-settings-form';

const settings: RebateSettings = {
  categories: [
    { category: 'RNG', mode: 'MANUAL', rates: ['0.5', '0.8'] },
    { category: 'LIVE', mode: 'AUTO', rates: ['0.4', '0.6', '0.7', '1'] },
  ],
  manualMinClaim: '10.00',
  manualCooldownMinutes: 60,
};

describe('rebate settings form', () => {
  it('has rate columns from level 0 to the ladder top, at least level 0', () => {
    expect(rateLevels([])).toEqual([0]);
    expect(rateLevels([0, 1, 2])).toEqual([0, 1, 2]);
    expect(rateLevels([3, 1])).toEqual([0, 1, 2, 3]);
    expect(rateLevels([40])).toHaveLength(21);
  });

  it('makes a row per category, in the contract order, with a rate per level', () => {
    const values = toFormValues(settings, [0, 1, 2]);
    expect(values.categories.map((row) => row.category)).toEqual([...GAME_TYPES]);
    expect(values.categories[0]).toEqual({ category: 'LIVE', mode: 'AUTO', rates: ['0.4', '0.6', '0.7'] });
    expect(values.categories[1]).toEqual({ category: 'RNG', mode: 'MANUAL', rates: ['0.5', '0.8', '0.8'] });
    expect(values.categories[2]).toEqual({ category: 'SPORTS', mode: 'OFF', rates: ['0', '0', '0'] });
    expect(values.manualCooldownMinutes).toBe('60');
  });

  it('sends every row with trimmed rates and the cooldown as a number', () => {
    const values = toFormValues(settings, [0]);
    values.categories[0]!.rates[0] = ' 1.25 ';
    values.manualCooldownMinutes = ' 30 ';
    const body = toSettingsBody(values);
    expect(body.categories).toHaveLength(GAME_TYPES.length);
    expect(body.categories[0]).toEqual({ category: 'LIVE', mode: 'AUTO', rates: ['1.25'] });
    expect(body.manualCooldownMinutes).toBe(30);
    expect(checkSettings(values)).toEqual({});
  });

  it('checks rates, the minimum and the cooldown', () => {
    const values = toFormValues(settings, [0, 1]);
    values.categories[0]!.rates[1] = '5.5';
    values.categories[3]!.rates[0] = '0.1234';
    values.categories[4]!.rates[0] = '';
    values.manualMinClaim = '1.234';
    values.manualCooldownMinutes = '10081';
    expect(checkSettings(values)).toEqual({
      'categories.0.rates.1': 'operator.promotions.rebates.rateInvalid',
      'categories.3.rates.0': 'operator.promotions.rebates.rateInvalid',
      'categories.4.rates.0': 'operator.promotions.rebates.rateInvalid',
      manualMinClaim: 'validation.amountInvalid',
      manualCooldownMinutes: 'operator.promotions.rebates.cooldownInvalid',
    });
    values.manualCooldownMinutes = '';
    expect(checkSettings(values).manualCooldownMinutes).toBe('operator.promotions.rebates.cooldownInvalid');
    values.categories[0]!.rates[1] = '5';
    expect(checkSettings(values)['categories.0.rates.1']).toBeUndefined();
  });

  it('puts messages on known cells and keeps the rest for a warning', () => {
    const values = toFormValues(settings, [0, 1]);
    expect(
      placeSettingsErrors(
        { 'categories.2.rates.1': 'Bad rate', 'categories.2.rates.5': 'Too far', categories: 'Too many' },
        settingsFields(values),
      ),
    ).toEqual({ fields: { 'categories.2.rates.1': 'Bad rate' }, others: ['Too far', 'Too many'] });
  });
});
