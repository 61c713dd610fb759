// The language catalogue of the selector (SPEC.md §1: about 35 languages) and the two interface
// languages the loader supports. Vietnamese is the default interface language.
export type LanguageCode = (typeof LANGUAGE_CATALOGUE)[number]['code'];

export const LANGUAGE_CATALOGUE = [
  { code: 'vi', nativeName: 'Tiếng Việt', englishName: 'Vietnamese' },
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'zh-CN', nativeName: '简体中文', englishName: 'Chinese (Simplified)' },
  { code: 'zh-TW', nativeName: '繁體中文', englishName: 'Chinese (Traditional)' },
  { code: 'th', nativeName: 'ไทย', englishName: 'Thai' },
  { code: 'id', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian' },
  { code: 'ms', nativeName: 'Bahasa Melayu', englishName: 'Malay' },
  { code: 'km', nativeName: 'ខ្មែរ', englishName: 'Khmer' },
  { code: 'lo', nativeName: 'ລາວ', englishName: 'Lao' },
  { code: 'my', nativeName: 'မြန်မာ', englishName: 'Burmese' },
  { code: 'tl', nativeName: 'Filipino', englishName: 'Filipino' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi' },
  { code: 'bn', nativeName: 'বাংলা', englishName: 'Bengali' },
  { code: 'ta', nativeName: 'தமிழ்', englishName: 'Tamil' },
  { code: 'te', nativeName: 'తెలుగు', englishName: 'Telugu' },
  { code: 'ur', nativeName: 'اردو', englishName: 'Urdu' },
  { code: 'ne', nativeName: 'नेपाली', englishName: 'Nepali' },
  { code: 'si', nativeName: 'සිංහල', englishName: 'Sinhala' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic' },
  { code: 'fa', nativeName: 'فارسی', englishName: 'Persian' },
  { code: 'tr', nativeName: 'Türkçe', englishName: 'Turkish' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian' },
  { code: 'uk', nativeName: 'Українська', englishName: 'Ukrainian' },
  { code: 'pl', nativeName: 'Polski', englishName: 'Polish' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German' },
  { code: 'fr', nativeName: 'Français', englishName: 'French' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', englishName: 'Portuguese (Brazil)' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian' },
  { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch' },
  { code: 'sv', nativeName: 'Svenska', englishName: 'Swedish' },
  { code: 'el', nativeName: 'Ελληνικά', englishName: 'Greek' },
  { code: 'ro', nativeName: 'Română', englishName: 'Romanian' },
] as const;

/** Languages with a complete interface translation; every other catalogue entry is listed but not selectable. */
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const satisfies readonly LanguageCode[];
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'vi';
export const LANGUAGE_STORAGE_KEY = 'playdeck.language';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads the stored language and keeps it only if supported; anything else (missing, unknown,
 * a catalogue language without a translation) is replaced in storage by the default (SPEC.md §4).
 */
export function resolveStoredLanguage(storage: Pick<Storage, 'getItem' | 'setItem'>): SupportedLanguage {
  const stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  if (isSupportedLanguage(stored)) return stored;
  storage.setItem(LANGUAGE_STORAGE_KEY, DEFAULT_LANGUAGE);
  return DEFAULT_LANGUAGE;
}
