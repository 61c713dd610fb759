// Period keys (AGENTS.md §5) worked out at the site's clock, kept pure: the latest period of a type
// that has ended at an instant, as the run form's quick-fill buttons offer it. The site's wall clock
// is the instant moved by the site's offset and read as UTC, as lib/site-time does.
import { PERIOD_KEY_PATTERNS, type ContractType } from '@playdeck/contract/contracts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WINDOW_MINUTES = 5;
/**
 * The schedule settles a real-time window once it ended at least 2 minutes ago (rounds of its last
 * moments still settle); the quick fill offers the same window, so a run from here sees what the
 * schedule would.
 */
const REALTIME_SETTLE_LAG_MINUTES = 2;

const pad = (value: number) => String(value).padStart(2, '0');

/** The site's wall clock at `now`, as a Date whose UTC fields read it. */
function wallClock(now: Date, offsetMinutes: number): Date {
  return new Date(now.getTime() + offsetMinutes * MINUTE_MS);
}

const dayText = (wall: Date) =>
  `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

/** The latest period of `type` that has ended at `now`, at the site's offset. */
export function latestEndedPeriodKey(type: ContractType, now: Date, offsetMinutes: number): string {
  const wall = wallClock(now, offsetMinutes);
  switch (type) {
    case 'DIVIDEND':
      return latestEndedHalfMonth(wall);
    case 'DAILY':
      return `DW:${dayText(new Date(wall.getTime() - DAY_MS))}`;
    case 'HOURLY': {
      const hour = new Date(wall.getTime() - HOUR_MS);
      return `HW:${dayText(hour)}T${pad(hour.getUTCHours())}`;
    }
    case 'REALTIME':
      return latestEndedWindow(wall);
  }
}

/** Days 1–15 are H1, the 16th to the month's end H2: in the first half, last month's H2 has ended. */
function latestEndedHalfMonth(wall: Date): string {
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth();
  if (wall.getUTCDate() > 15) return `DIV:${year}-${pad(month + 1)}:H1`;
  const previous = new Date(Date.UTC(year, month - 1, 1));
  return `DIV:${previous.getUTCFullYear()}-${pad(previous.getUTCMonth() + 1)}:H2`;
}

/** The last 5-minute window [t, t+5) whose end lies the settle lag or more in the past. */
function latestEndedWindow(wall: Date): string {
  const windowMs = WINDOW_MINUTES * MINUTE_MS;
  const settledBy = wall.getTime() - REALTIME_SETTLE_LAG_MINUTES * MINUTE_MS;
  const start = new Date(Math.floor(settledBy / windowMs) * windowMs - windowMs);
  return `RT:${dayText(start)}T${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`;
}

/** Whether a key is written as the type's periods are (the server also checks that it exists and has ended). */
export function isPeriodKeyOf(type: ContractType, key: string): boolean {
  return PERIOD_KEY_PATTERNS[type].test(key.trim());
}
