// The languages the operator writes content in (the contract's list) and the list filters' choice.
import { CONTENT_LANGUAGES } from '@playdeck/contract/content';

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A list filter: one language or every one. */
export type LanguageFilter = ContentLanguage | 'all';

export function isContentLanguage(value: string): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** The interface language when content exists in it, else the first content language (vi). */
export function defaultContentLanguage(interfaceLanguage: string): ContentLanguage {
  return isContentLanguage(interfaceLanguage) ? interfaceLanguage : CONTENT_LANGUAGES[0];
}
