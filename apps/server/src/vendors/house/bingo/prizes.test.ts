// Proves what a card is paid: nothing without a line, otherwise only its best pattern (full house over two lines over one line) at the room's multiple of the card price with the ball that completed it, never the sum of patterns; that provably fair cards are paid exactly one of the table's amounts; and that a draw of the wrong length is refused.
import { describe, expect, it } from 'vitest';
import { cardFromColumns, cardOf, FREE_SPACE } from './cards';
import { drawOf } from './draw';
import { bestPatternOf } from './patterns';
import { patternPrizeMinor, prizeOf } from './prizes';
import { findBingoRoom, type BingoRoom } from './rooms';

const saigon = findBingoRoom('BG01')!; // 42 balls; 1.00 a card; pays 1.50, 2.40, 2,000.00
const mekong = findBingoRoom('BG02')!; // 40 balls; 5.00 a card; pays 9.00, 15.00, 25,000.00

const CARD = cardFromColumns([
  [1, 2, 3, 4, 5],
  [16, 17, 18, 19, 20],
  [31, 32, FREE_SPACE, 33, 34],
  [46, 47, 48, 49, 50],
  [61, 62, 63, 64, 65],
]);
const ON_CARD = new Set(CARD.cells);
const OFF_CARD = Array.from({ length: 75 }, (_, index) => index + 1).filter((ball) => !ON_CARD.has(ball));

/** The given balls, then balls off the card (which complete nothing) up to the room's count. */
function drawWith(room: BingoRoom, balls: number[]): number[] {
  return [...balls, ...OFF_CARD.filter((ball) => !balls.includes(ball))].slice(0, room.ballsCalled);
}

describe('the prize of a card', () => {
  it('pays nothing when no line is complete', () => {
    expect(prizeOf(saigon, CARD, drawWith(saigon, [1, 16, 31, 46]))).toEqual({
      tier: 'none',
      ballIndex: null,
      amountMinor: 0n,
    });
  });

  it('pays one line 1.5 × the price, with the ball that completed it', () => {
    expect(prizeOf(saigon, CARD, drawWith(saigon, [6, 1, 16, 31, 46, 61]))).toEqual({
      tier: 'line',
      ballIndex: 5,
      amountMinor: 1_50n,
    });
    expect(prizeOf(mekong, CARD, drawWith(mekong, [1, 16, 31, 46, 61])).amountMinor).toBe(9_00n);
  });

  it('pays two lines their own prize only, not a line’s as well', () => {
    const balls = drawWith(saigon, [1, 16, 31, 46, 61, 2, 3, 4, 5]);
    expect(prizeOf(saigon, CARD, balls)).toEqual({ tier: 'two-lines', ballIndex: 8, amountMinor: 2_40n });
    expect(prizeOf(mekong, CARD, drawWith(mekong, [1, 16, 31, 46, 61, 2, 3, 4, 5])).amountMinor).toBe(15_00n);
  });

  it('pays a full house its prize only, at the last of the 24 numbers', () => {
    const numbers = CARD.cells.filter((number) => number !== FREE_SPACE);
    const balls = drawWith(saigon, [75, ...numbers]);
    expect(balls.length).toBe(42);
    expect(prizeOf(saigon, CARD, balls)).toEqual({
      tier: 'full-house',
      ballIndex: 24,
      amountMinor: 2_000_00n,
    });
    expect(prizeOf(mekong, CARD, drawWith(mekong, numbers)).amountMinor).toBe(25_000_00n);
  });

  it('pays every provably fair card exactly one amount of the table, that of its best pattern', () => {
    const table = new Set([0n, 1_50n, 2_40n, 2_000_00n]);
    const tiers = new Set<string>();
    for (let round = 0; round < 300; round++) {
      const balls = drawOf('prize-test-round-seed', saigon, round);
      const card = cardOf('prize-test-card-seed', 'player', round);
      const prize = prizeOf(saigon, card, balls);
      expect(table.has(prize.amountMinor)).toBe(true);
      const best = bestPatternOf(card, balls);
      expect(prize.tier).toBe(best?.pattern ?? 'none');
      expect(prize.amountMinor).toBe(best ? patternPrizeMinor(saigon, best.pattern) : 0n);
      tiers.add(prize.tier);
    }
    expect([...tiers].sort()).toEqual(['line', 'none', 'two-lines']);
  });

  it('refuses a draw that is not the room’s full count of balls, and a broken card', () => {
    expect(() => prizeOf(saigon, CARD, drawWith(saigon, []).slice(0, 41))).toThrow(
      'room BG01 calls 42 balls, got 41',
    );
    expect(() => prizeOf(mekong, CARD, drawWith(saigon, []))).toThrow(RangeError);
    expect(() => prizeOf(saigon, { cells: [] }, drawWith(saigon, []))).toThrow(RangeError);
  });
});
