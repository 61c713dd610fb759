// How far a mission is toward its target, as a whole percentage (pure). Counts ("20") and amounts
// ("500.00") arrive as decimal strings; both are compared in hundredths as bigint, so that no float
// is made of money.
import type { MissionKind } from '@playdeck/contract/missions';

function hundredthsOf(value: string): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0').slice(0, 2));
}

/** 0 to 100, rounded down (so 100 means reached); a target of 0 is reached at once. */
export function missionPercent(progress: string, target: string): number {
  const goal = hundredthsOf(target);
  if (goal <= 0n) return 100;
  const reached = hundredthsOf(progress);
  if (reached >= goal) return 100;
  return Number((reached * 100n) / goal);
}

/** Whether a kind measures money (valid bet, deposits) rather than a count (rounds, days). */
export const measuresMoney = (kind: MissionKind) => kind === 'VALID_BET' || kind === 'DEPOSIT';

/** True when an amount is above zero ("0.00" and "0" are not). */
export const isPositive = (amount: string) => hundredthsOf(amount) > 0n;
