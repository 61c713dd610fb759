// Proves what each bet spot returns (wins, losses, the push of player and banker bets on a tie, the banker commission floored to the cent) and that every table refuses unknown spots and stakes outside its limits.
import { describe, expect, it } from 'vitest';
import { makeCard, type Rank } from './cards';
import type { BaccaratOutcome, BaccaratRound } from './deal';
import { BET_SPOTS, settleBet, validateBet } from './bets';
import { BACCARAT_TABLES, findBaccaratTable } from './tables';

function round(
  outcome: BaccaratOutcome,
  playerRanks: Rank[] = ['2', '5'],
  bankerRanks: Rank[] = ['3', 'K'],
): BaccaratRound {
  return {
    playerCards: playerRanks.map((rank, index) => makeCard(rank, index === 0 ? 'hearts' : 'spades')),
    bankerCards: bankerRanks.map((rank, index) => makeCard(rank, index === 0 ? 'clubs' : 'diamonds')),
    playerTotal: 0,
    bankerTotal: 0,
    outcome,
    natural: false,
  };
}

describe('settling a bet', () => {
  it('returns twice the stake on a player win and nothing to the other sides', () => {
    const won = round('player');
    expect(settleBet('player', 10_00n, won)).toBe(20_00n);
    expect(settleBet('banker', 10_00n, won)).toBe(0n);
    expect(settleBet('tie', 10_00n, won)).toBe(0n);
  });

  it('returns 1.95 times the stake on a banker win, floored to the cent', () => {
    const won = round('banker');
    expect(settleBet('banker', 10_00n, won)).toBe(19_50n);
    expect(settleBet('banker', 1_01n, won)).toBe(1_96n); // 196.95 cents
    expect(settleBet('banker', 1_99n, won)).toBe(3_88n); // 388.05 cents
    expect(settleBet('banker', 1n, won)).toBe(1n); // 1.95 cents
    expect(settleBet('banker', 5_000_00n, won)).toBe(9_750_00n);
    expect(settleBet('player', 10_00n, won)).toBe(0n);
  });

  it('returns nine times the stake on a tie and pushes player and banker bets', () => {
    const tied = round('tie');
    expect(settleBet('tie', 10_00n, tied)).toBe(90_00n);
    expect(settleBet('player', 10_00n, tied)).toBe(10_00n);
    expect(settleBet('banker', 1_01n, tied)).toBe(1_01n);
  });

  it('returns twelve times the stake when a side opens with two cards of one rank', () => {
    const pairs = round('banker', ['7', '7', '2'], ['Q', 'Q']);
    expect(settleBet('playerPair', 10_00n, pairs)).toBe(120_00n);
    expect(settleBet('bankerPair', 10_00n, pairs)).toBe(120_00n);
    // Only the first two cards count, and a ten with a king is two values of 0 but no pair.
    const none = round('player', ['7', '2', '7'], ['10', 'K', '10']);
    expect(settleBet('playerPair', 10_00n, none)).toBe(0n);
    expect(settleBet('bankerPair', 10_00n, none)).toBe(0n);
  });

  it('refuses a stake that is not positive', () => {
    expect(() => settleBet('player', 0n, round('player'))).toThrow(RangeError);
    expect(() => settleBet('tie', -5n, round('tie'))).toThrow(RangeError);
  });
});

describe('validating a bet', () => {
  const tableA = findBaccaratTable('BAC01')!;
  const vip = findBaccaratTable('BAC02')!;

  it('takes every spot at a stake within the limits', () => {
    for (const table of BACCARAT_TABLES)
      for (const spot of BET_SPOTS) {
        expect(validateBet(table, spot, table.minStakeMinor)).toEqual({ ok: true, spot });
        expect(validateBet(table, spot, table.maxStakeMinor)).toEqual({ ok: true, spot });
      }
  });

  it("refuses a stake below the table's minimum or above its maximum", () => {
    expect(validateBet(tableA, 'player', 99n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(tableA, 'player', 0n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(tableA, 'banker', -100n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(tableA, 'tie', 500_01n)).toEqual({ ok: false, reason: 'above-maximum' });
    expect(validateBet(vip, 'banker', 49_99n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(vip, 'banker', 5_000_01n)).toEqual({ ok: false, reason: 'above-maximum' });
    expect(validateBet(vip, 'banker', 1_000_00n)).toEqual({ ok: true, spot: 'banker' });
  });

  it('refuses a spot the table does not offer, whatever the stake', () => {
    expect(validateBet(tableA, 'dragon', 10_00n)).toEqual({ ok: false, reason: 'unknown-spot' });
    expect(validateBet(tableA, 'Player', 10_00n)).toEqual({ ok: false, reason: 'unknown-spot' });
    expect(validateBet(tableA, '', 1n)).toEqual({ ok: false, reason: 'unknown-spot' });
  });
});
