// Proves the promotion form's conversions: times are read and written at the site's offset whatever
// the browser's zone, an empty end is no end, and a stored promotion comes back as the same input.
import { describe, expect, it } from 'vitest';
import { promotionInputSchema } from '@playdeck/contract/promotions';
import { isoToSiteInput, siteInputToIso, toFormValues, toInput } from './promotion-form';
import { promotion } from './test-fixtures';

const GMT8 = 480;

describe('promotion form', () => {
  it("writes and reads times at the site's wall clock", () => {
    expect(isoToSiteInput('2026-01-31T16:00:00.000Z', GMT8)).toBe('2026-02-01T00:00');
    expect(siteInputToIso('2026-02-01T00:00', GMT8)).toBe('2026-01-31T16:00:00.000Z');
    expect(siteInputToIso('2026-02-01T00:00', -300)).toBe('2026-02-01T05:00:00.000Z');
    expect(siteInputToIso('  ', GMT8)).toBeNull();
    expect(siteInputToIso('soon', GMT8)).toBe('soon');
    expect(isoToSiteInput(null, GMT8)).toBe('');
  });

  it('turns a stored promotion back into the same input, which the contract takes', () => {
    const input = toInput(toFormValues(promotion, GMT8), GMT8);
    const { id: _id, createdAt: _createdAt, ...stored } = promotion;
    expect(input).toEqual(stored);
    expect(promotionInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends an empty end, percent and numbers as the contract reads them', () => {
    const values = {
      ...toFormValues(null, GMT8),
      endsAt: '',
      rewardPercent: ' ',
      sortOrder: '',
      vipLevels: ['3', '1'],
    };
    const input = toInput(values, GMT8);
    expect(input.endsAt).toBeNull();
    expect(input.rewardPercent).toBeNull();
    expect(input.sortOrder).toBe(0);
    expect(input.vipLevels).toEqual([1, 3]);
  });
});
