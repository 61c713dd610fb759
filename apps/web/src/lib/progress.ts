// How far something is toward its target (a VIP threshold, a promotion's condition, a turnover lock, a
// mission), as a whole percentage (pure). Amounts ("500.00") and counts ("20") arrive as the API's
// decimal strings and are compared in hundredths as bigint, so that no float is made of money.

function hundredthsOf(value: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0').slice(0, 2));
}

/** 0 to 100, rounded down (so 100 means reached); a target of 0 is reached at once. */
export function progressPercent(current: string, target: string): number {
  const goal = hundredthsOf(target);
  if (goal <= 0n) return 100;
  const reached = hundredthsOf(current);
  if (reached >= goal) return 100;
  return Number((reached * 100n) / goal);
}

/** True when an amount is above zero ("0.00" and "0" are not). */
export const isPositive = (amount: string) => hundredthsOf(amount) > 0n;
