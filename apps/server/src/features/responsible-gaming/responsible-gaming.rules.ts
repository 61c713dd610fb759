// The pure rules of responsible gaming: which limit is in force, what a change does to it (a
// decrease at once, a raise or a removal after the cooling-off time), the room a deposit has, and
// when a break from play ends. No I/O: the service reads and writes, these decide.
import { LIMIT_INCREASE_DELAY_HOURS, type ExclusionRequest } from '@playdeck/contract/responsible-gaming';

const HOUR_MS = 3_600_000;

/** A period's limit as stored: the amount in force and a raise or removal waiting for its time. */
export type StoredLimit = {
  amountMinor: bigint | null;
  pendingAmountMinor: bigint | null;
  pendingFrom: Date | null;
};

export const NO_LIMIT: StoredLimit = { amountMinor: null, pendingAmountMinor: null, pendingFrom: null };

/** The limit at `now`: a waiting change whose time has come is in force, and no longer waits. */
export function limitAt(stored: StoredLimit, now: Date): StoredLimit {
  if (stored.pendingFrom && stored.pendingFrom.getTime() <= now.getTime()) {
    return { amountMinor: stored.pendingAmountMinor, pendingAmountMinor: null, pendingFrom: null };
  }
  return stored;
}

/**
 * The stored limit after the member asks for `requested` (null: no limit) at `now`. A first limit
 * or a lower one applies at once, and drops any raise that was waiting; a higher one or a removal
 * waits LIMIT_INCREASE_DELAY_HOURS, while the limit in force stays. Asking again for the raise that
 * already waits keeps its time, so that saving the form twice does not restart the wait.
 */
export function changedLimit(stored: StoredLimit, requested: bigint | null, now: Date): StoredLimit {
  const inForce = limitAt(stored, now);
  const current = inForce.amountMinor;
  const lowerOrSame = requested !== null && (current === null || requested <= current);
  if (lowerOrSame) return { amountMinor: requested, pendingAmountMinor: null, pendingFrom: null };
  if (current === null) return inForce;
  const sameRaiseWaits = inForce.pendingFrom !== null && inForce.pendingAmountMinor === requested;
  if (sameRaiseWaits) return inForce;
  return {
    amountMinor: current,
    pendingAmountMinor: requested,
    pendingFrom: new Date(now.getTime() + LIMIT_INCREASE_DELAY_HOURS * HOUR_MS),
  };
}

/** What may still be deposited: the lowest room over the periods with a limit; null with none. */
export function depositRoom(periods: { amountMinor: bigint | null; usedMinor: bigint }[]): bigint | null {
  let room: bigint | null = null;
  for (const { amountMinor, usedMinor } of periods) {
    if (amountMinor === null) continue;
    const left = amountMinor > usedMinor ? amountMinor - usedMinor : 0n;
    if (room === null || left < room) room = left;
  }
  return room;
}

/** When a break asked for at `now` ends: days of 24 hours, or calendar months (the day kept, or the month's last). */
export function breakEnd(request: ExclusionRequest, now: Date): Date {
  if (request.kind === 'timeOut') return new Date(now.getTime() + request.days * 24 * HOUR_MS);
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + request.months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** "2026-12-05 14:30 (GMT+8)": a moment as the site's clock shows it, for messages. */
export function siteDateTime(moment: Date, offsetMinutes: number): string {
  const local = new Date(moment.getTime() + offsetMinutes * 60_000).toISOString();
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone = `GMT${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (${zone})`;
}
