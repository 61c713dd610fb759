// The pure rules of points accrual (no I/O): the site days a run covers, the sources points are
// earned from with the operator's rate of each, the points a day's total is due, what is still owed
// of them, and the key that pays one difference once.
import {
  BET_POINTS_TYPES,
  POINTS_TYPE_OF_CATEGORY,
  pointsOf,
  type BetPointsType,
  type PointsSettings,
} from '@playdeck/contract/points';
import type { GameType } from '@playdeck/contract/lobby';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A source of accrued points: a bet points type (valid bet of its categories) or DEPOSIT. */
export type AccrualSource = BetPointsType | 'DEPOSIT';

/** A site day (YYYY-MM-DD in the site's time zone) and its instants [from, to). */
export type SiteDay = { day: string; from: Date; to: Date };

/** The last `count` site days up to the one holding `now`, oldest first. */
export function recentSiteDays(now: Date, offsetMinutes: number, count: number): SiteDay[] {
  const offsetMs = offsetMinutes * MINUTE_MS;
  const todayLocal = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  const days: SiteDay[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const local = todayLocal - back * DAY_MS;
    days.push({
      day: new Date(local).toISOString().slice(0, 10),
      from: new Date(local - offsetMs),
      to: new Date(local - offsetMs + DAY_MS),
    });
  }
  return days;
}

/** Each accrual source with the operator's rate (points per 100.00). */
export function sourceRates(settings: PointsSettings): { source: AccrualSource; rate: string }[] {
  return [
    ...BET_POINTS_TYPES.map((source) => ({ source, rate: settings.betRates[source] })),
    { source: 'DEPOSIT' as const, rate: settings.depositRate },
  ];
}

/** The game categories and the bet points type each one counts toward. */
export function categorySources(): { category: GameType; source: BetPointsType }[] {
  return (Object.entries(POINTS_TYPE_OF_CATEGORY) as [GameType, BetPointsType][]).map(
    ([category, source]) => ({ category, source }),
  );
}

/**
 * A rate in hundredths of a point per 100.00 ("1.5" → 150n), as pointsOf reads it: the SQL that
 * picks the rows still owed something computes with the same figure.
 */
export function rateHundredths(rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/**
 * What a member is still owed for a day's source: the points the day's total is due at the rate
 * now, less what was paid before. Never negative: a lower rate or a cancelled round takes nothing
 * back.
 */
export function owedPoints(totalMinor: bigint, rate: string, paid: bigint): { due: bigint; owed: bigint } {
  const due = pointsOf(totalMinor, rate);
  return { due, owed: due > paid ? due - paid : 0n };
}

/** One payment per member, day, source and figure reached: a run repeated pays nothing more. */
export function accrualKey(accountId: number, day: string, source: AccrualSource, due: bigint): string {
  return `accrual:${accountId}:${day}:${source}:${due}`;
}
