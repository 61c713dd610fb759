// The exact expected value of every decision, for an infinite shoe: each card is an ace, two … nine
// with chance 1/13 and a ten-valued card with chance 4/13, whatever was dealt before. The dealer's
// final total has one distribution per up card (given that the peek found no blackjack), and the
// player's values follow by recursion over the next card: stand, hit (then play on at best), double
// (one card, twice the stake) and split (two hands, each played at best). Values are in units of the
// hand's stake before the action, so they compare directly; a player's choice is the largest.
import { ACE_VALUE, TEN_VALUE } from './cards';
import { BLACKJACK, countOf, DEALER_STANDS_AT } from './hand';

/** Card values 1 (ace) to 10 (ten, jack, queen, king). */
export const CARD_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
const RANKS_PER_DECK = 13;
const TEN_VALUED_RANKS = 4;

/** The chance that the next card has this value: 1/13, or 4/13 for a ten. */
export function valueChance(value: number): number {
  return (value === TEN_VALUE ? TEN_VALUED_RANKS : 1) / RANKS_PER_DECK;
}

/** The dealer's final totals, in order: 17, 18, 19, 20, 21, then bust. */
export const DEALER_OUTCOMES = ['17', '18', '19', '20', '21', 'bust'] as const;
const BUST_INDEX = DEALER_OUTCOMES.length - 1;

/** The hole card value that makes a blackjack behind this up card, if any. */
function blackjackHoleValue(upValue: number): number | null {
  if (upValue === ACE_VALUE) return TEN_VALUE;
  return upValue === TEN_VALUE ? ACE_VALUE : null;
}

/** The chance that the dealer has a blackjack behind this up card (what the peek finds). */
export function dealerBlackjackChance(upValue: number): number {
  const hole = blackjackHoleValue(upValue);
  return hole === null ? 0 : valueChance(hole);
}

const dealerMemo = new Map<number, readonly number[]>();

/** The dealer's final outcome chances from a hand of this hard total, drawing to 17 (S17). */
function dealerFrom(hardTotal: number, hasAce: boolean): readonly number[] {
  const count = countOf(hardTotal, hasAce);
  const key = hardTotal * 2 + (hasAce ? 1 : 0);
  const known = dealerMemo.get(key);
  if (known) return known;
  const chances = new Array<number>(DEALER_OUTCOMES.length).fill(0);
  if (count.bust) chances[BUST_INDEX] = 1;
  else if (count.total >= DEALER_STANDS_AT) chances[count.total - DEALER_STANDS_AT] = 1;
  else
    for (const value of CARD_VALUES) {
      const next = dealerFrom(hardTotal + value, hasAce || value === ACE_VALUE);
      next.forEach(
        (chance, outcome) => (chances[outcome] = (chances[outcome] as number) + valueChance(value) * chance),
      );
    }
  dealerMemo.set(key, chances);
  return chances;
}

/**
 * The dealer's final outcome chances behind an up card, given no dealer blackjack: with an ace or a
 * ten up the peek has ruled the blackjack hole card out, so the hole card is drawn from the others.
 */
export function dealerOutcomeChances(upValue: number): number[] {
  const excluded = blackjackHoleValue(upValue);
  const remaining = 1 - dealerBlackjackChance(upValue);
  const chances = new Array<number>(DEALER_OUTCOMES.length).fill(0);
  for (const hole of CARD_VALUES) {
    if (hole === excluded) continue;
    const weight = valueChance(hole) / remaining;
    dealerFrom(upValue + hole, upValue === ACE_VALUE || hole === ACE_VALUE).forEach(
      (chance, outcome) => (chances[outcome] = (chances[outcome] as number) + weight * chance),
    );
  }
  return chances;
}

/** The expected value of standing on `total` against the dealer's outcome chances. */
export function standValueAgainst(dealerChances: readonly number[], total: number): number {
  return dealerChances.reduce((value, chance, outcome) => {
    if (outcome === BUST_INDEX) return value + chance;
    const dealerTotal = DEALER_STANDS_AT + outcome;
    return value + (total > dealerTotal ? chance : total < dealerTotal ? -chance : 0);
  }, 0);
}

/** The values of every decision behind one up card (a hand is its hard total and whether it has an ace). */
export type UpCardValues = {
  upValue: number;
  dealerChances: readonly number[];
  stand(hardTotal: number, hasAce: boolean): number;
  hit(hardTotal: number, hasAce: boolean): number;
  double(hardTotal: number, hasAce: boolean): number;
  /** Splitting two cards of `pairValue`: both hands, each played at best (double allowed). */
  split(pairValue: number): number;
};

const upCardMemo = new Map<number, UpCardValues>();

/** The decision values behind an up card value (1–10), computed once and kept. */
export function upCardValues(upValue: number): UpCardValues {
  if (!CARD_VALUES.includes(upValue as (typeof CARD_VALUES)[number]))
    throw new RangeError(`an up card value is in 1–10, got ${upValue}`);
  let values = upCardMemo.get(upValue);
  if (!values) {
    values = buildUpCardValues(upValue);
    upCardMemo.set(upValue, values);
  }
  return values;
}

function buildUpCardValues(upValue: number): UpCardValues {
  const dealerChances = dealerOutcomeChances(upValue);
  const standByTotal = Array.from({ length: BLACKJACK + 1 }, (_, total) =>
    standValueAgainst(dealerChances, total),
  );
  const stand = (hardTotal: number, hasAce: boolean): number => {
    const count = countOf(hardTotal, hasAce);
    return count.bust ? -1 : (standByTotal[count.total] as number);
  };
  // The value of a hand that may only hit or stand (after a hit), at best; 21 stands by itself.
  const playOnMemo = new Map<number, number>();
  const playOn = (hardTotal: number, hasAce: boolean): number => {
    const count = countOf(hardTotal, hasAce);
    if (count.bust || count.total === BLACKJACK) return stand(hardTotal, hasAce);
    const key = hardTotal * 2 + (hasAce ? 1 : 0);
    let value = playOnMemo.get(key);
    if (value === undefined) {
      value = Math.max(stand(hardTotal, hasAce), hit(hardTotal, hasAce));
      playOnMemo.set(key, value);
    }
    return value;
  };
  const nextCard = (hardTotal: number, hasAce: boolean, valueAfter: (hard: number, ace: boolean) => number) =>
    CARD_VALUES.reduce(
      (sum, value) => sum + valueChance(value) * valueAfter(hardTotal + value, hasAce || value === ACE_VALUE),
      0,
    );
  const hit = (hardTotal: number, hasAce: boolean): number => nextCard(hardTotal, hasAce, playOn);
  const double = (hardTotal: number, hasAce: boolean): number => 2 * nextCard(hardTotal, hasAce, stand);
  // One hand of a split, after its second card: split aces stand on it; 21 stands; otherwise the
  // best of standing, hitting and doubling (no second split).
  const splitHand = (pairValue: number, second: number): number => {
    const hardTotal = pairValue + second;
    const hasAce = pairValue === ACE_VALUE || second === ACE_VALUE;
    if (pairValue === ACE_VALUE || countOf(hardTotal, hasAce).total === BLACKJACK)
      return stand(hardTotal, hasAce);
    return Math.max(stand(hardTotal, hasAce), hit(hardTotal, hasAce), double(hardTotal, hasAce));
  };
  const split = (pairValue: number): number =>
    2 * CARD_VALUES.reduce((sum, second) => sum + valueChance(second) * splitHand(pairValue, second), 0);
  return { upValue, dealerChances, stand, hit, double, split };
}
