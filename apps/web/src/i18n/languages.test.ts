// Proves the language rules of SPEC.md §4: a stored language is kept only if supported, else the
// default (Vietnamese) is stored; the catalogue offers about 35 languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CATALOGUE, LANGUAGE_STORAGE_KEY, resolveStoredLanguage } from './languages';
import { loadTranslation } from './i18n';
import { nestKeys } from './translation';

describe('resolveStoredLanguage', () => {
  it('keeps a supported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(resolveStoredLanguage(localStorage)).toBe('en');
  });

  it('stores the default for a missing, unknown or untranslated language', () => {
    for (const stored of [null, 'xx', 'ja']) {
      if (stored === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      else localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      expect(resolveStoredLanguage(localStorage)).toBe('vi');
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    }
  });

  it('offers a catalogue of about 35 distinct languages', () => {
    const codes = LANGUAGE_CATALOGUE.map((language) => language.code);
    expect(codes.length).toBeGreaterThanOrEqual(35);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('translations', () => {
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('has the same keys in English and Vietnamese, none empty', async () => {
    const [englishTexts, vietnameseTexts] = await Promise.all([loadTranslation('en'), loadTranslation('vi')]);
    const english = keysOf(englishTexts).sort();
    expect(keysOf(vietnameseTexts).sort()).toEqual(english);
    expect(english.length).toBeGreaterThan(100);
    const emptyTexts = english.filter((key) => {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], vietnameseTexts);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(emptyTexts).toEqual([]);
  });

  it('nests the contract catalogue keys', () => {
    expect(nestKeys({ 'validation.required': 'x', 'error.NOT_FOUND': 'y' })).toEqual({
      validation: { required: 'x' },
      error: { NOT_FOUND: 'y' },
    });
  });
});
