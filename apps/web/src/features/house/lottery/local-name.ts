// The games' data carries its names in both interface languages; the page shows the reader's.
import type { LocalName } from '@playdeck/contract/lottery';

export const localName = (name: LocalName, language: string): string =>
  language.startsWith('vi') ? name.vi : name.en;
