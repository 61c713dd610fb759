// Proves the draws are provably fair: the same seeds always give the same draw, anyone can recompute it from HMAC_SHA256, numbers have the prize's shape, and digits and two-digit endings are uniform (chi-square over 20,000 5D draws and 2,000 northern draws).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  allNumbers,
  drawClientSeed,
  drawResult,
  openedNumbers,
  winningNumber,
  type DigitsResult,
  type VietnamResult,
} from './draw';
import { findLotteryGame, type DigitsGame, type VietnamGame } from './games';

const FIVE_D = findLotteryGame('SEA5D1') as DigitsGame;
const FOUR_D = findLotteryGame('TH4D5') as DigitsGame;
const NORTH = findLotteryGame('VNNORTH5') as VietnamGame;
const SOUTH = findLotteryGame('VNSOUTH2') as VietnamGame;

const SERVER_SEED = 'lottery-draw-test-server-seed';
const digitsDraw = (game: DigitsGame, drawNumber: number) =>
  drawResult(game, SERVER_SEED, drawClientSeed(game.gameCode, drawNumber)) as DigitsResult;
const vietnamDraw = (game: VietnamGame, drawNumber: number) =>
  drawResult(game, SERVER_SEED, drawClientSeed(game.gameCode, drawNumber)) as VietnamResult;

/** Σ (observed − expected)² / expected over equally likely bins. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}
// The 99.99th percentiles of chi-square with 9 and 99 degrees of freedom: a fair draw exceeds them
// once in 10,000 seeds, and these seeds are fixed.
const CHI_SQUARE_9_LIMIT = 34;
const CHI_SQUARE_99_LIMIT = 160;

describe('drawing a result', () => {
  it('uses the public client seed "gameCode:drawNumber"', () => {
    expect(drawClientSeed('SEA5D1', 42)).toBe('SEA5D1:42');
    expect(drawClientSeed('VNNORTH5', 29_000_000)).toBe('VNNORTH5:29000000');
  });

  it('gives the same draw for the same seeds and another draw for any other seed', () => {
    for (const game of [FIVE_D, NORTH]) {
      const first = drawResult(game, SERVER_SEED, 'client');
      expect(drawResult(game, SERVER_SEED, 'client')).toEqual(first);
      expect(drawResult(game, SERVER_SEED, 'client2')).not.toEqual(first);
      expect(drawResult(game, `${SERVER_SEED}2`, 'client')).not.toEqual(first);
    }
  });

  it('can be recomputed by anyone from HMAC_SHA256(serverSeed, clientSeed:0:0)', () => {
    const words = (clientSeed: string) => {
      const bytes = createHmac('sha256', SERVER_SEED).update(`${clientSeed}:0:0`).digest();
      return Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4));
    };
    // Rejection happens only for words in the top 6 (of 10) or 67,296 (of 100,000) values of 2^32,
    // which these seeds do not hit, so each number is its word modulo the range.
    const fiveD = words('SEA5D1:7').slice(0, 5);
    expect(fiveD.every((word) => word < 2 ** 32 - 6)).toBe(true);
    expect(digitsDraw(FIVE_D, 7).numbers).toEqual(fiveD.map((word) => String(word % 10)));
    const [special, first] = words('VNNORTH5:7') as [number, number];
    expect(Math.max(special, first)).toBeLessThan(2 ** 32 - 67_296);
    const north = vietnamDraw(NORTH, 7);
    expect(north.prizes[0]).toEqual({
      prize: 'special',
      numbers: [String(special % 100_000).padStart(5, '0')],
    });
    expect(north.prizes[1]).toEqual({ prize: 'first', numbers: [String(first % 100_000).padStart(5, '0')] });
  });

  it('draws one digit per position for 4D and 5D games', () => {
    expect(digitsDraw(FOUR_D, 1)).toEqual({ kind: 'digits', numbers: expect.any(Array) });
    for (const game of [FIVE_D, FOUR_D])
      for (let drawNumber = 1; drawNumber <= 50; drawNumber++) {
        const { numbers } = digitsDraw(game, drawNumber);
        expect(numbers.length).toBe(game.digits);
        for (const digit of numbers) expect(digit).toMatch(/^[0-9]$/);
      }
  });

  it('draws every prize in the game order, each number zero-padded to its prize digits', () => {
    for (const game of [NORTH, SOUTH])
      for (let drawNumber = 1; drawNumber <= 50; drawNumber++) {
        const result = vietnamDraw(game, drawNumber);
        expect(result.prizes.map((prize) => prize.prize)).toEqual(game.prizes.map((tier) => tier.prize));
        result.prizes.forEach((prize, index) => {
          const tier = game.prizes[index]!;
          expect(prize.numbers.length).toBe(tier.count);
          for (const number of prize.numbers) expect(number).toMatch(new RegExp(`^[0-9]{${tier.digits}}$`));
        });
      }
  });

  it('draws uniform digits at every 5D position over 20,000 draws', () => {
    const counts = Array.from({ length: FIVE_D.digits }, () => new Array<number>(10).fill(0));
    for (let drawNumber = 1; drawNumber <= 20_000; drawNumber++)
      digitsDraw(FIVE_D, drawNumber).numbers.forEach(
        (digit, position) => counts[position]![Number(digit)]!++,
      );
    for (const position of counts) expect(chiSquare(position)).toBeLessThan(CHI_SQUARE_9_LIMIT);
  });

  it('draws uniform two-digit endings and special-prize leading digits over 2,000 northern draws', () => {
    const endings = new Array<number>(100).fill(0);
    const leading = new Array<number>(10).fill(0);
    for (let drawNumber = 1; drawNumber <= 2_000; drawNumber++) {
      const result = vietnamDraw(NORTH, drawNumber);
      for (const number of allNumbers(result)) endings[Number(number.slice(-2))]!++;
      leading[Number(winningNumber(result)[0])]!++;
    }
    expect(endings.reduce((sum, count) => sum + count, 0)).toBe(2_000 * 27);
    expect(chiSquare(endings)).toBeLessThan(CHI_SQUARE_99_LIMIT);
    expect(chiSquare(leading)).toBeLessThan(CHI_SQUARE_9_LIMIT);
  });
});

describe('opened numbers', () => {
  it('shows a 4D/5D draw as its number and its last two digits', () => {
    expect(openedNumbers({ kind: 'digits', numbers: ['3', '0', '9', '1', '7'] })).toEqual({
      winningNumber: '30917',
      lastTwoDigits: ['17'],
    });
  });

  it('shows a Vietnamese draw as its special prize and every ending in drawing order', () => {
    const result: VietnamResult = {
      kind: 'vietnam',
      prizes: [
        { prize: 'special', numbers: ['012345'] },
        { prize: 'seventh', numbers: ['907'] },
        { prize: 'eighth', numbers: ['07'] },
      ],
    };
    expect(openedNumbers(result)).toEqual({ winningNumber: '012345', lastTwoDigits: ['45', '07', '07'] });
    const drawn = openedNumbers(vietnamDraw(NORTH, 3));
    expect(drawn.lastTwoDigits.length).toBe(27);
    expect(drawn.winningNumber).toBe(vietnamDraw(NORTH, 3).prizes[0]!.numbers[0]);
  });

  it('refuses a Vietnamese result without a special prize', () => {
    expect(() =>
      winningNumber({ kind: 'vietnam', prizes: [{ prize: 'first', numbers: ['12345'] }] }),
    ).toThrow(RangeError);
  });
});
