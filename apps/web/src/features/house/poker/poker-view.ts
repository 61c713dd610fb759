// The card room's page rules as pure functions: where each seat sits round the felt (the viewer's own
// seat at the bottom), amounts in cents for the bet slider (money arrives as decimal strings and is
// never made a float), the quick bet sizes, the last thing each seat did, and the turn clock.
import type { PokerEvent, PokerHandView, PokerLegalActions, PokerTableValue } from '@playdeck/contract/poker';

/** "12.34" → 1234. Amounts here are at most a table's buy-in, far inside a safe integer. */
export function centsOf(amount: string): number {
  const [units = '0', fraction = ''] = amount.trim().split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 1234 → "12.34", -5 → "-0.05". */
export function amountOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const size = Math.abs(cents);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

export type SeatPlace = { left: number; top: number };

/**
 * Places round the oval in percent of the felt, clockwise from the bottom centre (seat numbers run
 * clockwise: seen from above, the next seat after the bottom one is to its left).
 */
const PLACES: Record<number, readonly SeatPlace[]> = {
  2: [
    { left: 50, top: 100 },
    { left: 50, top: 0 },
  ],
  6: [
    { left: 50, top: 100 },
    { left: 5, top: 76 },
    { left: 5, top: 24 },
    { left: 50, top: 0 },
    { left: 95, top: 24 },
    { left: 95, top: 76 },
  ],
};

function evenPlaces(count: number): SeatPlace[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = Math.PI / 2 + (2 * Math.PI * index) / count;
    return { left: 50 + 45 * Math.cos(angle), top: 50 + 50 * Math.sin(angle) };
  });
}

/** Where a seat sits, with `anchorSeat` (the viewer's, or seat 1) at the bottom. */
export function seatPlace(seat: number, seatCount: number, anchorSeat: number): SeatPlace {
  const places = PLACES[seatCount] ?? evenPlaces(seatCount);
  const index = (((seat - anchorSeat) % seatCount) + seatCount) % seatCount;
  return places[index]!;
}

/** A point part of the way from the felt's centre towards a seat (bets, the dealer button). */
export function towardsCentre(place: SeatPlace, share: number): SeatPlace {
  return { left: 50 + (place.left - 50) * share, top: 50 + (place.top - 50) * share };
}

/** The viewer's seat in the hand, when they were dealt in. */
export function mySeatInHand(hand: PokerHandView | null) {
  return hand?.seats.find((seat) => seat.isYou) ?? null;
}

export type AggressionKind = 'bet' | 'raise';

/** Whether the viewer may bet or raise now, with the range of street totals. */
export function aggressionOf(
  legal: PokerLegalActions,
): { kind: AggressionKind; minCents: number; maxCents: number } | null {
  const range = legal.bet ?? legal.raise;
  if (!range) return null;
  return { kind: legal.bet ? 'bet' : 'raise', minCents: centsOf(range.min), maxCents: centsOf(range.max) };
}

export type QuickSize = { key: 'min' | 'half' | 'threeQuarters' | 'pot'; totalCents: number };

/**
 * Quick bet or raise sizes as street totals: the least allowed, then half, three quarters and all of
 * the pot (for a raise, of the pot after calling, on top of the call), kept inside the allowed range
 * and without repeats.
 */
export function quickSizes(hand: PokerHandView, legal: PokerLegalActions): QuickSize[] {
  const aggression = aggressionOf(legal);
  if (!aggression) return [];
  const me = mySeatInHand(hand);
  const streetCommitted = me ? centsOf(me.streetCommitted) : 0;
  const toCall = centsOf(legal.toCall);
  const potAfterCall = centsOf(hand.pot) + toCall;
  const clamp = (cents: number) =>
    Math.min(aggression.maxCents, Math.max(aggression.minCents, Math.round(cents)));
  const sizes: QuickSize[] = [{ key: 'min', totalCents: aggression.minCents }];
  for (const [key, share] of [
    ['half', 0.5],
    ['threeQuarters', 0.75],
    ['pot', 1],
  ] as const) {
    const totalCents = clamp(streetCommitted + toCall + potAfterCall * share);
    if (!sizes.some((size) => size.totalCents === totalCents)) sizes.push({ key, totalCents });
  }
  return sizes;
}

/** The last thing each seat did on the current street (a blind, a check, a bet…), by seat. */
export function lastActions(
  hand: PokerHandView,
): Map<number, Extract<PokerEvent, { type: 'action' | 'blind' }>> {
  const last = new Map<number, Extract<PokerEvent, { type: 'action' | 'blind' }>>();
  for (const event of hand.events) {
    if (event.type === 'street') last.clear();
    else last.set(event.seat, event);
  }
  return last;
}

/** What each seat takes from the hand's result, by seat (only seats that won something). */
export function winningsBySeat(hand: PokerHandView): Map<number, string> {
  const won = new Map<number, string>();
  for (const entry of hand.result?.winnings ?? []) if (entry.won !== '0.00') won.set(entry.seat, entry.won);
  return won;
}

/** The share of the turn left, 1 to 0, on the server's clock; null when no turn is running. */
export function turnLeft(hand: PokerHandView | null, serverNowMs: number): number | null {
  if (!hand?.turnStartedAt || !hand.turnEndsAt) return null;
  const start = Date.parse(hand.turnStartedAt);
  const end = Date.parse(hand.turnEndsAt);
  if (end <= start) return 0;
  return Math.min(1, Math.max(0, (end - serverNowMs) / (end - start)));
}

/** Seconds left on the turn clock, rounded up. */
export function turnSecondsLeft(hand: PokerHandView | null, serverNowMs: number): number | null {
  if (!hand?.turnEndsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(hand.turnEndsAt) - serverNowMs) / 1000));
}

/** Whichever of two table values is newer (the server's clock when it answered; ties: the later one). */
export function newerTable(current: PokerTableValue | null, incoming: PokerTableValue): PokerTableValue {
  if (!current) return incoming;
  return Date.parse(incoming.serverTime) >= Date.parse(current.serverTime) ? incoming : current;
}

/** The stack a member may bring: the buy-in range, capped by the balance (null when it is below). */
export function stackRange(
  table: { buyInMin: string; buyInMax: string },
  balance: string,
): { minCents: number; maxCents: number } | null {
  const minCents = centsOf(table.buyInMin);
  const maxCents = Math.min(centsOf(table.buyInMax), centsOf(balance));
  return maxCents >= minCents ? { minCents, maxCents } : null;
}
