// Whether the member may press Claim now, and if not, why (pure: the answer of GET /api/rebate/manual
// and the time). The server decides in the end (409 REBATE_COOLDOWN, REBATE_BELOW_MINIMUM); this
// only keeps the button from asking for what would be refused, and says why beside it.
import type { ManualRebate } from '@playdeck/contract/rebate';
import { toMinor } from '@playdeck/contract/money';

export type ClaimBlock =
  /** The cooldown since the last claim runs until `at`. */
  | { reason: 'cooldown'; at: string }
  /** Nothing has accrued. */
  | { reason: 'nothing' }
  /** Something has accrued, but less than the operator's minimum. */
  | { reason: 'belowMinimum' };

/** An amount in cents, or null for text that is not a plain two-decimal amount. */
function cents(amount: string): bigint | null {
  try {
    return toMinor(amount);
  } catch {
    return null;
  }
}

/** Null when a claim may be made at `nowMs`; else the first reason it may not. */
export function claimBlock(
  rebate: Pick<ManualRebate, 'total' | 'minClaim' | 'nextClaimAt'>,
  nowMs: number,
): ClaimBlock | null {
  if (rebate.nextClaimAt !== null && Date.parse(rebate.nextClaimAt) > nowMs) {
    return { reason: 'cooldown', at: rebate.nextClaimAt };
  }
  const total = cents(rebate.total);
  if (total === null || total <= 0n) return { reason: 'nothing' };
  const minimum = cents(rebate.minClaim);
  if (minimum !== null && total < minimum) return { reason: 'belowMinimum' };
  return null;
}
