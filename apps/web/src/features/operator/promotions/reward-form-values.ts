// What the member rewards' forms share: inputs hold text, the API takes numbers and decimal strings.
// A whole number the operator typed goes as a number; anything else goes as typed, so that the server
// (which checks every input with the contract) refuses it on its own field instead of reading it as
// zero, which is what a NaN sent as JSON null would become.
/** A whole-number field's text: empty is `empty`, digits a number, anything else the text as typed. */
export function toWholeNumber(text: string, empty: number): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A money field's text: empty is zero. */
export const toAmount = (text: string) => text.trim() || '0.00';

/** The languages every operator text is written in, in the order the forms show them. */
export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in both languages, the operator's own first (Vietnamese unless the console is in English). */
export function languageOrder(language: string): readonly [Language, Language] {
  return language === 'en' ? ['en', 'vi'] : ['vi', 'en'];
}
