// How far a member is toward a threshold, as a whole percentage (pure). Amounts are the API's decimal
// strings, compared in cents as bigint so that no float is made of money.

function centsOf(amount: string): bigint {
  const [units = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(units || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
}

/** 0 to 100, rounded down (so 100 means reached); a threshold of 0 is reached at once. */
export function progressPercent(current: string, threshold: string): number {
  const target = centsOf(threshold);
  if (target <= 0n) return 100;
  const reached = centsOf(current);
  if (reached >= target) return 100;
  return Number((reached * 100n) / target);
}
