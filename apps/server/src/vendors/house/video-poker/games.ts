// The house's video poker machines, as data: each is the engine's full-pay "9/6" Jacks or Better
// (paytable.ts) with its own coin values. A machine takes 1 to 5 coins of the value chosen.
export type VideoPokerGame = {
  gameCode: string;
  name: { en: string; vi: string };
  /** What one coin may be worth, in minor units, lowest first. */
  coinValuesMinor: readonly bigint[];
};

export const VIDEO_POKER_GAMES: readonly VideoPokerGame[] = [
  {
    gameCode: 'jacks-or-better',
    name: { en: 'Jacks or Better', vi: 'Poker Đôi J Trở Lên' },
    coinValuesMinor: [10n, 25n, 100n],
  },
];

export function findVideoPokerGame(gameCode: string): VideoPokerGame | undefined {
  return VIDEO_POKER_GAMES.find((game) => game.gameCode === gameCode);
}
