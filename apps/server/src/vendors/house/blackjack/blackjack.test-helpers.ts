// A stacked shoe for the tests: the cards of a round in the order they are dealt (player, dealer up
// card, player, dealer hole card, then every card drawn), written as ranks: "A K 7 10 5".
import { RANKS, SUITS, type Rank } from '../baccarat/cards';
import type { Card, Shoe } from './cards';
import { act, start, type BlackjackAction, type BlackjackState } from './round';

export function stackedShoe(ranks: string): Shoe {
  const cards: Card[] = ranks
    .trim()
    .split(/\s+/)
    .map((rank, index) => {
      if (!RANKS.includes(rank as Rank)) throw new Error(`not a rank: ${rank}`);
      return { rank: rank as Rank, suit: SUITS[index % SUITS.length] as Card['suit'] };
    });
  return (position) => {
    const card = cards[position];
    if (card === undefined) throw new Error(`the stacked shoe has no card at position ${position}`);
    return card;
  };
}

/** A round dealt from a stacked shoe, then played with `actions` in turn. */
export function playStacked(
  ranks: string,
  actions: BlackjackAction[] = [],
  stakeCents = 100n,
): BlackjackState {
  const shoe = stackedShoe(ranks);
  let state = start('stacked server seed', 'stacked', 0, stakeCents, shoe);
  for (const action of actions) state = act(state, action, shoe);
  return state;
}
