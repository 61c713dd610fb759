// react-i18next set-up. The texts come in parts, each one chunk per language (translation.ts): the
// member site's, loaded before the first render, the agent centre's, loaded with the agent centre,
// the operator console's, loaded with the console, the promotions', loaded with the promotions
// page and the member centre, and the house games', loaded with the games' pages.
// Only the language in use is downloaded; switching loads the new language's parts first, so that no
// key is ever shown bare. The stored choice is validated at start-up, and every change is written
// back to localStorage and to <html lang>.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, resolveStoredLanguage, type SupportedLanguage } from './languages';

type Translation = Record<string, unknown>;
type Loader = () => Promise<{ translation: Translation }>;

export type CataloguePart = 'site' | 'agent' | 'operator' | 'promotions' | 'games';

const LOADERS: Record<CataloguePart, Record<SupportedLanguage, Loader>> = {
  site: { vi: () => import('./catalogues/site.vi'), en: () => import('./catalogues/site.en') },
  agent: { vi: () => import('./catalogues/agent.vi'), en: () => import('./catalogues/agent.en') },
  operator: {
    vi: () => import('./catalogues/operator.vi'),
    en: () => import('./catalogues/operator.en'),
  },
  promotions: {
    vi: () => import('./catalogues/promotions.vi'),
    en: () => import('./catalogues/promotions.en'),
  },
  games: { vi: () => import('./catalogues/games.vi'), en: () => import('./catalogues/games.en') },
};

/** The parts this page has needed so far: a language switch loads each of them in the new language. */
const partsInUse = new Set<CataloguePart>(['site']);
const loading = new Map<string, Promise<void>>();

/** Downloads one part in one language (once) and adds it to i18next's resources. */
function loadPart(part: CataloguePart, language: SupportedLanguage): Promise<void> {
  const key = `${part}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[part][language]().then(
      ({ translation }) => {
        i18next.addResourceBundle(language, 'translation', translation, true, true);
      },
      (error: unknown) => {
        // A failed download may succeed on the next attempt.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The texts of one language, every part, as one tree (for the key checks of the tests). */
export async function loadTranslation(language: SupportedLanguage): Promise<Translation> {
  const parts = await Promise.all(
    (Object.keys(LOADERS) as CataloguePart[]).map((part) => LOADERS[part][language]()),
  );
  const merge = (target: Translation, source: Translation) => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      target[key] =
        typeof value === 'object' && value !== null && typeof existing === 'object' && existing !== null
          ? merge({ ...(existing as Translation) }, value as Translation)
          : value;
    }
    return target;
  };
  return parts.reduce<Translation>((tree, { translation }) => merge(tree, translation), {});
}

/**
 * Makes sure a part's texts are there in the current language, e.g. before the agent centre or the
 * operator console shows.
 */
export function loadCatalogue(part: CataloguePart): Promise<void> {
  partsInUse.add(part);
  return loadPart(
    part,
    (i18next.language as SupportedLanguage | undefined) ?? resolveStoredLanguage(localStorage),
  );
}

/** Starts i18next in the stored (or given) language; resolves when the site's texts are there. */
export async function initI18n(language: SupportedLanguage = resolveStoredLanguage(localStorage)) {
  if (!i18next.isInitialized) {
    // The texts' download starts at once; i18next's own set-up (plural rules, interpolation) comes in
    // a task of its own, not in the one that runs the app's modules.
    for (const part of partsInUse) void LOADERS[part][language]().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18next.on('languageChanged', (next) => {
      document.documentElement.lang = next;
    });
  }
  await Promise.all([...partsInUse].map((part) => loadPart(part, language)));
  if (i18next.language !== language) await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  return i18next;
}

/** Downloads a language's texts (every part in use) without switching to it. */
export async function preloadLanguage(language: SupportedLanguage): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadPart(part, language)));
}

export async function changeLanguage(language: SupportedLanguage) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await preloadLanguage(language);
  return i18next.changeLanguage(language);
}
