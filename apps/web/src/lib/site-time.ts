// The site's time (DESIGN.md: one site time zone, the operator's setting, defines days and periods):
// "today", a period of days and the display of an instant are all read at the site's offset from
// UTC (permission.timeZoneOffsetMinutes), never in the browser's zone. A member in another zone, or
// a browser whose clock reads another date, sees the same days the server reports on.
import { useTranslation } from 'react-i18next';
import { useStartedPermission } from './permission';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** "GMT+8", "GMT-3:30": the zone a date picker reads its days in. */
export function formatGmtOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const minutes = absolute % 60;
  return `GMT${sign}${Math.floor(absolute / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The wall-clock time at the site's offset, as "YYYY-MM-DD HH:mm:ss". */
export function siteTime(now: Date, offsetMinutes: number): string {
  return new Date(now.getTime() + offsetMinutes * MINUTE_MS).toISOString().replace('T', ' ').slice(0, 19);
}

/** The calendar day (YYYY-MM-DD) it is at the site at `now`. */
export function siteDay(now: Date, offsetMinutes: number): string {
  return siteTime(now, offsetMinutes).slice(0, 10);
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` days that end with the site's today, both ends included. */
export function sitePeriod(now: Date, offsetMinutes: number, days: number): { from: string; to: string } {
  const to = siteDay(now, offsetMinutes);
  return { from: addDays(to, -(days - 1)), to };
}

export type SiteTimeStyle = 'date' | 'dateTime' | 'time';

const STYLES: Record<SiteTimeStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'short', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
};

export type SiteTimeFormat = { format(instant: string | number | Date): string };

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A format of instants as the site's wall clock shows them, in the reader's language: each instant
 * moved by the site's offset, written out as UTC. One Intl format per language and options, made
 * once (making one costs more than using it).
 */
export function siteTimeFormat(
  offsetMinutes: number,
  language: string,
  options: Intl.DateTimeFormatOptions,
): SiteTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  const utc = format;
  return {
    format: (instant) => utc.format(new Date(new Date(instant).getTime() + offsetMinutes * MINUTE_MS)),
  };
}

/** An instant (ISO string or Date) as the site shows it, in one of the site's usual styles. */
export function formatSiteTime(
  instant: string | Date,
  offsetMinutes: number,
  language: string,
  style: SiteTimeStyle = 'dateTime',
): string {
  return siteTimeFormat(offsetMinutes, language, STYLES[style]).format(instant);
}

export type SiteClock = {
  offsetMinutes: number;
  /** "GMT+8": shown beside date pickers. */
  zoneLabel: string;
  /** The site's today, YYYY-MM-DD. */
  today(): string;
  /** The `days` days ending today at the site. */
  period(days: number): { from: string; to: string };
  format(instant: string | Date, style?: SiteTimeStyle): string;
  /** A format with other Intl options (dateStyle, timeStyle…), still at the site's offset. */
  formatter(options: Intl.DateTimeFormatOptions): SiteTimeFormat;
};

/** The site's clock, for screens rendered after start-up. */
export function useSiteTime(): SiteClock {
  const { i18n } = useTranslation();
  const { timeZoneOffsetMinutes: offsetMinutes } = useStartedPermission();
  return {
    offsetMinutes,
    zoneLabel: formatGmtOffset(offsetMinutes),
    today: () => siteDay(new Date(), offsetMinutes),
    period: (days) => sitePeriod(new Date(), offsetMinutes, days),
    format: (instant, style) => formatSiteTime(instant, offsetMinutes, i18n.language, style),
    formatter: (options) => siteTimeFormat(offsetMinutes, i18n.language, options),
  };
}
