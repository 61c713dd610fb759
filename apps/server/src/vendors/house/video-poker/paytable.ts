// The full-pay "9/6" Jacks or Better paytable: what each final hand returns, in coins, for a bet of
// one to five coins. Pays are "for" the bet, as printed on a real machine's glass: the coins returned
// include the stake, so a pair of jacks returns the bet and a loss returns nothing. The royal flush
// pays 250 per coin, and 4,000 (800 per coin) at five coins, which is why the game is played at five.
import type { HandCategory } from './hands';

export const COINS_MIN = 1;
export const COINS_MAX = 5;

export type PaytableRow = {
  category: HandCategory;
  /** Coins returned for a bet of 1, 2, 3, 4 and 5 coins. */
  coinsReturned: readonly [number, number, number, number, number];
};

const perCoin = (pay: number): PaytableRow['coinsReturned'] => [pay, pay * 2, pay * 3, pay * 4, pay * 5];

/** The paying hands, best first; any other hand (a low pair, nothing) returns 0. */
export const PAYTABLE: readonly PaytableRow[] = [
  { category: 'royalFlush', coinsReturned: [250, 500, 750, 1000, 4000] },
  { category: 'straightFlush', coinsReturned: perCoin(50) },
  { category: 'fourOfAKind', coinsReturned: perCoin(25) },
  { category: 'fullHouse', coinsReturned: perCoin(9) },
  { category: 'flush', coinsReturned: perCoin(6) },
  { category: 'straight', coinsReturned: perCoin(4) },
  { category: 'threeOfAKind', coinsReturned: perCoin(3) },
  { category: 'twoPair', coinsReturned: perCoin(2) },
  { category: 'jacksOrBetter', coinsReturned: perCoin(1) },
];

/** Throws RangeError unless `coins` is a whole number of coins the machine takes (1–5). */
export function assertCoins(coins: number): void {
  if (!Number.isInteger(coins) || coins < COINS_MIN || coins > COINS_MAX)
    throw new RangeError(`coins must be an integer in [${COINS_MIN}, ${COINS_MAX}], got ${coins}`);
}

/** The coins a final hand returns for a bet of `coins` coins (stake included; 0 for a loss). */
export function payOf(category: HandCategory, coins: number): number {
  assertCoins(coins);
  const row = PAYTABLE.find((candidate) => candidate.category === category);
  return row ? (row.coinsReturned[coins - 1] as number) : 0;
}

/** The money a final hand returns, in cents, for `coins` coins of `coinValueCents` each. */
export function payoutCentsOf(category: HandCategory, coins: number, coinValueCents: bigint): bigint {
  if (coinValueCents <= 0n) throw new RangeError(`coinValueCents must be positive, got ${coinValueCents}`);
  return BigInt(payOf(category, coins)) * coinValueCents;
}
