// The announcement and notice dates: the API speaks ISO instants, a datetime-local input speaks
// "YYYY-MM-DDTHH:mm" in the browser's time zone. An empty input is no date (the server reads an
// absent start as now and an absent end as never).

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone; '' for none. */
export function isoToDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value as an ISO instant; null when empty. A value that is not a date is passed on
 * as it is, so that the contract's check refuses it on its field instead of it being dropped.
 */
export function dateInputToIso(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  // A date and time without an offset is read as local time (ECMAScript Date Time String Format).
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}
