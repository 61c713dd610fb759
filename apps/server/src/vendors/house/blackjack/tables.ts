// The house's blackjack tables, as data: each deals the engine's game (round.ts: 3:2, dealer stands
// on soft 17, double on any two cards, one split) between its own stake limits.
export type BlackjackTable = {
  gameCode: string;
  name: { en: string; vi: string };
  /** The opening bet's limits, in minor units; a double or a split stakes the opening bet again. */
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  /** Quick stakes the page offers, within the limits. */
  chipsMinor: readonly bigint[];
};

export const BLACKJACK_TABLES: readonly BlackjackTable[] = [
  {
    gameCode: 'BJ01',
    name: { en: 'Blackjack Classic', vi: 'Xì Dách Cổ Điển' },
    minStakeMinor: 1_00n,
    maxStakeMinor: 500_00n,
    chipsMinor: [1_00n, 5_00n, 10_00n, 25_00n, 100_00n, 500_00n],
  },
];

export function findBlackjackTable(gameCode: string): BlackjackTable | undefined {
  return BLACKJACK_TABLES.find((table) => table.gameCode === gameCode);
}
