// Whether the member may redeem a good now, and how many (pure: the good and the member's points).
// The server decides in the end (409 GOOD_OUT_OF_STOCK, POINTS_INSUFFICIENT); this keeps the Redeem
// button from asking for what would be refused, and says why beside it.
import type { PointsGood } from '@playdeck/contract/points';

/** The contract's most units of one good per redemption. */
export const REDEEM_QUANTITY_MAX = 10;

export type RedeemBlock =
  /** Nothing of the good is left. */
  | { reason: 'outOfStock' }
  /** One unit costs more than the member has: `missing` points more are needed. */
  | { reason: 'insufficient'; missing: number };

/** Null when at least one unit may be redeemed with `balance` points; else the first reason not. */
export function redeemBlock(good: Pick<PointsGood, 'points' | 'stock'>, balance: number): RedeemBlock | null {
  if (good.stock <= 0) return { reason: 'outOfStock' };
  if (balance < good.points) return { reason: 'insufficient', missing: good.points - balance };
  return null;
}

/** The most units one redemption may take: the stock, what the points pay for, and the contract's 10. */
export function redeemQuantityMax(good: Pick<PointsGood, 'points' | 'stock'>, balance: number): number {
  const affordable = good.points > 0 ? Math.floor(balance / good.points) : REDEEM_QUANTITY_MAX;
  return Math.max(0, Math.min(REDEEM_QUANTITY_MAX, good.stock, affordable));
}
