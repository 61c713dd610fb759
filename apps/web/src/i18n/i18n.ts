// react-i18next set-up: both interface languages are bundled (they are small), the stored choice is
// validated at start-up, and every change is written back to localStorage and to <html lang>.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import vi from './locales/vi.json';
import { LANGUAGE_STORAGE_KEY, resolveStoredLanguage, type SupportedLanguage } from './languages';

export const resources = { en: { translation: en }, vi: { translation: vi } } as const;

export function initI18n(language: SupportedLanguage = resolveStoredLanguage(localStorage)) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18next.on('languageChanged', (next) => {
      document.documentElement.lang = next;
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
  return i18next;
}

export function changeLanguage(language: SupportedLanguage) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return i18next.changeLanguage(language);
}
