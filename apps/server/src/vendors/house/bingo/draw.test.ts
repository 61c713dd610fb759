// Proves the draw is provably fair: the round's public client seed is "bingo:<room>:<round>", the same seeds always give the same balls, the called balls are the first N of a Fisher–Yates shuffle of 1–75 (a permutation) that anyone can recompute from HMAC_SHA256 words, and the balls are spread evenly (chi-square over 4,000 draws).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../slots/provably-fair';
import {
  ballOrderOf,
  DRAW_NONCE,
  drawOf,
  parseRoundClientSeed,
  roundClientSeed,
  shuffledBalls,
} from './draw';
import { BINGO_ROOMS, findBingoRoom } from './rooms';

const saigon = findBingoRoom('BG01')!;
const mekong = findBingoRoom('BG02')!;
const SERVER_SEED = 'bingo-draw-test-server-seed';
const ONE_TO_75 = Array.from({ length: 75 }, (_, index) => index + 1);

// The 99.99th percentile of chi-square with 74 degrees of freedom (Wilson–Hilferty): a fair draw
// exceeds it once in 10,000 seeds, and this seed is fixed.
const CHI_SQUARE_74_LIMIT = 129;

describe('the round’s client seed', () => {
  it('names the room and the round, and is read back', () => {
    expect(roundClientSeed('BG01', 42)).toBe('bingo:BG01:42');
    expect(parseRoundClientSeed('bingo:BG01:42')).toEqual({ roomCode: 'BG01', roundNumber: 42 });
    expect(parseRoundClientSeed('bingo:BG02:0')).toEqual({ roomCode: 'BG02', roundNumber: 0 });
  });

  it('refuses what is not a round’s client seed', () => {
    for (const clientSeed of [
      'bingo:BG01:',
      'bingo:BG01:01',
      'bingo:bg01:1',
      'lottery:BG01:1',
      'bingo:BG01:1:2',
    ])
      expect(parseRoundClientSeed(clientSeed), clientSeed).toBeUndefined();
    expect(() => roundClientSeed('BG01', -1)).toThrow(RangeError);
    expect(() => roundClientSeed('BG01', 1.5)).toThrow(RangeError);
  });
});

describe('drawing a round', () => {
  it('calls the room’s number of distinct balls, the first of a permutation of 1–75', () => {
    for (const room of BINGO_ROOMS)
      for (let round = 0; round < 50; round++) {
        const order = ballOrderOf(SERVER_SEED, roundClientSeed(room.roomCode, round));
        expect([...order].sort((a, b) => a - b)).toEqual(ONE_TO_75);
        const called = drawOf(SERVER_SEED, room, round);
        expect(called.length).toBe(room.ballsCalled);
        expect(called).toEqual(order.slice(0, room.ballsCalled));
      }
  });

  it('gives the same balls for the same seeds and other balls for another round, room or seed', () => {
    const first = drawOf(SERVER_SEED, saigon, 7);
    expect(drawOf(SERVER_SEED, saigon, 7)).toEqual(first);
    expect(drawOf(SERVER_SEED, saigon, 8)).not.toEqual(first);
    expect(drawOf(`${SERVER_SEED}2`, saigon, 7)).not.toEqual(first);
    expect(drawOf(SERVER_SEED, mekong, 7)).not.toEqual(first.slice(0, 40));
  });

  it('can be recomputed by anyone from HMAC_SHA256(serverSeed, "bingo:BG01:7:0:round") words', () => {
    const words = [0, 1, 2, 3, 4, 5].flatMap((round) => {
      const bytes = createHmac('sha256', SERVER_SEED).update(`bingo:BG01:7:${DRAW_NONCE}:${round}`).digest();
      return Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4));
    });
    // Rejection happens only for words in the top 2^32 mod r values (r = 34 … 75, at most 74 values),
    // which these seeds do not hit, so each step is its word modulo the balls left.
    expect(words.every((word) => word < 2 ** 32 - 75)).toBe(true);
    const balls = [...ONE_TO_75];
    for (let position = 0; position < 42; position++) {
      const picked = position + (words[position]! % (75 - position));
      [balls[position], balls[picked]] = [balls[picked]!, balls[position]!];
    }
    expect(drawOf(SERVER_SEED, saigon, 7)).toEqual(balls.slice(0, 42));
  });

  it('refuses to shuffle out more balls than there are', () => {
    const stream = createRandomStream('s', 'c', 0);
    expect(shuffledBalls(stream, 0)).toEqual([]);
    expect(() => shuffledBalls(stream, 76)).toThrow(RangeError);
    expect(() => shuffledBalls(stream, -1)).toThrow(RangeError);
  });

  it('calls every ball equally often as the first ball and among the called (4,000 draws)', () => {
    const draws = 4_000;
    const first = new Array<number>(75).fill(0);
    const called = new Array<number>(75).fill(0);
    for (let round = 0; round < draws; round++) {
      const balls = drawOf(SERVER_SEED, saigon, round);
      first[balls[0]! - 1]! += 1;
      for (const ball of balls) called[ball - 1]! += 1;
    }
    const chiSquare = (counts: number[], expected: number) =>
      counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare(first, draws / 75)).toBeLessThan(CHI_SQUARE_74_LIMIT);
    // Balls of one draw are distinct, which only narrows the spread, so the same limit holds.
    expect(chiSquare(called, (draws * 42) / 75)).toBeLessThan(CHI_SQUARE_74_LIMIT);
  });
});
