// What the game server asks of the engine for a machine's glass and its hint, at any number of coins.
// Below five coins every pay is the one-coin pay times the coins (only the royal flush's five-coin pay
// is raised, to 4,000), so the return and the best hold at 1–4 coins are those of one coin, with the
// expected coins scaled: the engine's tables (about a second and 4.7 MB each) are built for one coin
// and for five, not for every count. machine.test.ts checks the paytable keeps that true.
import { optimalHold } from './hold-values';
import type { Card } from './cards';
import { COINS_MAX, COINS_MIN, PAYTABLE } from './paytable';
import { publishedReturnPercent } from './return';

/** The coin count whose engine tables serve `coins` coins: five for five, one for the others. */
export function engineCoinsOf(coins: number): number {
  return coins === COINS_MAX ? COINS_MAX : COINS_MIN;
}

/** The exact return in percent (2 decimals) for 1 … 5 coins; the first call takes a few seconds. */
export function returnPercentByCoins(): string[] {
  return Array.from({ length: COINS_MAX - COINS_MIN + 1 }, (_, index) =>
    publishedReturnPercent(engineCoinsOf(COINS_MIN + index)),
  );
}

/** The coins returned for each paying hand at 1 … 5 coins (stake included), best hand first. */
export function paytableRows() {
  return PAYTABLE.map((row) => ({ category: row.category, coinsReturned: [...row.coinsReturned] }));
}

/** The hint: the hold of highest expected return at this many coins, as one flag per card. */
export function hintFor(hand: readonly Card[], coins: number): { held: boolean[]; expectedCoins: number } {
  const engineCoins = engineCoinsOf(coins);
  const advice = optimalHold(hand, engineCoins);
  return {
    held: hand.map((_, position) => (advice.holdMask & (1 << position)) !== 0),
    expectedCoins: (advice.expectedCoins * coins) / engineCoins,
  };
}

/** The hold mask of one flag per card (bit i holds card i). */
export function holdMaskOfFlags(held: readonly boolean[]): number {
  return held.reduce((mask, hold, position) => (hold ? mask | (1 << position) : mask), 0);
}
