// Proves the player's view and the round's record of a blackjack state: the hole card hidden while
// the round is on and shown after, money as decimal strings with the extra stake of each move, the
// settlement per hand, and a record from which the seeds replay the very same state.
import { describe, expect, it } from 'vitest';
import { playStacked } from './blackjack.test-helpers';
import { act, start } from './round';
import { detailOf, publicHandOf, replay, shoeOf, SHOE_SHOWN } from './view';

const GAME = { en: 'Blackjack Classic', vi: 'Xì Dách Cổ Điển' };

describe('the player’s view', () => {
  it('shows the up card only while the round is on, with the moves open and their extra stake', () => {
    const view = publicHandOf(playStacked('9 6 9 10', [], 250n));
    expect(view.dealerCards).toHaveLength(1);
    expect(view.dealerCount.total).toBe(6);
    expect(view).toMatchObject({
      stake: '2.50',
      totalStake: '2.50',
      phase: 'playing',
      payout: null,
      activeHand: 0,
    });
    expect(view.actions).toEqual([
      { action: 'hit', additionalStake: '0.00' },
      { action: 'stand', additionalStake: '0.00' },
      { action: 'double', additionalStake: '2.50' },
      { action: 'split', additionalStake: '2.50' },
    ]);
    expect(view.hands[0]).toMatchObject({
      count: { total: 18, soft: false, bust: false },
      outcome: null,
      returned: null,
    });
  });

  it('shows every card and what each hand returned once the round is over', () => {
    // 9 9 against a 6: split, each nine takes a ten and stands; the dealer draws 6 10 → 22.
    const state = playStacked('9 6 9 10 10 10 10', ['split', 'stand', 'stand'], 100n);
    const view = publicHandOf(state);
    expect(view.phase).toBe('finished');
    expect(view.dealerCards.map((card) => card.rank)).toEqual(['6', '10', '10']);
    expect(view.hands.map((hand) => [hand.outcome, hand.returned])).toEqual([
      ['win', '2.00'],
      ['win', '2.00'],
    ]);
    expect(view).toMatchObject({ totalStake: '2.00', payout: '4.00', actions: [] });
  });

  it('says when the house finished the round', () => {
    expect(publicHandOf(playStacked('9 6 9 10'), true).finishedByHouse).toBe(true);
  });
});

describe('the round’s record', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'client', nonce: 7 };

  it('keeps the moves and the view, and no server seed', () => {
    const state = start(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 500n);
    const detail = detailOf(state, GAME, []);
    expect(detail).toMatchObject({ game: GAME, step: 0, moves: [], raising: null });
    expect(JSON.stringify(detail)).not.toContain(seeds.serverSeed);
    if (state.phase === 'playing') expect(detail.shoe).toBeUndefined();
  });

  it('adds the shoe once the round is over, which the seeds replay card for card', () => {
    let state = start(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 500n);
    const moves: ('stand' | 'hit')[] = [];
    while (state.phase === 'playing') {
      moves.push('stand');
      state = act(state, 'stand');
    }
    const detail = detailOf(state, GAME, moves);
    expect(detail.shoe).toEqual(shoeOf(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
    expect(detail.shoe).toHaveLength(SHOE_SHOWN);
    expect(detail.cardsDealt).toBe(state.cardsDealt);
    expect(replay(seeds, 500n, moves)).toEqual(state);
  });
});
