// The jackpot pool's share of a house-vendor stake (GET /api/lobby/jackpot shows the pool): pure, so
// that the rounding is tested with plain numbers.

/** 0.5 % of every stake, in basis points. */
export const JACKPOT_SHARE_BASIS_POINTS = 50n;

/** The part of a stake (minor units) that feeds the jackpot pool, rounded down to a whole minor unit. */
export function jackpotShareOf(stakeMinor: bigint): bigint {
  if (stakeMinor <= 0n) return 0n;
  return (stakeMinor * JACKPOT_SHARE_BASIS_POINTS) / 10_000n;
}
