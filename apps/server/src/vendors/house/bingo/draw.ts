// The provably fair draw of a bingo round. The round's ball order is a Fisher–Yates shuffle of the
// balls 1–75 driven by the house vendor's unbiased stream (slots/provably-fair.ts) with the round's
// own server seed, the public client seed `bingo:<room>:<round>` and nonce 0; the room calls only the
// first `ballsCalled` balls. The server seed's hash is shown while cards are sold and the seed is
// revealed when the round is drawn, so anyone can recompute a past draw. Pure: the same seeds give
// the same balls.
import { createRandomStream, type RandomStream } from '../slots/provably-fair';
import { HIGHEST_NUMBER } from './cards';
import type { BingoRoom } from './rooms';

/** Every round draws with nonce 0: a round has one seed of its own, never reused. */
export const DRAW_NONCE = 0;

const CLIENT_SEED_PATTERN = /^bingo:([A-Z0-9]{1,20}):(0|[1-9][0-9]{0,15})$/;

/**
 * The public client seed of a room's round. A round is shared, so no player can choose its seed;
 * naming the room and the round makes every round's seed known in advance and different.
 */
export function roundClientSeed(roomCode: string, roundNumber: number): string {
  if (!Number.isSafeInteger(roundNumber) || roundNumber < 0)
    throw new RangeError(`roundNumber must be a natural number, got ${roundNumber}`);
  return `bingo:${roomCode}:${roundNumber}`;
}

/** The room and round a client seed names, or undefined when it is not a round's client seed. */
export function parseRoundClientSeed(
  clientSeed: string,
): { roomCode: string; roundNumber: number } | undefined {
  const match = CLIENT_SEED_PATTERN.exec(clientSeed);
  if (!match) return undefined;
  const roundNumber = Number(match[2]);
  if (!Number.isSafeInteger(roundNumber)) return undefined;
  return { roomCode: match[1]!, roundNumber };
}

/**
 * The first `count` balls of a Fisher–Yates shuffle of 1–75 in ascending order: ball k (from 0) is
 * the one at position k + nextInt(75 − k), swapped into position k. Stopping early gives exactly the
 * first balls a full shuffle with the same stream would give.
 */
export function shuffledBalls(stream: RandomStream, count: number = HIGHEST_NUMBER): number[] {
  if (!Number.isInteger(count) || count < 0 || count > HIGHEST_NUMBER)
    throw new RangeError(`count must be an integer in [0, ${HIGHEST_NUMBER}], got ${count}`);
  const balls = Array.from({ length: HIGHEST_NUMBER }, (_, index) => index + 1);
  for (let position = 0; position < count; position++) {
    const picked = position + stream.nextInt(HIGHEST_NUMBER - position);
    const ball = balls[picked] as number;
    balls[picked] = balls[position] as number;
    balls[position] = ball;
  }
  return balls.slice(0, count);
}

/** The whole ball order of a round (all 75), for a verifier who wants to see the balls not called. */
export function ballOrderOf(serverSeed: string, clientSeed: string): number[] {
  return shuffledBalls(createRandomStream(serverSeed, clientSeed, DRAW_NONCE));
}

/** The balls a room's round calls, in order: the first `ballsCalled` of the round's ball order. */
export function drawOf(serverSeed: string, room: BingoRoom, roundNumber: number): number[] {
  const clientSeed = roundClientSeed(room.roomCode, roundNumber);
  return shuffledBalls(createRandomStream(serverSeed, clientSeed, DRAW_NONCE), room.ballsCalled);
}
