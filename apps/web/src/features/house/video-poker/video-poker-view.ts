// The video poker page's rules of display, as plain functions: the bet of a choice, the paytable row
// to light, holds, and what a finished hand says.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type { VideoPokerCategory, VideoPokerGameValue, VideoPokerHand } from '@playdeck/contract/video-poker';

export const NO_HOLDS: readonly boolean[] = [false, false, false, false, false];

/** coins × coin value, as money. */
export const betOf = (coins: number, coinValue: string) => fromMinor(BigInt(coins) * toMinor(coinValue));

/** Whether a hand of this category pays anything on this machine. */
export const isPaying = (game: Pick<VideoPokerGameValue, 'paytable'>, category: VideoPokerCategory | null) =>
  category !== null && game.paytable.some((row) => row.category === category);

/**
 * The paytable row to light: the final hand once drawn, else what the dealt cards already make (a
 * machine shows a dealt pair of jacks before the draw); none when that hand does not pay.
 */
export function litCategory(
  game: Pick<VideoPokerGameValue, 'paytable'>,
  hand: Pick<VideoPokerHand, 'phase' | 'dealtCategory' | 'category'> | null,
): VideoPokerCategory | null {
  if (!hand) return null;
  const category = hand.phase === 'drawn' ? hand.category : hand.dealtCategory;
  return isPaying(game, category) ? category : null;
}

/** The holds with card `index` turned over. */
export const toggleHold = (held: readonly boolean[], index: number) =>
  held.map((hold, position) => (position === index ? !hold : hold));

/** The cards to show: the final hand once drawn, else the dealt cards. */
export const shownCards = (hand: VideoPokerHand) =>
  hand.phase === 'drawn' && hand.finalCards ? hand.finalCards : hand.dealtCards;

/** What a drawn hand says: a win with its amount and hand, or no win. */
export function resultOf(
  hand: VideoPokerHand,
): { won: true; amount: string; category: VideoPokerCategory } | { won: false } {
  if (hand.phase !== 'drawn' || hand.payout === null || hand.category === null || toMinor(hand.payout) === 0n)
    return { won: false };
  return { won: true, amount: hand.payout, category: hand.category };
}
