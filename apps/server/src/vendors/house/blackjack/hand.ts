// The count of a blackjack hand: aces are 1, and one ace counts 11 when that keeps the hand at 21 or
// less, which makes the hand "soft". A two-card 21 is a blackjack, except on a hand made by a split.
import { ACE_VALUE, cardValue, TEN_VALUE, type Card } from './cards';

export const BLACKJACK = 21;
/** What an ace adds when it counts 11 rather than 1. */
export const SOFT_BONUS = 10;
/** The dealer draws below 17 and stands on any 17, soft 17 included. */
export const DEALER_STANDS_AT = 17;

/** A hand's count by its hard total (every ace 1) and whether it holds an ace. */
export type HandCount = { total: number; soft: boolean; bust: boolean };

/** The count from a hard total and whether an ace is held: the rule the recursion and the table share. */
export function countOf(hardTotal: number, hasAce: boolean): HandCount {
  const soft = hasAce && hardTotal + SOFT_BONUS <= BLACKJACK;
  const total = soft ? hardTotal + SOFT_BONUS : hardTotal;
  return { total, soft, bust: total > BLACKJACK };
}

export function handCount(cards: readonly Card[]): HandCount {
  const values = cards.map(cardValue);
  const hardTotal = values.reduce((sum, value) => sum + value, 0);
  return countOf(hardTotal, values.includes(ACE_VALUE));
}

/** An ace and a ten-valued card as a hand's first two cards (a hand made by a split never is one). */
export function isBlackjack(cards: readonly Card[], fromSplit = false): boolean {
  if (fromSplit || cards.length !== 2) return false;
  const values = cards.map(cardValue);
  return values.includes(ACE_VALUE) && values.includes(TEN_VALUE);
}

/** Two cards of the same value (any two ten-valued cards too), which the player may split. */
export function isPair(cards: readonly Card[]): boolean {
  return cards.length === 2 && cardValue(cards[0] as Card) === cardValue(cards[1] as Card);
}

export function dealerDraws(cards: readonly Card[]): boolean {
  return handCount(cards).total < DEALER_STANDS_AT;
}
