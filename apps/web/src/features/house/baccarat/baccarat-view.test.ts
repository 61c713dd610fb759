// Proves what the baccarat page works out on its own: each table's chips, the shoe's dealing order
// and the points as cards turn over, the phase on the server's clock, and how bets came out.
import { describe, expect, it } from 'vitest';
import type { BaccaratBetItem, BaccaratCard, BaccaratResult } from '@playdeck/contract/baccarat';
import {
  betOutcome,
  chipLabel,
  chipValues,
  dealOrder,
  handSummary,
  phaseOn,
  pointOf,
  secondsLeft,
  shownCards,
  stakesBySpot,
  winningSpots,
} from './baccarat-view';

const card = (rank: BaccaratCard['rank'], value: number): BaccaratCard => ({ rank, suit: 'hearts', value });

const result = (overrides: Partial<BaccaratResult> = {}): BaccaratResult => ({
  playerCards: [card('2', 2), card('3', 3), card('K', 0)],
  bankerCards: [card('7', 7), card('Q', 0)],
  playerTotal: 5,
  bankerTotal: 7,
  outcome: 'banker',
  natural: false,
  playerPair: false,
  bankerPair: false,
  ...overrides,
});

const bet = (
  spot: BaccaratBetItem['spot'],
  stake: string,
  payout: string | null,
  status = 'settled',
): BaccaratBetItem => ({
  roundId: `BAC01-1-${spot}-${stake}`,
  roundNumber: 1,
  spot,
  stake,
  payout,
  status: status as BaccaratBetItem['status'],
  placedAt: '2026-01-01T00:00:00.000Z',
});

describe('chips', () => {
  it('offers at most six chips within each table’s limits, smallest and largest included', () => {
    expect(chipValues('1.00', '500.00')).toEqual(['1.00', '5.00', '10.00', '50.00', '100.00', '500.00']);
    expect(chipValues('50.00', '5000.00')).toEqual([
      '50.00',
      '100.00',
      '250.00',
      '1000.00',
      '2500.00',
      '5000.00',
    ]);
    expect(chipValues('5.00', '1000.00')).toEqual(['5.00', '10.00', '50.00', '100.00', '500.00', '1000.00']);
    expect(chipValues('10.00', '20.00')).toEqual(['10.00']);
    expect(chipValues('3.00', '4.00')).toEqual(['3.00']);
  });

  it('labels chips briefly', () => {
    expect(['1.00', '25.00', '1000.00', '2500.00'].map(chipLabel)).toEqual(['1', '25', '1K', '2.5K']);
  });
});

describe('the deal', () => {
  it('turns cards in the shoe’s order, third cards last', () => {
    expect(dealOrder(result()).map((slot) => `${slot.side[0]}${slot.index}`)).toEqual([
      'p0',
      'b0',
      'p1',
      'b1',
      'p2',
    ]);
    expect(shownCards(result(), 0)).toEqual({ player: 0, banker: 0 });
    expect(shownCards(result(), 3)).toEqual({ player: 2, banker: 1 });
    expect(shownCards(result(), 99)).toEqual({ player: 3, banker: 2 });
  });

  it('counts a point as the last digit of the cards’ values', () => {
    expect(pointOf([card('9', 9), card('8', 8)])).toBe(7);
    expect(pointOf([card('K', 0), card('10', 0)])).toBe(0);
    expect(pointOf([])).toBe(0);
  });

  it('lights the winner and each pair, never player or banker on a tie', () => {
    expect([...winningSpots(result({ bankerPair: true }))]).toEqual(['banker', 'bankerPair']);
    expect([...winningSpots(result({ outcome: 'tie', playerPair: true }))]).toEqual(['tie', 'playerPair']);
  });
});

describe('the clock', () => {
  const hand = { closesAt: '2026-01-01T00:00:20.000Z', settlesAt: '2026-01-01T00:00:30.000Z' };
  const at = (seconds: number) => Date.parse('2026-01-01T00:00:00.000Z') + seconds * 1000;

  it('tells the phase and the whole seconds left on the server’s clock', () => {
    expect(phaseOn(hand, at(0))).toBe('betting');
    expect(secondsLeft(hand, at(0.2))).toBe(20);
    expect(secondsLeft(hand, at(19.01))).toBe(1);
    expect(phaseOn(hand, at(20))).toBe('dealing');
    expect(secondsLeft(hand, at(20))).toBe(10);
    expect(phaseOn(hand, at(30))).toBe('next');
    expect(secondsLeft(hand, at(31))).toBe(0);
  });
});

describe('bets', () => {
  it('adds up the stake on each spot, leaving refused bets out', () => {
    expect(
      stakesBySpot([
        bet('banker', '10.00', null, 'open'),
        bet('banker', '5.50', null, 'open'),
        bet('tie', '1.00', null, 'refused'),
        bet('player', '2.00', null, 'pending'),
      ]),
    ).toEqual({ banker: '15.50', player: '2.00' });
  });

  it('tells a win, a loss, a push and a bet still waiting', () => {
    expect(betOutcome(bet('banker', '10.00', '19.50'))).toBe('win');
    expect(betOutcome(bet('player', '10.00', '0.00'))).toBe('lose');
    expect(betOutcome(bet('player', '10.00', '10.00'))).toBe('push');
    expect(betOutcome(bet('player', '10.00', null, 'open'))).toBe('pending');
  });

  it('sums a hand only once every bet is paid', () => {
    expect(handSummary([bet('banker', '10.00', '19.50'), bet('player', '10.00', null, 'open')])).toBeNull();
    expect(handSummary([bet('banker', '10.00', '19.50'), bet('tie', '5.00', '0.00')])).toEqual({
      staked: '15.00',
      returned: '19.50',
      net: '4.50',
    });
    expect(handSummary([])).toBeNull();
  });
});
