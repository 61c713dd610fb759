// Proves the lobby screens' pure rules: sub-type tabs per language, section sizes, the bingo vendor
// filter, the favourite toggle, the jackpot counter, winner slides and the tile throttle.
import { describe, expect, it } from 'vitest';
import {
  amountToMinor,
  createThrottle,
  formatJackpot,
  hasVendorFilter,
  homeSectionSize,
  nextJackpotMinor,
  rngSubTypes,
  toggledFavourites,
  winnerSlides,
} from './lobby-rules';

describe('lobby rules', () => {
  it('shows BG among the RNG sub-types only in Vietnamese', () => {
    expect(rngSubTypes('vi')).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
    expect(rngSubTypes('en')).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
  });

  it('sizes home sections 12, and 5 for e-sports and cockfight', () => {
    expect(homeSectionSize('RNG')).toBe(12);
    expect(homeSectionSize('ESPORTS')).toBe(5);
    expect(homeSectionSize('COCKFIGHT')).toBe(5);
  });

  it('has a vendor filter for every type but bingo', () => {
    expect(hasVendorFilter('BINGO')).toBe(false);
    expect(hasVendorFilter('RNG')).toBe(true);
    expect(hasVendorFilter(undefined)).toBe(true);
  });

  it('toggles a favourite', () => {
    expect(toggledFavourites([1, 2], 3)).toEqual({ ids: [1, 2, 3], added: true });
    expect(toggledFavourites([1, 2, 3], 2)).toEqual({ ids: [1, 3], added: false });
  });

  it('counts the jackpot up by 165.11 and never below the pool or back down', () => {
    expect(amountToMinor('88888.00')).toBe(8_888_800);
    expect(amountToMinor('12.5')).toBe(1_250);
    expect(amountToMinor('nonsense')).toBe(0);
    expect(nextJackpotMinor(8_888_800, 8_888_800)).toBe(8_905_311);
    expect(nextJackpotMinor(8_888_800, 9_999_999)).toBe(9_999_999);
    expect(nextJackpotMinor(9_000_000, 100)).toBe(9_016_511);
  });

  it('formats the jackpot with 2 decimals and thousands separators', () => {
    expect(formatJackpot(8_888_800, 'en')).toBe('88,888.00');
    expect(formatJackpot(123_456_789, 'en')).toBe('1,234,567.89');
    expect(formatJackpot(8_888_800, 'vi')).toBe('88.888,00');
    // The two interface languages are written out; they read as Intl would write them.
    for (const minor of [0, 5, 99, 100, 123_456, 100_000_001, 987_654_321_012]) {
      for (const locale of ['vi', 'en']) {
        const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        expect(formatJackpot(minor, locale)).toBe(intl.format(minor / 100));
      }
    }
    expect(formatJackpot(123_456, 'de')).toBe('1.234,56');
  });

  it('puts 2 winners on a slide', () => {
    expect(winnerSlides([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
    expect(winnerSlides([])).toEqual([]);
  });

  it('lets one action through per interval', () => {
    let now = 10_000;
    const allow = createThrottle(1_000, () => now);
    expect(allow()).toBe(true);
    now += 999;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
  });
});
