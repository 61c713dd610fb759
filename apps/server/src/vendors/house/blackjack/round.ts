// One round of blackjack as a state machine of pure functions: `start` deals, `act` applies one of the
// player's actions and lets the dealer play once the player is done, `settle` says what each hand
// returns. A state is plain data (it can be stored between requests); it carries the round's seeds,
// so the game server keeps it to itself and shows the player `publicView(state)`.
import { serverSeedHash } from '../slots/provably-fair';
import { ACE_VALUE, cardValue, provablyFairShoe, type Card, type Shoe } from './cards';
import { BLACKJACK, dealerDraws, handCount, isBlackjack, isPair, type HandCount } from './hand';

export const ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackAction = (typeof ACTIONS)[number];

/** A pair may be split once, into two hands. */
export const HANDS_MAX = 2;

/** `playing` until the hand stands, busts or (first two cards only) is a blackjack. */
export type HandStatus = 'playing' | 'stood' | 'bust' | 'blackjack';

export type PlayerHand = {
  cards: readonly Card[];
  /** What this hand has at stake: the opening bet, twice that once doubled. */
  stakeCents: bigint;
  doubled: boolean;
  /** Made by a split: it cannot be split again, and its 21 is not a blackjack. */
  fromSplit: boolean;
  status: HandStatus;
};

export type BlackjackState = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Cards dealt so far, so the next card is this position of the round's shoe. */
  cardsDealt: number;
  /** The opening bet. */
  stakeCents: bigint;
  /** The up card, the hole card, then the dealer's draws. */
  dealerCards: readonly Card[];
  hands: readonly PlayerHand[];
  /** The hand the player acts on, or null once the player is done. */
  activeHand: number | null;
  phase: 'playing' | 'finished';
};

/** An action the player may take now and the stake it adds (the game server debits it first). */
export type ActionOffer = { action: BlackjackAction; additionalStakeCents: bigint };

/** An action that is not among `availableActions(state)`; the game server answers ACTION_INVALID. */
export class ActionInvalidError extends Error {
  readonly code = 'ACTION_INVALID';
  constructor(
    readonly action: string,
    readonly available: readonly BlackjackAction[],
  ) {
    super(`"${action}" is not available; available: ${available.join(', ') || 'none'}`);
    this.name = 'ActionInvalidError';
  }
}

/**
 * Deals a round for an opening bet of `stakeCents` from the shoe of (serverSeed, clientSeed, nonce):
 * player, dealer up card, player, dealer hole card. The dealer peeks: with an ace or a ten up and a
 * blackjack in the hole the round is over at once, as it is when the player has a blackjack.
 * `shoe` replaces the provably fair shoe in tests. Throws RangeError on a stake that is not positive.
 */
export function start(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  stakeCents: bigint,
  shoe: Shoe = provablyFairShoe(serverSeed, clientSeed, nonce),
): BlackjackState {
  if (stakeCents <= 0n) throw new RangeError(`stakeCents must be positive, got ${stakeCents}`);
  const [first, up, second, hole] = [0, 1, 2, 3].map(shoe) as [Card, Card, Card, Card];
  const playerBlackjack = isBlackjack([first, second]);
  const over = playerBlackjack || isBlackjack([up, hole]);
  return {
    serverSeed,
    clientSeed,
    nonce,
    cardsDealt: 4,
    stakeCents,
    dealerCards: [up, hole],
    hands: [
      {
        cards: [first, second],
        stakeCents,
        doubled: false,
        fromSplit: false,
        status: playerBlackjack ? 'blackjack' : 'playing',
      },
    ],
    activeHand: over ? null : 0,
    phase: over ? 'finished' : 'playing',
  };
}

/**
 * What the player may do now: hit or stand on any hand in play (a hand of 21 stands by itself),
 * double on its first two cards (after a split too), split two cards of the same value once.
 */
export function availableActions(state: BlackjackState): ActionOffer[] {
  const hand = state.activeHand === null ? undefined : state.hands[state.activeHand];
  if (state.phase !== 'playing' || hand === undefined || hand.status !== 'playing') return [];
  const offers: ActionOffer[] = [
    { action: 'hit', additionalStakeCents: 0n },
    { action: 'stand', additionalStakeCents: 0n },
  ];
  if (hand.cards.length === 2) offers.push({ action: 'double', additionalStakeCents: hand.stakeCents });
  if (state.hands.length < HANDS_MAX && isPair(hand.cards))
    offers.push({ action: 'split', additionalStakeCents: hand.stakeCents });
  return offers;
}

/**
 * Applies the player's action to the hand in play and returns the new state; once no hand is left to
 * play the dealer plays. Throws ActionInvalidError (code ACTION_INVALID) for an action not available.
 */
export function act(
  state: BlackjackState,
  action: BlackjackAction,
  shoe: Shoe = provablyFairShoe(state.serverSeed, state.clientSeed, state.nonce),
): BlackjackState {
  const available = availableActions(state).map((offer) => offer.action);
  if (!available.includes(action)) throw new ActionInvalidError(action, available);
  let cardsDealt = state.cardsDealt;
  const deal = () => shoe(cardsDealt++);
  const index = state.activeHand as number;
  const hand = state.hands[index] as PlayerHand;
  const hands = [...state.hands];
  if (action === 'hit') hands[index] = withCard(hand, deal());
  else if (action === 'stand') hands[index] = { ...hand, status: 'stood' };
  else if (action === 'double')
    hands[index] = finishDouble(
      withCard({ ...hand, stakeCents: hand.stakeCents * 2n, doubled: true }, deal()),
    );
  else hands.splice(index, 1, ...splitHands(hand));
  const moved = moveOn(hands, index, deal);
  const dealerCards =
    moved.activeHand === null ? dealerPlays(state.dealerCards, moved.hands, deal) : state.dealerCards;
  return {
    ...state,
    cardsDealt,
    dealerCards,
    hands: moved.hands,
    activeHand: moved.activeHand,
    phase: moved.activeHand === null ? 'finished' : 'playing',
  };
}

/** The hand with one more card: bust over 21, standing by itself on 21. */
function withCard(hand: PlayerHand, card: Card): PlayerHand {
  const cards = [...hand.cards, card];
  const count = handCount(cards);
  const status = count.bust ? 'bust' : count.total === BLACKJACK ? 'stood' : 'playing';
  return { ...hand, cards, status };
}

/** A doubled hand takes exactly one card and stands. */
function finishDouble(hand: PlayerHand): PlayerHand {
  return hand.status === 'playing' ? { ...hand, status: 'stood' } : hand;
}

/** Two hands of one card each, each staking the opening bet; they get their second cards in turn. */
function splitHands(hand: PlayerHand): PlayerHand[] {
  return hand.cards.map((card) => ({
    cards: [card],
    stakeCents: hand.stakeCents,
    doubled: false,
    fromSplit: true,
    status: 'playing',
  }));
}

/**
 * From the hand just played, moves to the first hand still in play, giving a split hand its second
 * card when it comes up (a split ace takes that one card and stands); null when none is left.
 */
function moveOn(
  hands: PlayerHand[],
  from: number,
  deal: () => Card,
): { hands: PlayerHand[]; activeHand: number | null } {
  for (let index = from; index < hands.length; index++) {
    const hand = hands[index] as PlayerHand;
    if (hand.cards.length === 1) {
      const second = withCard(hand, deal());
      hands[index] = cardValue(hand.cards[0] as Card) === ACE_VALUE ? { ...second, status: 'stood' } : second;
    }
    if (hands[index]?.status === 'playing') return { hands, activeHand: index };
  }
  return { hands, activeHand: null };
}

/** The dealer draws to 17 (standing on soft 17) unless every player hand has bust. */
function dealerPlays(dealerCards: readonly Card[], hands: readonly PlayerHand[], deal: () => Card): Card[] {
  const cards = [...dealerCards];
  if (hands.every((hand) => hand.status === 'bust')) return cards;
  while (dealerDraws(cards)) cards.push(deal());
  return cards;
}

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'loss';
export type HandSettlement = { outcome: HandOutcome; stakeCents: bigint; returnedCents: bigint };
/** What the round returns: per hand and in all, stakes included (a push returns the stake). */
export type Settlement = { hands: HandSettlement[]; stakeCents: bigint; returnedCents: bigint };

/**
 * Settles a finished round: a blackjack returns 2.5 times the stake (3:2, floored to the cent), a win
 * twice the hand's stake (a doubled hand's stake is doubled), a push the stake, a loss or a bust
 * nothing. A dealer blackjack beats every hand but a player blackjack, which pushes; as the dealer
 * peeks, the opening bet is all the player has at stake then. Throws RangeError while in play.
 */
export function settle(state: BlackjackState): Settlement {
  if (state.phase !== 'finished') throw new RangeError('the round is still in play');
  const hands = state.hands.map((hand) => {
    const outcome = outcomeOf(hand, state.dealerCards);
    return { outcome, stakeCents: hand.stakeCents, returnedCents: returnedCents(outcome, hand.stakeCents) };
  });
  return {
    hands,
    stakeCents: hands.reduce((sum, hand) => sum + hand.stakeCents, 0n),
    returnedCents: hands.reduce((sum, hand) => sum + hand.returnedCents, 0n),
  };
}

function outcomeOf(hand: PlayerHand, dealerCards: readonly Card[]): HandOutcome {
  const dealerBlackjack = isBlackjack(dealerCards);
  if (hand.status === 'blackjack') return dealerBlackjack ? 'push' : 'blackjack';
  if (dealerBlackjack || hand.status === 'bust') return 'loss';
  const player = handCount(hand.cards).total;
  const dealer = handCount(dealerCards);
  if (dealer.bust || player > dealer.total) return 'win';
  return player === dealer.total ? 'push' : 'loss';
}

function returnedCents(outcome: HandOutcome, stakeCents: bigint): bigint {
  if (outcome === 'blackjack') return (stakeCents * 5n) / 2n;
  if (outcome === 'win') return stakeCents * 2n;
  return outcome === 'push' ? stakeCents : 0n;
}

/** Everything the player has put at stake so far: the opening bet, doubles and split hands. */
export function totalStakeCents(state: BlackjackState): bigint {
  return state.hands.reduce((sum, hand) => sum + hand.stakeCents, 0n);
}

/** What the player may see: no server seed (only its hash), and no hole card while the round is on. */
export type PublicView = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  dealerCards: readonly Card[];
  dealerCount: HandCount;
  hands: readonly (PlayerHand & { count: HandCount })[];
  activeHand: number | null;
  phase: BlackjackState['phase'];
  actions: ActionOffer[];
};

export function publicView(state: BlackjackState): PublicView {
  const dealerCards = state.phase === 'finished' ? state.dealerCards : state.dealerCards.slice(0, 1);
  return {
    serverSeedHash: serverSeedHash(state.serverSeed),
    clientSeed: state.clientSeed,
    nonce: state.nonce,
    dealerCards,
    dealerCount: handCount(dealerCards),
    hands: state.hands.map((hand) => ({ ...hand, count: handCount(hand.cards) })),
    activeHand: state.activeHand,
    phase: state.phase,
    actions: availableActions(state),
  };
}
