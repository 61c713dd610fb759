// Proves the round's state machine on stacked shoes: the deal order and the peek (a dealer blackjack ends the round, a blackjack against one pushes), 3:2 blackjacks, split aces taking one card each (their 21 paying even money), doubling after a split, refusals of actions not available (hit after stand, double after hit, split of a non-pair, a second split), the dealer standing on soft 17, and that `act` reads the provably fair shoe of the state's seeds.
import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../slots/provably-fair';
import { provablyFairShoe } from './cards';
import { playStacked } from './blackjack.test-helpers';
import {
  act,
  ActionInvalidError,
  availableActions,
  publicView,
  settle,
  start,
  totalStakeCents,
  type BlackjackAction,
  type BlackjackState,
} from './round';
import { basicStrategy } from './strategy';

const ranks = (cards: readonly { rank: string }[]) => cards.map((card) => card.rank);
const actionsOf = (state: BlackjackState) => availableActions(state).map((offer) => offer.action);

/** The error `act` throws, for its code and message. */
function refusal(state: BlackjackState, action: BlackjackAction): ActionInvalidError {
  try {
    act(state, action);
  } catch (error) {
    if (error instanceof ActionInvalidError) return error;
    throw error;
  }
  throw new Error(`${action} was not refused`);
}

describe('the deal', () => {
  it('deals player, dealer up card, player, dealer hole card, and offers hit, stand and double', () => {
    const state = playStacked('A 9 5 7');
    expect(ranks(state.hands[0]!.cards)).toEqual(['A', '5']);
    expect(ranks(state.dealerCards)).toEqual(['9', '7']);
    expect(state).toMatchObject({ phase: 'playing', activeHand: 0, cardsDealt: 4, stakeCents: 100n });
    expect(availableActions(state)).toEqual([
      { action: 'hit', additionalStakeCents: 0n },
      { action: 'stand', additionalStakeCents: 0n },
      { action: 'double', additionalStakeCents: 100n },
    ]);
  });

  it('shows the player the seed hash and the up card only until the round is over', () => {
    const view = publicView(playStacked('A 9 5 8'));
    expect(view).not.toHaveProperty('serverSeed');
    expect(view.serverSeedHash).toBe(serverSeedHash('stacked server seed'));
    expect(ranks(view.dealerCards)).toEqual(['9']);
    expect(view.hands[0]!.count).toEqual({ total: 16, soft: true, bust: false });
    expect(view.actions.map((offer) => offer.action)).toEqual(['hit', 'stand', 'double']);
    expect(ranks(publicView(playStacked('A 9 5 8', ['stand'])).dealerCards)).toEqual(['9', '8']);
  });

  it('refuses a stake that is not positive', () => {
    expect(() => start('server', 'client', 0, 0n)).toThrow(RangeError);
    expect(() => start('server', 'client', 0, -100n)).toThrow(RangeError);
  });
});

describe('blackjacks and the peek', () => {
  it('pushes a blackjack against a dealer blackjack, ending the round at once', () => {
    const state = playStacked('A A K K');
    expect(state).toMatchObject({ phase: 'finished', activeHand: null });
    expect(state.hands[0]!.status).toBe('blackjack');
    expect(settle(state)).toEqual({
      hands: [{ outcome: 'push', stakeCents: 100n, returnedCents: 100n }],
      stakeCents: 100n,
      returnedCents: 100n,
    });
  });

  it('pays a blackjack 3:2 (2.5 times the stake, floored to the cent) without the dealer drawing', () => {
    const state = playStacked('A 10 K 6');
    expect(state.phase).toBe('finished');
    expect(state.dealerCards).toHaveLength(2);
    expect(settle(state).returnedCents).toBe(250n);
    expect(settle(playStacked('A 10 K 6', [], 101n)).returnedCents).toBe(252n);
  });

  it('ends the round when the dealer peeks a blackjack under an ace or a ten: only the bet is lost', () => {
    for (const deal of ['10 A 7 K', '10 10 7 A']) {
      const state = playStacked(deal);
      expect(state).toMatchObject({ phase: 'finished', activeHand: null });
      expect(availableActions(state)).toEqual([]);
      expect(settle(state)).toMatchObject({ stakeCents: 100n, returnedCents: 0n });
      expect(refusal(state, 'double').code).toBe('ACTION_INVALID');
    }
  });

  it('plays on when the peek finds no blackjack', () => {
    expect(playStacked('10 A 7 9').phase).toBe('playing');
    expect(playStacked('10 10 7 9').phase).toBe('playing');
  });
});

describe('splits and doubles', () => {
  it('gives split aces one card each and pays their 21 even money, not as a blackjack', () => {
    const state = playStacked('A 6 A 10 K 9 10', ['split']);
    expect(state.phase).toBe('finished');
    expect(state.hands.map((hand) => ranks(hand.cards))).toEqual([
      ['A', 'K'],
      ['A', '9'],
    ]);
    expect(state.hands.map((hand) => hand.status)).toEqual(['stood', 'stood']);
    expect(ranks(state.dealerCards)).toEqual(['6', '10', '10']);
    expect(settle(state)).toEqual({
      hands: [
        { outcome: 'win', stakeCents: 100n, returnedCents: 200n },
        { outcome: 'win', stakeCents: 100n, returnedCents: 200n },
      ],
      stakeCents: 200n,
      returnedCents: 400n,
    });
  });

  it('allows a double on each hand of a split, each adding its stake', () => {
    const split = playStacked('8 6 8 10 3 10 2 9 10', ['split']);
    expect(ranks(split.hands[0]!.cards)).toEqual(['8', '3']);
    expect(ranks(split.hands[1]!.cards)).toEqual(['8']);
    expect(availableActions(split)).toContainEqual({ action: 'double', additionalStakeCents: 100n });
    expect(actionsOf(split)).not.toContain('split');
    const state = playStacked('8 6 8 10 3 10 2 9 10', ['split', 'double', 'double']);
    expect(state.hands.map((hand) => ranks(hand.cards))).toEqual([
      ['8', '3', '10'],
      ['8', '2', '9'],
    ]);
    expect(totalStakeCents(state)).toBe(400n);
    expect(settle(state)).toMatchObject({ stakeCents: 400n, returnedCents: 800n });
  });

  it('says what stake a split and a double add, and loses a doubled stake whole', () => {
    const pair = playStacked('K 9 Q 8', [], 500n);
    expect(availableActions(pair)).toContainEqual({ action: 'split', additionalStakeCents: 500n });
    expect(availableActions(pair)).toContainEqual({ action: 'double', additionalStakeCents: 500n });
    const lost = playStacked('5 10 6 9 2', ['double']);
    expect(lost.hands[0]).toMatchObject({ doubled: true, stakeCents: 200n, status: 'stood' });
    expect(settle(lost)).toMatchObject({ stakeCents: 200n, returnedCents: 0n });
  });

  it('splits only once', () => {
    const state = playStacked('8 6 8 10 8', ['split']);
    expect(ranks(state.hands[0]!.cards)).toEqual(['8', '8']);
    expect(actionsOf(state)).toEqual(['hit', 'stand', 'double']);
    expect(refusal(state, 'split').code).toBe('ACTION_INVALID');
  });
});

describe('refused actions', () => {
  it('refuses a hit after standing', () => {
    const state = playStacked('10 9 8 8', ['stand']);
    expect(state.phase).toBe('finished');
    const error = refusal(state, 'hit');
    expect(error).toMatchObject({ code: 'ACTION_INVALID', action: 'hit', available: [] });
  });

  it('refuses a double after a hit', () => {
    const state = playStacked('5 9 3 8 2', ['hit']);
    expect(actionsOf(state)).toEqual(['hit', 'stand']);
    expect(refusal(state, 'double')).toMatchObject({ code: 'ACTION_INVALID', available: ['hit', 'stand'] });
  });

  it('refuses to split two cards of different values, and any unknown action', () => {
    const state = playStacked('10 9 9 8');
    expect(refusal(state, 'split')).toMatchObject({ available: ['hit', 'stand', 'double'] });
    expect(refusal(state, 'surrender' as BlackjackAction).code).toBe('ACTION_INVALID');
  });

  it('refuses to settle a round still in play', () => {
    expect(() => settle(playStacked('10 9 9 8'))).toThrow(RangeError);
  });
});

describe('the dealer', () => {
  it('stands on soft 17', () => {
    const state = playStacked('10 A 8 6', ['stand']);
    expect(ranks(state.dealerCards)).toEqual(['A', '6']);
    expect(settle(state).hands[0]!.outcome).toBe('win');
  });

  it('draws on soft 16 and stands once it reaches 17 or more', () => {
    const state = playStacked('10 A 8 5 2', ['stand']);
    expect(ranks(state.dealerCards)).toEqual(['A', '5', '2']);
    expect(settle(state).hands[0]).toEqual({ outcome: 'push', stakeCents: 100n, returnedCents: 100n });
  });

  it('does not draw when every player hand has bust', () => {
    const state = playStacked('10 6 6 10 K', ['hit']);
    expect(state.hands[0]!.status).toBe('bust');
    expect(ranks(state.dealerCards)).toEqual(['6', '10']);
    expect(settle(state).returnedCents).toBe(0n);
  });

  it('lets a hand of 21 stand by itself', () => {
    const state = playStacked('5 9 6 8 10', ['hit']);
    expect(state.hands[0]!.status).toBe('stood');
    expect(state.phase).toBe('finished');
    expect(settle(state).returnedCents).toBe(200n);
  });
});

describe('a provably fair round', () => {
  it('reads the shoe of the state seeds when no shoe is given, card for card', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const shoe = provablyFairShoe('server', 'client', nonce);
      let given = start('server', 'client', nonce, 100n, shoe);
      let derived = start('server', 'client', nonce, 100n);
      expect(derived).toEqual(given);
      while (given.phase === 'playing') {
        const action = basicStrategy(given);
        given = act(given, action, shoe);
        derived = act(derived, action);
        expect(derived).toEqual(given);
      }
      const dealt = [...given.hands.flatMap((hand) => hand.cards), ...given.dealerCards];
      expect(dealt).toHaveLength(given.cardsDealt);
    }
  });
});
