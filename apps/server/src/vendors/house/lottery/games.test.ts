// Proves the lottery catalogue: both studios and their game types, the Vietnamese prize tables (27 numbers in the North, 18 in the South and Centre), schedules that fit a day, and the look-ups.
import { describe, expect, it } from 'vitest';
import {
  DIGITS_BET_TYPE_CODES,
  findLotteryGame,
  LOTTERY_GAMES,
  lotteryGamesOf,
  prizeNumberCount,
  VIETNAM_BET_TYPE_CODES,
  type VietnamGame,
} from './games';

const DAY_SECONDS = 86_400;

const vietnamGame = (gameCode: string): VietnamGame => {
  const game = findLotteryGame(gameCode);
  if (game?.kind !== 'vietnam') throw new Error(`${gameCode} is not a Vietnamese game`);
  return game;
};

describe('lottery games', () => {
  it('has unique game codes, names in both languages and a schedule that fits a day', () => {
    expect(new Set(LOTTERY_GAMES.map((game) => game.gameCode)).size).toBe(LOTTERY_GAMES.length);
    for (const game of LOTTERY_GAMES) {
      expect(game.name.en && game.name.vi && game.region.en && game.region.vi, game.gameCode).toBeTruthy();
      expect(DAY_SECONDS % game.drawIntervalSeconds, game.gameCode).toBe(0);
      expect(game.closeBeforeDrawSeconds, game.gameCode).toBeGreaterThan(0);
      expect(game.closeBeforeDrawSeconds, game.gameCode).toBeLessThan(game.drawIntervalSeconds);
    }
  });

  it('puts at least four 4D/5D games under TCG_SEA (LOTT) with every 4D/5D bet type', () => {
    const games = lotteryGamesOf('TCG_SEA');
    expect(games.length).toBeGreaterThanOrEqual(4);
    for (const game of games) {
      expect(game).toMatchObject({ kind: 'digits', gameType: 'LOTT', betTypes: DIGITS_BET_TYPE_CODES });
      expect([4, 5]).toContain(game.digits);
    }
    expect(findLotteryGame('SEA5D1')).toMatchObject({ digits: 5, drawIntervalSeconds: 60 });
    expect(findLotteryGame('SEA5D3')).toMatchObject({ digits: 5, drawIntervalSeconds: 180 });
    expect(findLotteryGame('SEA5D5')).toMatchObject({ digits: 5, drawIntervalSeconds: 300 });
    expect(findLotteryGame('TH4D5')).toMatchObject({ digits: 4, drawIntervalSeconds: 300 });
  });

  it('puts at least three Vietnamese games under TCG_LOTTO_VN (ELOTT) with lô, đề and 3 càng', () => {
    const games = lotteryGamesOf('TCG_LOTTO_VN');
    expect(games.map((game) => game.gameCode)).toEqual(['VNNORTH5', 'VNSOUTH2', 'VNCENTRAL3']);
    for (const game of games)
      expect(game).toMatchObject({ kind: 'vietnam', gameType: 'ELOTT', betTypes: VIETNAM_BET_TYPE_CODES });
    expect(vietnamGame('VNNORTH5')).toMatchObject({ style: 'north', drawIntervalSeconds: 300, digits: 5 });
    expect(vietnamGame('VNSOUTH2')).toMatchObject({ style: 'south', drawIntervalSeconds: 120, digits: 6 });
    expect(vietnamGame('VNCENTRAL3')).toMatchObject({
      style: 'central',
      drawIntervalSeconds: 180,
      digits: 6,
    });
  });

  it('draws the northern prize table: 27 numbers from a 5-digit special prize to four 2-digit ones', () => {
    const game = vietnamGame('VNNORTH5');
    expect(game.prizes.map((tier) => [tier.prize, tier.count, tier.digits])).toEqual([
      ['special', 1, 5],
      ['first', 1, 5],
      ['second', 2, 5],
      ['third', 6, 5],
      ['fourth', 4, 4],
      ['fifth', 6, 4],
      ['sixth', 3, 3],
      ['seventh', 4, 2],
    ]);
    expect(prizeNumberCount(game)).toBe(27);
  });

  it('draws the southern and central prize table: 18 numbers from a 6-digit special prize to a 2-digit one', () => {
    for (const gameCode of ['VNSOUTH2', 'VNCENTRAL3']) {
      const game = vietnamGame(gameCode);
      expect(game.prizes.map((tier) => [tier.prize, tier.count, tier.digits])).toEqual([
        ['special', 1, 6],
        ['first', 1, 5],
        ['second', 1, 5],
        ['third', 2, 5],
        ['fourth', 7, 5],
        ['fifth', 1, 4],
        ['sixth', 3, 4],
        ['seventh', 1, 3],
        ['eighth', 1, 2],
      ]);
      expect(prizeNumberCount(game)).toBe(18);
    }
  });

  it('finds nothing for an unknown game or vendor code', () => {
    expect(findLotteryGame('NOPE')).toBeUndefined();
    expect(findLotteryGame('sea5d1')).toBeUndefined();
    expect(lotteryGamesOf('HOUSE_SLOTS')).toEqual([]);
  });
});
