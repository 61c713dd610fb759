// The pots of a finished hand and how they are shared, from nothing but what each seat put in and
// who folded. Chips of a bet nobody called go back first. The rest is cut into layers at each
// all-in level: the main pot is what every seat still in could match, each side pot the next layer,
// contested only by the seats that put in that much (a folded seat's chips stay in the layers it
// reached but it wins none). The rake is a percentage of the pots, capped, and none at all when the
// hand ended before the flop ("no flop, no drop"); it is shared over the pots in proportion to their
// size. A pot split between tied hands is shared evenly and its odd cents go to the first winner
// clockwise from the button.
import { BASIS_POINTS } from './tables';

export type Contribution = {
  readonly seat: number;
  readonly committedCents: bigint;
  readonly folded: boolean;
};

export type Pot = { readonly amountCents: bigint; readonly eligibleSeats: readonly number[] };

export type SeatAmount = { readonly seat: number; readonly amountCents: bigint };

const descending = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);

/**
 * The part of the highest contribution that nobody matched (the bet or raise nobody called), or null
 * when two or more seats put in the most.
 */
export function uncalledReturn(contributions: readonly Contribution[]): SeatAmount | null {
  const sorted = [...contributions].sort((a, b) => descending(a.committedCents, b.committedCents));
  const [highest, second] = sorted;
  if (highest === undefined) return null;
  const excess = highest.committedCents - (second?.committedCents ?? 0n);
  return excess > 0n ? { seat: highest.seat, amountCents: excess } : null;
}

/**
 * The main pot and the side pots, the main pot first, after the uncalled return. Consecutive layers
 * contested by the same seats are one pot. Throws if chips would sit in a pot nobody can win, which
 * the betting rules never allow.
 */
export function potsOf(contributions: readonly Contribution[]): { pots: Pot[]; returned: SeatAmount | null } {
  const returned = uncalledReturn(contributions);
  const capped = contributions.map((contribution) =>
    returned !== null && contribution.seat === returned.seat
      ? { ...contribution, committedCents: contribution.committedCents - returned.amountCents }
      : contribution,
  );
  const levels = [...new Set(capped.map((entry) => entry.committedCents).filter((cents) => cents > 0n))].sort(
    (a, b) => descending(b, a),
  );
  const pots: Pot[] = [];
  let previous = 0n;
  for (const level of levels) {
    const layer = capped.reduce((sum, entry) => sum + clamp(entry.committedCents, previous, level), 0n);
    const eligibleSeats = capped
      .filter((entry) => !entry.folded && entry.committedCents >= level)
      .map((entry) => entry.seat);
    const last = pots.at(-1);
    if (last === undefined && eligibleSeats.length === 0)
      throw new Error(`no seat can win the chips between ${previous} and ${level} cents`);
    if (last !== undefined && (eligibleSeats.length === 0 || sameSeats(last.eligibleSeats, eligibleSeats)))
      pots[pots.length - 1] = { ...last, amountCents: last.amountCents + layer };
    else pots.push({ amountCents: layer, eligibleSeats });
    previous = level;
  }
  return { pots, returned };
}

/** The part of a contribution between two levels. */
function clamp(cents: bigint, lower: bigint, upper: bigint): bigint {
  if (cents <= lower) return 0n;
  return (cents < upper ? cents : upper) - lower;
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((seat, index) => seat === b[index]);
}

/**
 * The rake of a hand: `rakeBasisPoints` of the pots, floored to the cent, at most the cap, and none
 * when no flop was dealt.
 */
export function rakeOf(
  potTotalCents: bigint,
  rake: { rakeBasisPoints: number; capCents: bigint; flopDealt: boolean },
): bigint {
  if (!rake.flopDealt) return 0n;
  const percentage = (potTotalCents * BigInt(rake.rakeBasisPoints)) / BigInt(BASIS_POINTS);
  return percentage < rake.capCents ? percentage : rake.capCents;
}

/**
 * The rake shared over the pots in proportion to their amounts (floored), the cents left over taken
 * one each from the main pot on, so the parts add up to the rake exactly.
 */
export function rakeByPot(pots: readonly Pot[], rakeCents: bigint): bigint[] {
  const total = pots.reduce((sum, pot) => sum + pot.amountCents, 0n);
  if (total === 0n) return pots.map(() => 0n);
  const parts = pots.map((pot) => (pot.amountCents * rakeCents) / total);
  let left = rakeCents - parts.reduce((sum, part) => sum + part, 0n);
  for (let index = 0; left > 0n; index = (index + 1) % parts.length) {
    parts[index] = (parts[index] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}

/**
 * A pot shared evenly between its winners, given clockwise from the button's left: the first of them
 * also takes the cents that do not divide evenly.
 */
export function splitPot(amountCents: bigint, winnersClockwise: readonly number[]): SeatAmount[] {
  if (winnersClockwise.length === 0) throw new Error('a pot needs a winner');
  const count = BigInt(winnersClockwise.length);
  const share = amountCents / count;
  const oddCents = amountCents % count;
  return winnersClockwise.map((seat, index) => ({
    seat,
    amountCents: index === 0 ? share + oddCents : share,
  }));
}
