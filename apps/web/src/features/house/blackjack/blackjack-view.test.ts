// Proves the blackjack page's display rules: a stake built from chips within the limits, how a count
// reads, the offer of a move, and what a finished round came to.
import { describe, expect, it } from 'vitest';
import { addChip, countLabel, offerOf, roundResult, stakeProblem } from './blackjack-view';
import { finishedRound, testRound, testTable } from './test-rounds';

describe('the stake', () => {
  it('adds chips exactly and never goes above the table’s maximum', () => {
    expect(addChip('0.00', '5.00', '500.00')).toBe('5.00');
    expect(addChip('5.00', '25.00', '500.00')).toBe('30.00');
    expect(addChip('450.00', '100.00', '500.00')).toBe('500.00');
  });

  it('cannot be dealt when empty or outside the limits', () => {
    expect(stakeProblem('0.00', testTable)).toBe('empty');
    expect(stakeProblem('0.50', testTable)).toBe('range');
    expect(stakeProblem('500.01', testTable)).toBe('range');
    expect(stakeProblem('1.00', testTable)).toBeNull();
    expect(stakeProblem('500.00', testTable)).toBeNull();
  });
});

describe('a count', () => {
  it('reads as a blackjack, a bust, a soft total or a plain one', () => {
    expect(countLabel({ status: 'blackjack', count: { total: 21, soft: true, bust: false } })).toEqual({
      key: 'blackjack',
    });
    expect(countLabel({ status: 'bust', count: { total: 24, soft: false, bust: true } })).toEqual({
      key: 'bust',
      total: 24,
    });
    expect(countLabel({ status: 'playing', count: { total: 17, soft: true, bust: false } })).toEqual({
      key: 'soft',
      total: 17,
    });
    expect(countLabel({ status: 'stood', count: { total: 20, soft: false, bust: false } })).toEqual({
      key: 'total',
      total: 20,
    });
  });
});

describe('moves', () => {
  it('finds a move’s offer with the stake it adds, and none for a move not open', () => {
    expect(offerOf(testRound(), 'double')).toEqual({ action: 'double', additionalStake: '10.00' });
    expect(offerOf(testRound({ actions: [] }), 'hit')).toBeUndefined();
    expect(offerOf(null, 'hit')).toBeUndefined();
  });
});

describe('a finished round', () => {
  it('is a win with the net gain, a push, a part back or a loss', () => {
    expect(roundResult(finishedRound())).toEqual({ kind: 'won', net: '10.00', payout: '20.00' });
    expect(roundResult(finishedRound({ payout: '10.00' }))).toEqual({ kind: 'push', payout: '10.00' });
    expect(roundResult(finishedRound({ totalStake: '20.00', payout: '10.00' }))).toEqual({
      kind: 'partial',
      payout: '10.00',
    });
    expect(roundResult(finishedRound({ payout: '0.00' }))).toEqual({ kind: 'lost' });
    expect(roundResult(testRound())).toBeNull();
  });
});
