// The house sportsbook's two studios as data: PDSPORT books the sports, PDESPORT the e-sports titles.
// A studio's "games" in the platform's catalogue are its sports; its margin prices every market
// (odds.ts) and its cash-out margin every cash-out offer (cash-out.ts). Limits are per bet in cents:
// the least stake, the most on each market kind (a parlay takes the least of its legs'), and the most
// a bet may return, which also keeps a long parlay's total odds within bounds.
import { DEFAULT_CASH_OUT_MARGIN_PPM } from './cash-out';
import { DEFAULT_MARGIN_PPM } from './odds';
import type { MarketKind } from './settlement';
import { SPORTS, type SportCategory, type SportCode } from './teams';

export type SportsbookBook = {
  vendorCode: string;
  category: SportCategory;
  marginPpm: number;
  cashOutMarginPpm: number;
  minStakeMinor: bigint;
  maxStakeMinor: Readonly<Record<MarketKind, bigint>>;
  maxPayoutMinor: bigint;
};

export const SPORTSBOOK_BOOKS: readonly SportsbookBook[] = [
  {
    vendorCode: 'PDSPORT',
    category: 'SPORTS',
    marginPpm: DEFAULT_MARGIN_PPM,
    cashOutMarginPpm: DEFAULT_CASH_OUT_MARGIN_PPM,
    minStakeMinor: 1_00n,
    maxStakeMinor: {
      MATCH_RESULT: 5_000_00n,
      MATCH_WINNER: 5_000_00n,
      HANDICAP: 3_000_00n,
      TOTAL: 3_000_00n,
    },
    maxPayoutMinor: 200_000_00n,
  },
  {
    vendorCode: 'PDESPORT',
    category: 'ESPORTS',
    marginPpm: DEFAULT_MARGIN_PPM,
    cashOutMarginPpm: DEFAULT_CASH_OUT_MARGIN_PPM,
    minStakeMinor: 1_00n,
    maxStakeMinor: {
      MATCH_RESULT: 2_000_00n,
      MATCH_WINNER: 2_000_00n,
      HANDICAP: 1_000_00n,
      TOTAL: 1_000_00n,
    },
    maxPayoutMinor: 50_000_00n,
  },
];

export function findBook(vendorCode: string): SportsbookBook | undefined {
  return SPORTSBOOK_BOOKS.find((book) => book.vendorCode === vendorCode);
}

/** The sports a studio books, in the data's order: its catalogue games. */
export function sportsOfBook(book: SportsbookBook): SportCode[] {
  return SPORTS.filter((sport) => sport.category === book.category).map((sport) => sport.sportCode);
}
