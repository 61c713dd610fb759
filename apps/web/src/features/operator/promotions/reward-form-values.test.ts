// Proves how the member rewards' forms turn text into the API's values: a whole number typed goes as
// a number, empty as the field's default, and anything else as typed, so that the server refuses it
// on its field rather than reading a NaN (JSON null) as zero; empty money is zero.
import { describe, expect, it } from 'vitest';
import { languageOrder, toAmount, toWholeNumber } from './reward-form-values';

describe('toWholeNumber', () => {
  it('sends digits as a number and empty text as the default', () => {
    expect(toWholeNumber(' 250 ', 0)).toBe(250);
    expect(toWholeNumber('0', 7)).toBe(0);
    expect(toWholeNumber('  ', 10)).toBe(10);
  });

  it('sends anything else as typed, for the server to refuse', () => {
    expect(toWholeNumber('1.5', 0)).toBe('1.5');
    expect(toWholeNumber('-3', 0)).toBe('-3');
    expect(toWholeNumber('ten', 0)).toBe('ten');
  });
});

describe('toAmount and languageOrder', () => {
  it('reads empty money as zero and keeps an amount as typed', () => {
    expect(toAmount(' ')).toBe('0.00');
    expect(toAmount(' 12.5 ')).toBe('12.5');
  });

  it("puts the console's language first", () => {
    expect(languageOrder('en')).toEqual(['en', 'vi']);
    expect(languageOrder('vi')).toEqual(['vi', 'en']);
  });
});
