// The house vendor's live baccarat tables as data, and the one round clock they share. Every table
// deals the same rules (deal.ts) and pays the same odds (bets.ts); a table only changes the stake
// limits, the dealer shown and the felt colour, so adding a table is adding a row here.

/** A name in each language the site speaks. */
export type LocalName = { en: string; vi: string };

export type BaccaratTable = {
  tableCode: string;
  name: LocalName;
  /** Smallest stake of one bet, in minor units (cents). */
  minStakeMinor: bigint;
  /** Largest stake of one bet, in minor units (cents). */
  maxStakeMinor: bigint;
  dealerName: string;
  /** The felt colour (CSS hex) the table is drawn in. */
  colour: string;
};

/** Length of one round, betting and dealing together. Every table starts its rounds at once. */
export const ROUND_SECONDS = 30;
/** Bets are taken in the first 20 s of a round; the remaining 10 s deal and show the result. */
export const BETTING_SECONDS = 20;
export const DEALING_SECONDS = ROUND_SECONDS - BETTING_SECONDS;

export const BACCARAT_TABLES: readonly BaccaratTable[] = [
  {
    tableCode: 'BAC01',
    name: { en: 'Baccarat A', vi: 'Baccarat A' },
    minStakeMinor: 1_00n,
    maxStakeMinor: 500_00n,
    dealerName: 'Linh',
    colour: '#0b6b3a',
  },
  {
    tableCode: 'BAC02',
    name: { en: 'Baccarat VIP', vi: 'Baccarat VIP' },
    minStakeMinor: 50_00n,
    maxStakeMinor: 5_000_00n,
    dealerName: 'Minh',
    colour: '#5b1a2e',
  },
  {
    tableCode: 'BAC03',
    name: { en: 'Baccarat Lotus', vi: 'Baccarat Hoa Sen' },
    minStakeMinor: 5_00n,
    maxStakeMinor: 1_000_00n,
    dealerName: 'Mai',
    colour: '#1d3f6e',
  },
];

/** The table with this code, or undefined when there is none. */
export function findBaccaratTable(tableCode: string): BaccaratTable | undefined {
  return BACCARAT_TABLES.find((table) => table.tableCode === tableCode);
}
