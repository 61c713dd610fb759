// The dealer's rules for who plays a hand, as pure functions: how many house bots keep a table
// comfortable, which empty seats they take, where the button goes, how players are named and keyed in
// the engine, and how long the dealer waits before acting for the player to act. The game server
// (poker.service.ts) applies them to the seats it reads.
import { createHash } from 'node:crypto';
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { buyInRangeCents, type PokerTable } from './tables';

/**
 * The house bots' names. Each says it is a bot, so wherever a name is shown the seat is labelled; the
 * page adds a robot mark and a "Bot" tag as well.
 */
export const BOT_NAMES = ['Bot Mai', 'Bot Tuấn', 'Bot Linh', 'Bot Khoa', 'Bot Vy', 'Bot Hùng'] as const;

/** A bot's stack for each hand, in big blinds (its chips are the house's), within the buy-in range. */
const BOT_STACK_BIG_BLINDS = [100, 80, 90, 70, 60, 100] as const;

/** A member is connected when seen (a socket heartbeat, a call) this recently. */
export const CONNECTED_MS = 15_000;
/** A member gone this long, or sitting out, loses their seat between hands. */
export const GONE_SEAT_FREED_MS = 120_000;
/** The turn of a member who has gone (or left the table) is checked or folded after this pause. */
export const GONE_TURN_MS = 1_500;
/** A bot thinks for 1 to 2 seconds, as a person would, before it acts. */
export const BOT_PAUSE_MIN_MS = 1_000;
export const BOT_PAUSE_SPREAD_MS = 1_000;
/** After a hand ends the result stays on the table this long before the next hand is dealt. */
export const NEXT_HAND_PAUSE_MS = 5_000;

/**
 * How many players make a comfortable table: the dealer fills empty seats with bots up to this (three
 * at a full-ring table), so a lone member has a game; it never fills every seat of a larger table, so
 * members can still sit. A heads-up table has two seats, so its bot takes the other one.
 */
export function comfortablePlayers(table: Pick<PokerTable, 'seatCount'>): number {
  return table.seatCount <= 2 ? 2 : Math.max(2, Math.min(3, table.seatCount - 2));
}

/** The stack a new bot brings to every hand. */
export function botStackCents(table: PokerTable, botIndex: number): bigint {
  const { minCents, maxCents } = buyInRangeCents(table);
  const wanted = table.bigBlindCents * BigInt(BOT_STACK_BIG_BLINDS[botIndex % BOT_STACK_BIG_BLINDS.length]!);
  return wanted < minCents ? minCents : wanted > maxCents ? maxCents : wanted;
}

/**
 * The empty seats new bots take, as far from the occupied ones as the table allows (so they spread
 * round the felt), at most `count`. The seats are numbered 1…seatCount.
 */
export function seatsForBots(seatCount: number, occupied: readonly number[], count: number): number[] {
  const taken = new Set(occupied);
  const chosen: number[] = [];
  for (let round = 0; round < count; round += 1) {
    let best: { seat: number; distance: number } | undefined;
    for (let seat = 1; seat <= seatCount; seat += 1) {
      if (taken.has(seat)) continue;
      const distance = nearestDistance(seat, taken, seatCount);
      if (!best || distance > best.distance) best = { seat, distance };
    }
    if (!best) break;
    taken.add(best.seat);
    chosen.push(best.seat);
  }
  return chosen;
}

function nearestDistance(seat: number, taken: ReadonlySet<number>, seatCount: number): number {
  let nearest = seatCount;
  for (const other of taken) {
    const gap = Math.abs(seat - other);
    nearest = Math.min(nearest, gap, seatCount - gap);
  }
  return nearest;
}

/** Bot names not in use at the table, in order. */
export function freeBotNames(inUse: readonly string[]): string[] {
  return BOT_NAMES.filter((name) => !inUse.includes(name));
}

/**
 * The button of the next hand: the first seat in the hand clockwise after the last hand's button, or
 * the lowest seat for a table's first hand.
 */
export function nextButton(seatsInHand: readonly number[], previousButton: number | null): number {
  const sorted = [...seatsInHand].sort((a, b) => a - b);
  if (sorted.length === 0) throw new RangeError('a hand needs seats');
  if (previousButton === null) return sorted[0]!;
  return sorted.find((seat) => seat > previousButton) ?? sorted[0]!;
}

/** How the engine knows a member: never the platform's id alone, which the views do not carry. */
export const memberKey = (playerId: number) => `m${playerId}`;
/** How the engine knows a house bot: by its name. */
export const botKey = (botName: string) => `bot:${botName}`;

/** The platform player id of an engine player, or null for a bot. */
export function memberIdOf(engineKey: string): number | null {
  const match = /^m(-?\d+)$/.exec(engineKey);
  return match ? Number(match[1]) : null;
}

/**
 * A member's name at the table: a tag made from their player id, the same at every hand and table,
 * which tells the other players nothing about the account.
 */
export function memberName(playerId: number): string {
  const digest = createHash('sha256').update(`poker-player:${playerId}`).digest('hex');
  return `#${digest.slice(0, 4).toUpperCase()}`;
}

/** The name of an engine player: a member's tag or the bot's name. */
export function nameOfEngineKey(engineKey: string): string {
  const memberId = memberIdOf(engineKey);
  if (memberId !== null) return memberName(memberId);
  return engineKey.startsWith('bot:') ? engineKey.slice(4) : engineKey;
}

/**
 * The random numbers of one bot decision: the hand's own provably fair stream (its server seed, client
 * seed `<clientSeed>:bot`), keyed by how many events the hand has had, so any process deciding the same
 * turn decides it the same way, and a revealed seed replays every decision.
 */
export function botRandom(serverSeed: string, clientSeed: string, eventCount: number): RandomStream {
  return createRandomStream(serverSeed, `${clientSeed}:bot`, eventCount);
}

/** How long a bot thinks over this turn: its stream's first number. */
export function botPauseMs(random: RandomStream): number {
  return BOT_PAUSE_MIN_MS + random.nextInt(BOT_PAUSE_SPREAD_MS);
}

/** A seated member who is at the table: not sitting out, and seen within CONNECTED_MS. */
export function isPresent(
  seat: { sittingOut: boolean; lastSeenAt: Date } | undefined,
  nowMs: number,
): boolean {
  return seat !== undefined && !seat.sittingOut && seat.lastSeenAt.getTime() >= nowMs - CONNECTED_MS;
}

/**
 * When the dealer acts for a member whose turn began at `turnStartedAtMs`: after the table's action
 * time, or after GONE_TURN_MS for a member who is not at the table, whose turn is checked or folded at
 * once (so a member who has gone never puts in more than they already had).
 */
export function memberTurnEndsAtMs(turnStartedAtMs: number, actionSeconds: number, present: boolean): number {
  return turnStartedAtMs + (present ? actionSeconds * 1_000 : GONE_TURN_MS);
}
