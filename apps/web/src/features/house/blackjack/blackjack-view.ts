// The blackjack page's rules of display, as plain functions: building a stake from chips within the
// table's limits, a hand's count as a player reads it, the offer of a move, and what a finished
// round comes to.
import { fromMinor, toMinor } from '@playdeck/contract/money';
import type {
  BlackjackAction,
  BlackjackHand,
  BlackjackPlayerHand,
  BlackjackTableValue,
} from '@playdeck/contract/blackjack';

/** The stake with a chip added, never above the table's maximum. */
export function addChip(stake: string, chip: string, maxStake: string): string {
  const sum = toMinor(stake) + toMinor(chip);
  const max = toMinor(maxStake);
  return fromMinor(sum > max ? max : sum);
}

/** Why a stake cannot be dealt: none chosen, or outside the table's limits; null when it can. */
export function stakeProblem(
  stake: string,
  table: Pick<BlackjackTableValue, 'minStake' | 'maxStake'>,
): 'empty' | 'range' | null {
  const minor = toMinor(stake);
  if (minor === 0n) return 'empty';
  return minor < toMinor(table.minStake) || minor > toMinor(table.maxStake) ? 'range' : null;
}

/** How a count reads: a blackjack, a bust, a soft total ("soft 17") or a plain one. */
export type CountLabel =
  | { key: 'blackjack' }
  | { key: 'bust'; total: number }
  | { key: 'soft'; total: number }
  | { key: 'total'; total: number };

export function countLabel(hand: Pick<BlackjackPlayerHand, 'count' | 'status'>): CountLabel {
  if (hand.status === 'blackjack') return { key: 'blackjack' };
  if (hand.count.bust) return { key: 'bust', total: hand.count.total };
  return hand.count.soft
    ? { key: 'soft', total: hand.count.total }
    : { key: 'total', total: hand.count.total };
}

/** The move's offer now (with the stake it adds), or undefined when it is not open. */
export const offerOf = (hand: Pick<BlackjackHand, 'actions'> | null, action: BlackjackAction) =>
  hand?.actions.find((offer) => offer.action === action);

/** What a finished round came to for the player: won (net gain), pushed, partly back, or lost. */
export type RoundResult =
  | { kind: 'won'; net: string; payout: string }
  | { kind: 'push'; payout: string }
  | { kind: 'partial'; payout: string }
  | { kind: 'lost' };

export function roundResult(
  hand: Pick<BlackjackHand, 'phase' | 'payout' | 'totalStake'>,
): RoundResult | null {
  if (hand.phase !== 'finished' || hand.payout === null) return null;
  const payout = toMinor(hand.payout);
  const net = payout - toMinor(hand.totalStake);
  if (net > 0n) return { kind: 'won', net: fromMinor(net), payout: hand.payout };
  if (net === 0n) return { kind: 'push', payout: hand.payout };
  return payout > 0n ? { kind: 'partial', payout: hand.payout } : { kind: 'lost' };
}
