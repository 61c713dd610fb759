// Settlement periods (../shared/AGENTS.md §5), pure: a period key read as UTC instants in the site's
// time zone, the previous dividend period (for the carry), and the periods a job must settle by now.
import { PERIOD_KEY_PATTERNS, type ContractType } from '@playdeck/contract/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const REALTIME_WINDOW_MS = 5 * MINUTE_MS;

export type Period = {
  type: ContractType;
  key: string;
  /** [from, to) as UTC instants. */
  from: Date;
  to: Date;
  /** The start of the site day `to - 1 ms` falls in (the real-time salary's day so far). */
  dayFrom: Date;
  /** The site month (YYYY-MM) the period is in. */
  month: string;
};

/**
 * How long after a period's end its job runs (site time): the dividend at 02:10 on the 1st and the
 * 16th, the daily wage at 02:05 the next day, the hourly wage 5 minutes past the next hour, the
 * real-time salary for the window that ended at least 2 minutes ago.
 */
export const SETTLE_DELAY_MS: Record<ContractType, number> = {
  DIVIDEND: 2 * HOUR_MS + 10 * MINUTE_MS,
  DAILY: 2 * HOUR_MS + 5 * MINUTE_MS,
  HOURLY: 5 * MINUTE_MS,
  REALTIME: 2 * MINUTE_MS,
};

const pad = (value: number) => String(value).padStart(2, '0');

/** Site-local wall time (UTC fields of a shifted Date) → the UTC instant. */
function instant(localMs: number, offsetMinutes: number): Date {
  return new Date(localMs - offsetMinutes * MINUTE_MS);
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The period a key names, or undefined when the key is malformed for the type. */
export function parsePeriodKey(type: ContractType, key: string, offsetMinutes: number): Period | undefined {
  const match = PERIOD_KEY_PATTERNS[type].exec(key);
  if (!match) return undefined;
  const [year, month, third = 1, hour = 0, minute = 0] = match.slice(1).map(Number) as number[];
  let fromLocal: number;
  let toLocal: number;
  if (type === 'DIVIDEND') {
    if (month! < 1 || month! > 12) return undefined;
    const half = third;
    fromLocal = Date.UTC(year!, month! - 1, half === 1 ? 1 : 16);
    toLocal = half === 1 ? Date.UTC(year!, month! - 1, 16) : Date.UTC(year!, month!, 1);
  } else {
    if (!validDate(year!, month!, third)) return undefined;
    const day = Date.UTC(year!, month! - 1, third);
    if (type === 'DAILY') {
      fromLocal = day;
      toLocal = day + DAY_MS;
    } else if (type === 'HOURLY') {
      if (hour > 23) return undefined;
      fromLocal = day + hour * HOUR_MS;
      toLocal = fromLocal + HOUR_MS;
    } else {
      if (hour > 23 || minute > 59 || minute % 5 !== 0) return undefined;
      fromLocal = day + hour * HOUR_MS + minute * MINUTE_MS;
      toLocal = fromLocal + REALTIME_WINDOW_MS;
    }
  }
  const lastLocal = new Date(toLocal - 1);
  const dayStartLocal = Date.UTC(lastLocal.getUTCFullYear(), lastLocal.getUTCMonth(), lastLocal.getUTCDate());
  return {
    type,
    key,
    from: instant(fromLocal, offsetMinutes),
    to: instant(toLocal, offsetMinutes),
    dayFrom: instant(dayStartLocal, offsetMinutes),
    month: `${year}-${pad(month!)}`,
  };
}

/** The key of the period that contains the site-local wall time `localMs`. */
function keyAt(type: ContractType, localMs: number): string {
  const date = new Date(localMs);
  const ymd = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  switch (type) {
    case 'DIVIDEND':
      return `DIV:${ymd.slice(0, 7)}:H${date.getUTCDate() <= 15 ? 1 : 2}`;
    case 'DAILY':
      return `DW:${ymd}`;
    case 'HOURLY':
      return `HW:${ymd}T${pad(date.getUTCHours())}`;
    case 'REALTIME':
      return `RT:${ymd}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes() - (date.getUTCMinutes() % 5))}`;
  }
}

/** The period before `period` (the dividend's carry reads it). */
export function previousPeriod(period: Period, offsetMinutes: number): Period {
  const localFrom = period.from.getTime() + offsetMinutes * MINUTE_MS;
  return parsePeriodKey(period.type, keyAt(period.type, localFrom - 1), offsetMinutes)!;
}

/**
 * The periods of the type whose job time has come by `now` (end + SETTLE_DELAY_MS), newest first,
 * at most `count` of them: the scheduled job settles those not settled yet.
 */
export function duePeriods(type: ContractType, now: Date, offsetMinutes: number, count: number): Period[] {
  const periods: Period[] = [];
  const localMs = now.getTime() - SETTLE_DELAY_MS[type] + offsetMinutes * MINUTE_MS;
  // The period containing (now − delay) has not reached its job time yet: start from the one before.
  let period = parsePeriodKey(type, keyAt(type, localMs), offsetMinutes)!;
  while (periods.length < count) {
    period = previousPeriod(period, offsetMinutes);
    periods.push(period);
  }
  return periods;
}

/** A period ends at its `to`; it may be settled by hand once it has ended. */
export function hasEnded(period: Period, now: Date): boolean {
  return period.to.getTime() <= now.getTime();
}
