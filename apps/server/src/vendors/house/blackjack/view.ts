// What a blackjack round looks like outside the engine: the player's view of a state (money as
// decimal strings, the hole card hidden while the round is on) and the round's detail, which is that
// view plus the moves made, so that the state can be replayed from the seeds at the next move. The
// engine's state itself (it holds the server seed) never leaves the game server.
import { fromMinor } from '@playdeck/contract/money';
import type { BlackjackHand } from '@playdeck/contract/blackjack';
import { provablyFairShoe, type Card } from './cards';
import {
  act,
  publicView,
  settle,
  start,
  totalStakeCents,
  type BlackjackAction,
  type BlackjackState,
} from './round';

/** How many cards of a round's shoe its record and the verifier show: more than rounds ever use. */
export const SHOE_SHOWN = 32;

/** The view of a round without its address (round id, game) and seeds. */
export type BlackjackPublicHand = Omit<
  BlackjackHand,
  'roundId' | 'gameCode' | 'serverSeedHash' | 'clientSeed' | 'nonce'
>;

export type BlackjackDetail = BlackjackPublicHand & {
  game: { en: string; vi: string };
  /** The number of moves made: a move applies only from the step it was asked at. */
  step: number;
  /** The moves made so far, in order. */
  moves: BlackjackAction[];
  /**
   * A double or a split whose extra stake was sent to the wallet at this step without an answer: the
   * next request completes it before anything else (the same debit again moves nothing twice).
   */
  raising: BlackjackAction | null;
  /** Once the round is over: how many cards it dealt, and the first cards of its shoe in order. */
  cardsDealt?: number;
  shoe?: Card[];
};

/** The first `count` cards of a round's shoe, in dealing order (what the verifier recomputes). */
export function shoeOf(serverSeed: string, clientSeed: string, nonce: number, count = SHOE_SHOWN): Card[] {
  const shoe = provablyFairShoe(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, (_, position) => shoe(position));
}

/** A round dealt from its seeds for an opening bet, then played with the moves made so far. */
export function replay(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  stakeMinor: bigint,
  moves: readonly BlackjackAction[],
): BlackjackState {
  const shoe = provablyFairShoe(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  let state = start(seeds.serverSeed, seeds.clientSeed, seeds.nonce, stakeMinor, shoe);
  for (const move of moves) state = act(state, move, shoe);
  return state;
}

export function publicHandOf(state: BlackjackState, finishedByHouse = false): BlackjackPublicHand {
  const view = publicView(state);
  const settlement = state.phase === 'finished' ? settle(state) : undefined;
  return {
    stake: fromMinor(state.stakeCents),
    totalStake: fromMinor(totalStakeCents(state)),
    phase: view.phase,
    dealerCards: [...view.dealerCards],
    dealerCount: view.dealerCount,
    hands: view.hands.map((hand, index) => {
      const settled = settlement?.hands[index];
      return {
        cards: [...hand.cards],
        count: hand.count,
        stake: fromMinor(hand.stakeCents),
        doubled: hand.doubled,
        fromSplit: hand.fromSplit,
        status: hand.status,
        outcome: settled?.outcome ?? null,
        returned: settled ? fromMinor(settled.returnedCents) : null,
      };
    }),
    activeHand: view.activeHand,
    actions: view.actions.map((offer) => ({
      action: offer.action,
      additionalStake: fromMinor(offer.additionalStakeCents),
    })),
    payout: settlement ? fromMinor(settlement.returnedCents) : null,
    finishedByHouse,
  };
}

/** The round's detail for a state reached by `moves`. */
export function detailOf(
  state: BlackjackState,
  game: BlackjackDetail['game'],
  moves: readonly BlackjackAction[],
  options: { finishedByHouse?: boolean; raising?: BlackjackAction | null } = {},
): BlackjackDetail {
  const finished = state.phase === 'finished';
  return {
    game,
    step: moves.length,
    moves: [...moves],
    raising: options.raising ?? null,
    ...publicHandOf(state, options.finishedByHouse),
    ...(finished
      ? { cardsDealt: state.cardsDealt, shoe: shoeOf(state.serverSeed, state.clientSeed, state.nonce) }
      : {}),
  };
}
