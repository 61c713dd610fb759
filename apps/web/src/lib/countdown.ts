// Countdowns against the server's clock: a page keeps the offset between the server's time (from an
// answer) and the device's, so that a wrong device clock does not move a draw or a close.

const SECOND_MS = 1000;

/** The server's clock minus the device's, from a server timestamp read at `receivedAtMs`. */
export function clockOffsetMs(serverTimeIso: string, receivedAtMs: number): number {
  const serverMs = Date.parse(serverTimeIso);
  return Number.isNaN(serverMs) ? 0 : serverMs - receivedAtMs;
}

/**
 * The time left as "mm:ss", or "h:mm:ss" from one hour; a second that has begun counts whole (a
 * close 200 ms away shows 00:01, never 00:00 while it is still open). Nothing left shows 00:00.
 */
export function formatCountdown(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
