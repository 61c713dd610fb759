// Proves the machines are what the issue asks: Jacks or Better 9/6 with coins of 0.10, 0.25 and 1.00.
import { describe, expect, it } from 'vitest';
import { findVideoPokerGame, VIDEO_POKER_GAMES } from './games';

describe('video poker machines', () => {
  it('offers Jacks or Better with coin values 0.10, 0.25 and 1.00', () => {
    expect(findVideoPokerGame('jacks-or-better')?.coinValuesMinor).toEqual([10n, 25n, 100n]);
    expect(findVideoPokerGame('no-such-game')).toBeUndefined();
  });

  it('names every machine in English and Vietnamese, with codes unique and coin values rising', () => {
    expect(new Set(VIDEO_POKER_GAMES.map((game) => game.gameCode)).size).toBe(VIDEO_POKER_GAMES.length);
    for (const game of VIDEO_POKER_GAMES) {
      expect(game.name.en && game.name.vi).toBeTruthy();
      expect([...game.coinValuesMinor].sort((a, b) => Number(a - b))).toEqual(game.coinValuesMinor);
      expect(game.coinValuesMinor.every((value) => value > 0n)).toBe(true);
    }
  });
});
