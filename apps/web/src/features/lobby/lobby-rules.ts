// Small pure rules of the lobby's screens (SPEC.md §2, §3, §4, §9): RNG sub-type tabs, home section
// sizes, the vendor filter, the favourite toggle, the jackpot counter and winner slides.
import type { GameType } from '@playdeck/contract/lobby';
import { RNG_SUB_TYPES } from '@playdeck/contract/lobby';

export type RngSubType = (typeof RNG_SUB_TYPES)[number];

/** SPEC.md §3: the RNG sub-types; BG (bingo) only when the second language (Vietnamese) is active. */
export function rngSubTypes(language: string): RngSubType[] {
  return RNG_SUB_TYPES.filter((type) => type !== 'BG' || language.startsWith('vi'));
}

/** SPEC.md §9: 12 games per type on the home page, 5 for e-sports and cockfight. */
export function homeSectionSize(type: GameType): number {
  return type === 'ESPORTS' || type === 'COCKFIGHT' ? 5 : 12;
}

/** SPEC.md §2: every game list has a vendor filter but bingo's. */
export function hasVendorFilter(type: GameType | undefined): boolean {
  return type !== 'BINGO';
}

/** SPEC.md §4 "Favourites": toggling adds when the game is not a favourite, else removes. */
export function toggledFavourites(ids: readonly number[], nodeId: number): { ids: number[]; added: boolean } {
  return ids.includes(nodeId)
    ? { ids: ids.filter((id) => id !== nodeId), added: false }
    : { ids: [...ids, nodeId], added: true };
}

/** SPEC.md §9: the jackpot counter rises by 165.11 every 3 s. */
export const JACKPOT_STEP_MINOR = 16_511;
export const JACKPOT_TICK_MS = 3_000;

/** "88888.00" → 8888800 (minor units); anything unreadable is 0. */
export function amountToMinor(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The next value the counter shows: a step up from what it shows, or the pool itself when the pool
 * has grown past it. The counter never goes down, so a refresh never makes it jump back.
 */
export function nextJackpotMinor(shownMinor: number, poolMinor: number): number {
  return Math.max(shownMinor + JACKPOT_STEP_MINOR, poolMinor);
}

const jackpotFormats = new Map<string, Intl.NumberFormat>();

/**
 * The separators of the two interface languages, written out: the counter is on the first screen,
 * and a browser's first Intl.NumberFormat loads its locale data there and then (about 20 ms of a
 * phone's main thread), for a number that needs only these two characters.
 */
const JACKPOT_SEPARATORS: Record<string, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/** 2 decimals with thousands separators (SPEC.md §9), in the reader's locale. */
export function formatJackpot(minor: number, locale: string): string {
  const separators = JACKPOT_SEPARATORS[locale];
  if (separators && Number.isSafeInteger(minor) && minor >= 0) {
    const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
    return `${whole}${separators.decimal}${String(minor % 100).padStart(2, '0')}`;
  }
  // Made once per locale: the counter formats every 3 s, and making a format costs more than using it.
  let format = jackpotFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    jackpotFormats.set(locale, format);
  }
  return format.format(minor / 100);
}

/** SPEC.md §4 "Winner board": 2 winners per slide. */
export function winnerSlides<T>(winners: readonly T[], perSlide = 2): T[][] {
  const slides: T[][] = [];
  for (let index = 0; index < winners.length; index += perSlide)
    slides.push(winners.slice(index, index + perSlide));
  return slides;
}

/** Lets one action through per interval (SPEC.md §9: a favourite tile once per 1000 ms). */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
