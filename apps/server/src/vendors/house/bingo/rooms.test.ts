// Proves the room list is well formed (unique codes, both names, a card price, a card limit, 40–45 balls, prizes rising from one line to a full house and paid in whole cents, a round of a few minutes that divides a day) and that rooms are found by code.
import { describe, expect, it } from 'vitest';
import { BINGO_PATTERNS } from './patterns';
import { patternPrizeMinor } from './prizes';
import { BINGO_ROOMS, findBingoRoom, roundSeconds } from './rooms';

const DAY_SECONDS = 86_400;

describe('bingo rooms', () => {
  it('lists at least two rooms with unique codes, both names and a colour', () => {
    expect(BINGO_ROOMS.length).toBeGreaterThanOrEqual(2);
    expect(new Set(BINGO_ROOMS.map((room) => room.roomCode)).size).toBe(BINGO_ROOMS.length);
    for (const room of BINGO_ROOMS) {
      expect(room.roomCode, room.roomCode).toMatch(/^[A-Z0-9]{1,20}$/);
      expect(room.name.en.length, room.roomCode).toBeGreaterThan(0);
      expect(room.name.vi.length, room.roomCode).toBeGreaterThan(0);
      expect(room.colour, room.roomCode).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('sells cards at a price, at most a handful to a player, and calls 40–45 balls', () => {
    for (const room of BINGO_ROOMS) {
      expect(room.cardPriceMinor, room.roomCode).toBeGreaterThan(0n);
      expect(Number.isInteger(room.cardsPerPlayerMax), room.roomCode).toBe(true);
      expect(room.cardsPerPlayerMax, room.roomCode).toBeGreaterThanOrEqual(1);
      expect(room.cardsPerPlayerMax, room.roomCode).toBeLessThanOrEqual(12);
      expect(Number.isInteger(room.ballsCalled), room.roomCode).toBe(true);
      expect(room.ballsCalled, room.roomCode).toBeGreaterThanOrEqual(40);
      expect(room.ballsCalled, room.roomCode).toBeLessThanOrEqual(45);
    }
  });

  it('pays more for each higher pattern, always in whole cents', () => {
    for (const room of BINGO_ROOMS) {
      const prizes = BINGO_PATTERNS.map((pattern) => patternPrizeMinor(room, pattern));
      expect(prizes[0], room.roomCode).toBeGreaterThan(room.cardPriceMinor);
      expect(prizes[0]! < prizes[1]! && prizes[1]! < prizes[2]!, room.roomCode).toBe(true);
    }
    const saigon = findBingoRoom('BG01')!;
    expect(BINGO_PATTERNS.map((pattern) => patternPrizeMinor(saigon, pattern))).toEqual([
      1_50n,
      2_40n,
      2_000_00n,
    ]);
    const uneven = { ...saigon, cardPriceMinor: 1n };
    expect(() => patternPrizeMinor(uneven, 'line')).toThrow(RangeError);
  });

  it('runs a round of 3 to 5 minutes that divides a day, a ball every few seconds', () => {
    for (const room of BINGO_ROOMS) {
      const seconds = roundSeconds(room);
      expect(seconds, room.roomCode).toBe(
        room.buyingSeconds + room.ballsCalled * room.secondsBetweenBalls + room.resultSeconds,
      );
      expect(seconds, room.roomCode).toBeGreaterThanOrEqual(180);
      expect(seconds, room.roomCode).toBeLessThanOrEqual(300);
      expect(DAY_SECONDS % seconds, room.roomCode).toBe(0);
      expect(room.secondsBetweenBalls, room.roomCode).toBeGreaterThanOrEqual(2);
      expect(room.secondsBetweenBalls, room.roomCode).toBeLessThanOrEqual(5);
      expect(room.buyingSeconds, room.roomCode).toBeGreaterThanOrEqual(60);
      expect(room.resultSeconds, room.roomCode).toBeGreaterThanOrEqual(20);
    }
    expect(BINGO_ROOMS.map(roundSeconds)).toEqual([240, 180, 300]);
  });

  it('finds a room by code, and nothing for an unknown code', () => {
    expect(findBingoRoom('BG01')).toMatchObject({ cardPriceMinor: 1_00n, ballsCalled: 42 });
    expect(findBingoRoom('BG02')).toMatchObject({ cardPriceMinor: 5_00n, ballsCalled: 40 });
    expect(findBingoRoom('bg01')).toBeUndefined();
    expect(findBingoRoom('CF01')).toBeUndefined();
  });
});
