// What a bingo card is paid. A card is paid once, for the highest pattern it completes within the
// round's called balls (full house over two lines over one line), at the room's published multiple
// of the card price. The prize does not depend on any other card, so every winning card is paid
// and the return of a room is exact (returns.ts). Money is bigint minor units (cents).
import type { BingoCard } from './cards';
import { bestPatternOf, type BingoPattern } from './patterns';
import { PRIZE_SCALE, type BingoRoom } from './rooms';

/**
 * A card's result: the pattern it is paid for (`none` when it completed none), the index in the
 * called balls (from 0) of the ball that completed that pattern, and the prize in minor units.
 */
export type CardPrize = {
  tier: BingoPattern | 'none';
  ballIndex: number | null;
  amountMinor: bigint;
};

/**
 * The prize of a pattern in a room: the card price times the pattern's multiple. Rooms are checked
 * (rooms.test.ts) so that this is always whole cents; a prize that is not throws a RangeError.
 */
export function patternPrizeMinor(room: BingoRoom, pattern: BingoPattern): bigint {
  const scaled = room.cardPriceMinor * BigInt(room.prizeHundredths[pattern]);
  if (scaled % BigInt(PRIZE_SCALE) !== 0n)
    throw new RangeError(`room ${room.roomCode} pays a fraction of a cent for ${pattern}`);
  return scaled / BigInt(PRIZE_SCALE);
}

/**
 * The prize of a card in a round of the room, given the round's called balls (all of them: a prize
 * is only known once the drawing is over). Throws a RangeError for an invalid card or draw.
 */
export function prizeOf(room: BingoRoom, card: BingoCard, calledBalls: readonly number[]): CardPrize {
  if (calledBalls.length !== room.ballsCalled)
    throw new RangeError(`room ${room.roomCode} calls ${room.ballsCalled} balls, got ${calledBalls.length}`);
  const best = bestPatternOf(card, calledBalls);
  if (best === undefined) return { tier: 'none', ballIndex: null, amountMinor: 0n };
  return {
    tier: best.pattern,
    ballIndex: best.ballIndex,
    amountMinor: patternPrizeMinor(room, best.pattern),
  };
}
