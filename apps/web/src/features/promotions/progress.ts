// How far an entry or a turnover lock is toward its target, as a whole percentage (pure). Amounts are
// the API's decimal strings, compared in cents as bigint so that no float is made of money; a day
// count ("3") reads the same way.

function centsOf(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0').slice(0, 2));
}

/** 0 to 100, rounded down (so 100 means reached); a target of 0 is reached at once. */
export function progressPercent(current: string, target: string): number {
  const goal = centsOf(target);
  if (goal <= 0n) return 100;
  const reached = centsOf(current);
  if (reached >= goal) return 100;
  return Number((reached * 100n) / goal);
}

/** True when an amount is above zero ("0.00" and "0" are not). */
export const isPositive = (amount: string) => centsOf(amount) > 0n;
