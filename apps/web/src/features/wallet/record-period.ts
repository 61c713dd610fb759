// The period a record screen opens on: today and the days before it, as the server's default
// (RECORDS_DEFAULT_RANGE_DAYS), in the browser's calendar.
import { RECORDS_DEFAULT_RANGE_DAYS } from '@playdeck/contract/records';

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function defaultPeriod(today: Date): { from: string; to: string } {
  const from = new Date(today);
  from.setDate(from.getDate() - (RECORDS_DEFAULT_RANGE_DAYS - 1));
  return { from: isoDay(from), to: isoDay(today) };
}
