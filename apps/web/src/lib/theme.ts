// Light and dark themes: the first visit follows prefers-color-scheme; a choice is remembered in
// localStorage and applied as <html data-theme>.
import { createStore, useStore } from './store';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'playdeck.theme';

export function initialTheme(): Theme {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The server renders pages in the light theme; the browser's own comes right after hydration. */
export const themeStore = createStore<Theme>('light', 'light');

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  themeStore.set(theme);
}

export function chooseTheme(theme: Theme) {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
}

export function useTheme(): Theme {
  return useStore(themeStore);
}
