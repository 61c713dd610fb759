// Mission periods and progress (pure): a mission's current period is the site day (DAILY) or the
// site's Monday-to-Sunday week (WEEKLY), cut as promotions cut theirs; its progress is read from the
// member's activity in that period (rounds and valid bet by category, credited deposits, days signed
// in), and its status follows from the progress and whether the period's reward was claimed.
import type { MissionKind, MissionPeriod, MissionStatus } from '@playdeck/contract/missions';
import { fromMinor } from '@playdeck/contract/money';
import { currentWindow, siteDayOf } from '../promotions/promotions.service';

const DAY_MS = 86_400_000;

/** A mission period: its key (the claim's period key), and its bounds [from, to). */
export type MissionWindow = { key: string; from: Date; to: Date };
export type MissionWindows = Record<MissionPeriod, MissionWindow>;

/** What a member did in one period, as the mission kinds measure it. */
export type PeriodActivity = {
  /** Settled rounds by game category. */
  roundsByCategory: Map<string, bigint>;
  /** Valid bet (minor units) of settled rounds by game category. */
  validBetByCategory: Map<string, bigint>;
  /** Credited deposits (minor units). */
  depositMinor: bigint;
  /** Site days of the period (up to today) on which a session of the member was alive. */
  signInDays: number;
};
export type MemberActivity = Record<MissionPeriod, PeriodActivity>;

/** What a mission measures; the fields a progress needs. */
export type MissionMeasure = {
  kind: MissionKind;
  category: string;
  targetCount: number;
  targetAmountMinor: bigint;
};

export function emptyActivity(): PeriodActivity {
  return { roundsByCategory: new Map(), validBetByCategory: new Map(), depositMinor: 0n, signInDays: 0 };
}

/** The current day and week of the site at `now`. */
export function missionWindows(now: Date, offsetMinutes: number): MissionWindows {
  const windowOf = (period: MissionPeriod): MissionWindow => {
    const window = currentWindow({ period, startsAt: new Date(0), endsAt: null }, now, offsetMinutes);
    // A daily or weekly window always ends (only a promotion's own range may be open).
    return { key: window.key, from: window.from, to: window.to! };
  };
  return { DAILY: windowOf('DAILY'), WEEKLY: windowOf('WEEKLY') };
}

/**
 * The site days a week runs (Monday and Sunday) and the Monday a claim's mission points count for:
 * the current week, or the one before.
 */
export function weekOf(
  windows: MissionWindows,
  offsetMinutes: number,
  which: 'current' | 'previous' = 'current',
): { from: string; to: string } {
  const monday = windows.WEEKLY.from.getTime() - (which === 'previous' ? 7 * DAY_MS : 0);
  return {
    from: siteDayOf(new Date(monday), offsetMinutes),
    to: siteDayOf(new Date(monday + 6 * DAY_MS), offsetMinutes),
  };
}

const countsUnits = (kind: MissionKind) => kind === 'ROUNDS' || kind === 'SIGN_IN';

/** One category's figure, or all categories' together. */
function byCategory(values: Map<string, bigint>, category: string): bigint {
  if (category !== 'ALL') return values.get(category) ?? 0n;
  let total = 0n;
  for (const value of values.values()) total += value;
  return total;
}

/** The progress of a mission (a count, or minor units) from the member's activity in its period. */
export function progressOf(mission: MissionMeasure, activity: PeriodActivity): bigint {
  switch (mission.kind) {
    case 'ROUNDS':
      return byCategory(activity.roundsByCategory, mission.category);
    case 'VALID_BET':
      return byCategory(activity.validBetByCategory, mission.category);
    case 'DEPOSIT':
      return activity.depositMinor;
    case 'SIGN_IN':
      return BigInt(activity.signInDays);
  }
}

/** The target in the progress's unit. */
export function targetOf(mission: MissionMeasure): bigint {
  return countsUnits(mission.kind) ? BigInt(mission.targetCount) : mission.targetAmountMinor;
}

/** A count as a whole number ("20"), an amount as money ("500.00"). */
export function formatMeasure(kind: MissionKind, value: bigint): string {
  return countsUnits(kind) ? value.toString() : fromMinor(value);
}

export function statusOf(mission: MissionMeasure, progress: bigint, claimed: boolean): MissionStatus {
  if (claimed) return 'claimed';
  return progress >= targetOf(mission) ? 'claim' : 'process';
}
