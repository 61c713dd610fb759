// Proves the theme starts from prefers-color-scheme and then follows the remembered choice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, chooseTheme, initialTheme } from './theme';

const prefersDark = (dark: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
    );

describe('theme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the system the first time', () => {
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    prefersDark(true);
    expect(initialTheme()).toBe('dark');
    prefersDark(false);
    expect(initialTheme()).toBe('light');
  });

  it('remembers a choice and applies it to <html>', () => {
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    prefersDark(true);
    chooseTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(initialTheme()).toBe('light');
  });
});
