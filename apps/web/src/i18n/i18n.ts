// react-i18next set-up: both interface languages are bundled (they are small), the stored choice is
// validated at start-up, and every change is written back to localStorage and to <html lang>. The
// contract's message catalogue (validation and API error texts) is merged in, so a zod message key
// such as "validation.required" reads the same in the browser as in an API answer.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES } from '@playdeck/contract/messages';
import en from './locales/en.json';
import vi from './locales/vi.json';
// The house game pages' texts, one pair per game so that each game's page owns its words.
import houseEn from './locales/house.en.json';
import houseVi from './locales/house.vi.json';
import lotteryEn from './locales/lottery.en.json';
import lotteryVi from './locales/lottery.vi.json';
import baccaratEn from './locales/baccarat.en.json';
import baccaratVi from './locales/baccarat.vi.json';
// The member centre's money screens: payments, transfers, money records and messages.
import paymentsEn from './locales/payments.en.json';
import paymentsVi from './locales/payments.vi.json';
// Site content: announcements, the licence and the help modal.
import contentEn from './locales/content.en.json';
import contentVi from './locales/content.vi.json';
// The operator console: its shell and one pair per desk, so that each desk owns its words.
import operatorEn from './locales/operator.en.json';
import operatorVi from './locales/operator.vi.json';
import operatorPaymentsEn from './locales/operator-payments.en.json';
import operatorPaymentsVi from './locales/operator-payments.vi.json';
import operatorContentEn from './locales/operator-content.en.json';
import operatorContentVi from './locales/operator-content.vi.json';
import operatorGamesEn from './locales/operator-games.en.json';
import operatorGamesVi from './locales/operator-games.vi.json';
import operatorSiteEn from './locales/operator-site.en.json';
import operatorSiteVi from './locales/operator-site.vi.json';
import { LANGUAGE_STORAGE_KEY, resolveStoredLanguage, type SupportedLanguage } from './languages';

type Nested = { [key: string]: string | Nested };

/** Turns { "validation.required": "…" } into { validation: { required: "…" } }. */
export function nestKeys(flat: Record<string, string>): Nested {
  const nested: Nested = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Nested;
    node[parts.at(-1)!] = text;
  }
  return nested;
}

/**
 * The contract catalogue writes placeholders as `{min}` (the server fills them in itself); i18next
 * reads `{{min}}`. Converting once here lets `t('pattern.1', { length: '6-12' })` work in the browser.
 */
export function toI18nextPlaceholders(flat: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(flat).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

export const resources = {
  en: {
    translation: {
      ...en,
      house: houseEn,
      lottery: lotteryEn,
      baccarat: baccaratEn,
      payments: paymentsEn,
      content: contentEn,
      operator: {
        ...operatorEn,
        payments: operatorPaymentsEn,
        content: operatorContentEn,
        games: operatorGamesEn,
        site: operatorSiteEn,
      },
      ...nestKeys(toI18nextPlaceholders(MESSAGES.en)),
    },
  },
  vi: {
    translation: {
      ...vi,
      house: houseVi,
      lottery: lotteryVi,
      baccarat: baccaratVi,
      payments: paymentsVi,
      content: contentVi,
      operator: {
        ...operatorVi,
        payments: operatorPaymentsVi,
        content: operatorContentVi,
        games: operatorGamesVi,
        site: operatorSiteVi,
      },
      ...nestKeys(toI18nextPlaceholders(MESSAGES.vi)),
    },
  },
} as const;

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
