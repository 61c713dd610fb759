// Basic strategy for these rules, computed rather than typed in: at each decision the action of
// highest expected value (expected-values.ts) among those available. With an infinite shoe the values
// depend only on the hand's total, whether it is soft, whether it is a pair and what may be done with
// it, so this is the total-dependent basic strategy and it is optimal for the game as dealt.
import {
  ActionInvalidError,
  ACTIONS,
  availableActions,
  type BlackjackAction,
  type BlackjackState,
} from './round';
import { ACE_VALUE, cardValue, type Card } from './cards';
import { upCardValues } from './expected-values';

/** The expected value of each action on a hand (in units of its stake) behind an up card value. */
export function actionValues(
  upValue: number,
  cards: readonly Card[],
  actions: readonly BlackjackAction[],
): Partial<Record<BlackjackAction, number>> {
  const values = upCardValues(upValue);
  const cardValues = cards.map(cardValue);
  const hardTotal = cardValues.reduce((sum, value) => sum + value, 0);
  const hasAce = cardValues.includes(ACE_VALUE);
  const result: Partial<Record<BlackjackAction, number>> = {};
  for (const action of actions) {
    if (action === 'split') result.split = values.split(cardValues[0] as number);
    else result[action] = values[action](hardTotal, hasAce);
  }
  return result;
}

/**
 * The action of highest expected value on the hand in play (ties go to the first of hit, stand,
 * double, split). Throws ActionInvalidError when the round has no action to take.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const available = availableActions(state).map((offer) => offer.action);
  const hand = state.activeHand === null ? undefined : state.hands[state.activeHand];
  if (available.length === 0 || hand === undefined) throw new ActionInvalidError('hint', available);
  const values = actionValues(cardValue(state.dealerCards[0] as Card), hand.cards, available);
  let best = available[0] as BlackjackAction;
  for (const action of ACTIONS)
    if ((values[action] ?? -Infinity) > (values[best] ?? -Infinity)) best = action;
  return best;
}

/** The up cards in the order charts show them: two to ten, then the ace. */
export const CHART_UP_CARDS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1] as const;

/**
 * One cell of a strategy chart: S stand, H hit, Dh double (else hit), Ds double (else stand, when
 * doubling is no longer allowed), P split.
 */
export type ChartCell = 'S' | 'H' | 'Dh' | 'Ds' | 'P';

function chartCell(upValue: number, first: number, second: number, splittable: boolean): ChartCell {
  const values = upCardValues(upValue);
  const hardTotal = first + second;
  const hasAce = first === ACE_VALUE || second === ACE_VALUE;
  const stand = values.stand(hardTotal, hasAce);
  const hit = values.hit(hardTotal, hasAce);
  const double = values.double(hardTotal, hasAce);
  const split = splittable ? values.split(first) : -Infinity;
  if (split > Math.max(stand, hit, double)) return 'P';
  if (double > Math.max(stand, hit)) return hit >= stand ? 'Dh' : 'Ds';
  return hit > stand ? 'H' : 'S';
}

/**
 * The basic strategy chart of an opening hand, computed: hard totals 5–20 (two unpaired cards
 * without an ace), soft totals 13–20 (an ace and a two to a nine) and pairs (by the paired value,
 * ace as 1), each a row of cells against up cards two to ten, then ace.
 */
export function strategyChart(): {
  hard: Record<number, ChartCell[]>;
  soft: Record<number, ChartCell[]>;
  pairs: Record<number, ChartCell[]>;
} {
  const row = (first: number, second: number, splittable = false) =>
    CHART_UP_CARDS.map((upValue) => chartCell(upValue, first, second, splittable));
  const hard: Record<number, ChartCell[]> = {};
  // Values depend on the total only, so each row takes one pair of cards of that total: a two and
  // the rest up to 11, then a ten and the rest (20 as two tens, not offered the split).
  for (let total = 5; total <= 20; total++)
    hard[total] = total <= 11 ? row(2, total - 2) : row(total - 10, 10);
  const soft: Record<number, ChartCell[]> = {};
  for (let other = 2; other <= 9; other++) soft[11 + other] = row(ACE_VALUE, other);
  const pairs: Record<number, ChartCell[]> = {};
  for (let value = 1; value <= 10; value++) pairs[value] = row(value, value, true);
  return { hard, soft, pairs };
}
