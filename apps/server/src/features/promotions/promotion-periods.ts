// A promotion's current period (pure): daily, weekly (Monday to Sunday), semimonthly (1–15, 16–end),
// monthly or the promotion's own range, cut in the site's time zone and clipped to the promotion's
// start and end.
import type { PromotionPeriod } from '@playdeck/contract/promotions';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type PromotionWindow = { key: string; from: Date; to: Date | null };

const isoDay = (localMs: number) => new Date(localMs).toISOString().slice(0, 10);

/** The period of `period` containing `now`, clipped to [startsAt, endsAt). */
export function currentWindow(
  promotion: { period: PromotionPeriod; startsAt: Date; endsAt: Date | null },
  now: Date,
  offsetMinutes: number,
): PromotionWindow {
  const offsetMs = offsetMinutes * MINUTE_MS;
  const local = now.getTime() + offsetMs;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const date = new Date(dayStart);
  let key: string;
  let fromLocal: number;
  let toLocal: number | null;
  switch (promotion.period) {
    case 'DAILY':
      key = isoDay(dayStart);
      fromLocal = dayStart;
      toLocal = dayStart + DAY_MS;
      break;
    case 'WEEKLY': {
      const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
      fromLocal = dayStart - weekday * DAY_MS;
      toLocal = fromLocal + 7 * DAY_MS;
      key = `W:${isoDay(fromLocal)}`;
      break;
    }
    case 'SEMIMONTHLY': {
      const first = date.getUTCDate() <= 15;
      fromLocal = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), first ? 1 : 16);
      toLocal = first
        ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 16)
        : Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
      key = `${isoDay(fromLocal).slice(0, 7)}:H${first ? 1 : 2}`;
      break;
    }
    case 'MONTHLY':
      fromLocal = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
      toLocal = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
      key = isoDay(fromLocal).slice(0, 7);
      break;
    case 'RANGE':
      return { key: 'RANGE', from: promotion.startsAt, to: promotion.endsAt };
  }
  const from = new Date(Math.max(fromLocal - offsetMs, promotion.startsAt.getTime()));
  const toMs = toLocal - offsetMs;
  const to = new Date(promotion.endsAt ? Math.min(toMs, promotion.endsAt.getTime()) : toMs);
  return { key, from, to };
}

/** The site day of an instant (YYYY-MM-DD). */
export function siteDayOf(now: Date, offsetMinutes: number): string {
  return isoDay(now.getTime() + offsetMinutes * MINUTE_MS);
}
