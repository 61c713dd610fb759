// Proves the lottery pages list the right studios, select the named game (or the first), and keep
// counting to the next draw after the announced one has passed.
import { describe, expect, it } from 'vitest';
import type { LotteryGameItem } from '@playdeck/contract/lottery';
import { drawInterval, LOTTERY_PAGES, nextDrawAfter, selectedGame } from './lottery-pages';

const game = (gameCode: string) => ({ gameCode }) as LotteryGameItem;

describe('LOTTERY_PAGES', () => {
  it('maps each page to its prize mode', () => {
    expect(LOTTERY_PAGES.lottery.prizeMode).toBe('LOTT');
    expect(LOTTERY_PAGES.seaLottery.prizeMode).toBe('SEA');
    expect(LOTTERY_PAGES.vnLottery.prizeMode).toBe('VN');
  });
});

describe('selectedGame', () => {
  const games = [game('SEA5D1'), game('SEA5D3')];

  it('selects the named game, else the first', () => {
    expect(selectedGame(games, 'SEA5D3')?.gameCode).toBe('SEA5D3');
    expect(selectedGame(games, 'VNNORTH5')?.gameCode).toBe('SEA5D1');
    expect(selectedGame(games, null)?.gameCode).toBe('SEA5D1');
    expect(selectedGame([], 'SEA5D1')).toBeUndefined();
  });
});

describe('drawInterval', () => {
  it('speaks in minutes when whole, else seconds', () => {
    expect(drawInterval(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(drawInterval(300)).toEqual({ unit: 'minutes', count: 5 });
    expect(drawInterval(45)).toEqual({ unit: 'seconds', count: 45 });
  });
});

describe('nextDrawAfter', () => {
  const sea = { nextDrawAt: '2026-01-01T00:01:00.000Z', drawIntervalSeconds: 60 };
  const at = (iso: string) => Date.parse(iso);

  it('is the announced draw until it passes, then the following ones', () => {
    expect(nextDrawAfter(sea, at('2026-01-01T00:00:30.000Z'))).toBe(at('2026-01-01T00:01:00.000Z'));
    expect(nextDrawAfter(sea, at('2026-01-01T00:01:00.000Z'))).toBe(at('2026-01-01T00:02:00.000Z'));
    expect(nextDrawAfter(sea, at('2026-01-01T00:03:59.000Z'))).toBe(at('2026-01-01T00:04:00.000Z'));
  });
});
