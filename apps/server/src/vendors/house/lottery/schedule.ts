// The draw schedule of a lottery game, as pure arithmetic on instants. Draws are aligned to the
// Unix epoch: draw n happens at n × drawIntervalSeconds, so every server agrees on the draw numbers
// without storing a calendar. Betting on draw n opens when draw n − 1 happens and closes
// closeBeforeDrawSeconds before draw n; in between the two (while draw n is being drawn) no draw
// takes tickets. Instants are Unix epoch milliseconds.
import type { LotteryGame } from './games';

export type DrawTimes = {
  drawNumber: number;
  /** When draw drawNumber − 1 happens and this draw starts taking tickets. */
  opensAt: number;
  /** The first instant at which a ticket is refused. */
  closesAt: number;
  drawAt: number;
};

/** The next draw to happen, and whether it still takes tickets. */
export type CurrentDraw = DrawTimes & { status: 'open' | 'closed'; label: string };

const SECOND_MS = 1000;
const DAY_MS = 86_400 * SECOND_MS;
const MINUTE_MS = 60 * SECOND_MS;
/** Real time zones lie within UTC−12 and UTC+14. */
const TIME_ZONE_OFFSET_MINUTES_MAX = 14 * 60;

const intervalMs = (game: LotteryGame): number => game.drawIntervalSeconds * SECOND_MS;

function checkInstant(instantMs: number): void {
  if (!Number.isSafeInteger(instantMs) || instantMs < 0)
    throw new RangeError(`An instant must be whole milliseconds since the epoch, got ${instantMs}`);
}

function checkDrawNumber(drawNumber: number): void {
  if (!Number.isSafeInteger(drawNumber) || drawNumber < 1)
    throw new RangeError(`A draw number must be a whole number from 1, got ${drawNumber}`);
}

/** The last draw that has happened at or before the instant (draw n has happened at n × interval). */
export function drawNumberAt(game: LotteryGame, instantMs: number): number {
  checkInstant(instantMs);
  return Math.floor(instantMs / intervalMs(game));
}

export function drawTimes(game: LotteryGame, drawNumber: number): DrawTimes {
  checkDrawNumber(drawNumber);
  const drawAt = drawNumber * intervalMs(game);
  return {
    drawNumber,
    opensAt: drawAt - intervalMs(game),
    closesAt: drawAt - game.closeBeforeDrawSeconds * SECOND_MS,
    drawAt,
  };
}

/**
 * The next draw to happen after `nowMs`: `open` while it takes tickets, `closed` in its last
 * closeBeforeDrawSeconds (the following draw opens at its drawAt).
 */
export function currentDraw(game: LotteryGame, nowMs: number): CurrentDraw {
  const times = drawTimes(game, drawNumberAt(game, nowMs) + 1);
  const status = nowMs < times.closesAt ? 'open' : 'closed';
  return { ...times, status, label: drawLabel(game, times.drawNumber) };
}

/** The draw a ticket placed at the instant is for, or undefined while betting is closed. */
export function bettingDrawAt(game: LotteryGame, instantMs: number): number | undefined {
  const draw = currentDraw(game, instantMs);
  return draw.status === 'open' ? draw.drawNumber : undefined;
}

/**
 * A human label for a draw: the date of its drawAt and its sequence within that day, e.g.
 * "20261122-0123" for the 123rd draw of 22 November 2026. Days are UTC unless an offset is given
 * (the site time zone, e.g. 480 for GMT+8); the draw at midnight is the day's 0001.
 */
export function drawLabel(game: LotteryGame, drawNumber: number, timeZoneOffsetMinutes = 0): string {
  checkDrawNumber(drawNumber);
  if (
    !Number.isInteger(timeZoneOffsetMinutes) ||
    Math.abs(timeZoneOffsetMinutes) > TIME_ZONE_OFFSET_MINUTES_MAX
  )
    throw new RangeError(
      `A time zone offset must be whole minutes within ±14 h, got ${timeZoneOffsetMinutes}`,
    );
  const localDrawAt = drawNumber * intervalMs(game) + timeZoneOffsetMinutes * MINUTE_MS;
  const sinceMidnightMs = ((localDrawAt % DAY_MS) + DAY_MS) % DAY_MS;
  const sequence = Math.floor(sinceMidnightMs / intervalMs(game)) + 1;
  const date = new Date(localDrawAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(sequence).padStart(4, '0')}`;
}
