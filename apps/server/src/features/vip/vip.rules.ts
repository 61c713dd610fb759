// Pure VIP rules (no I/O): who may hold a level, which level lifetime totals reach, which levels are
// still to be recorded (each paying its upgrade bonus once), and what the next level needs.
import { isAgentType, isOperatorType, isTrialType } from '@playdeck/contract/account';

export type LadderLevel = {
  level: number;
  name: string;
  minValidBetMinor: bigint;
  minDepositMinor: bigint;
  upgradeBonusMinor: bigint;
};

/** A member's lifetime totals: valid bets of settled rounds and credited deposits, in minor units. */
export type VipTotals = { validBetMinor: bigint; depositMinor: bigint };

/** Ordinary members only: trial members, agents and operators never hold a VIP level (SPEC.md §6). */
export function isVipEligible(accountType: number): boolean {
  return !isTrialType(accountType) && !isAgentType(accountType) && !isOperatorType(accountType);
}

const byLevel = (left: LadderLevel, right: LadderLevel) => left.level - right.level;

function meets(level: LadderLevel, totals: VipTotals): boolean {
  return totals.validBetMinor >= level.minValidBetMinor && totals.depositMinor >= level.minDepositMinor;
}

/** Every level whose thresholds (valid bet and deposit, both) the totals meet, lowest first. */
export function levelsMet(ladder: readonly LadderLevel[], totals: VipTotals): LadderLevel[] {
  return ladder.filter((level) => meets(level, totals)).sort(byLevel);
}

/** The member's level: the highest level whose thresholds are both met; null when none is. */
export function currentLevel(ladder: readonly LadderLevel[], totals: VipTotals): LadderLevel | null {
  return levelsMet(ladder, totals).at(-1) ?? null;
}

/** The lowest level above `current` (above nothing: the lowest level); null at the top. */
export function nextLevel(ladder: readonly LadderLevel[], current: LadderLevel | null): LadderLevel | null {
  const above = ladder.filter((level) => current === null || level.level > current.level).sort(byLevel);
  return above[0] ?? null;
}

/**
 * A level that needs nothing and pays nothing is where every member starts, not an upgrade: it is
 * never recorded (otherwise every member would get a row for it on their first evaluation).
 */
export function isStartingLevel(level: LadderLevel): boolean {
  return level.minValidBetMinor === 0n && level.minDepositMinor === 0n && level.upgradeBonusMinor === 0n;
}

/**
 * The met levels not recorded yet, lowest first: each is an upgrade with its own row and bonus, so a
 * member who jumps from level 0 to 3 is paid for 1, 2 and 3.
 */
export function upgradesDue(
  ladder: readonly LadderLevel[],
  totals: VipTotals,
  recordedLevels: ReadonlySet<number>,
): LadderLevel[] {
  return levelsMet(ladder, totals).filter(
    (level) => !recordedLevels.has(level.level) && !isStartingLevel(level),
  );
}

/** What is still missing to reach a threshold; never below zero. */
export function shortfall(threshold: bigint, reached: bigint): bigint {
  return threshold > reached ? threshold - reached : 0n;
}
