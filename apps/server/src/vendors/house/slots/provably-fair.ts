// Provably fair randomness of the house vendor (DESIGN.md "Game vendors"): random bytes are
// HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`) and the server seed's SHA-256 is shown
// before play. Pure: the same seeds always give the same numbers, so any past round can be verified.
import { createHash, createHmac } from 'node:crypto';

/** The SHA-256 (hex) of the server seed, published before the seed is used. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The 32 random bytes of one round: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`). */
export function randomBytesFor(serverSeed: string, clientSeed: string, nonce: number, round: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
}

const TWO_POW_32 = 0x1_0000_0000;
const MAX_RANGE = TWO_POW_32;

/**
 * A stream of unbiased integers for one bet (server seed, client seed, nonce): it reads 32-bit
 * big-endian words from rounds 0, 1, 2, … and rejects any word at or above the largest multiple of
 * the range below 2^32, so every value in [0, maxExclusive) is exactly equally likely.
 */
export type RandomStream = { nextInt(maxExclusive: number): number };

export function createRandomStream(serverSeed: string, clientSeed: string, nonce: number): RandomStream {
  let round = 0;
  let bytes = randomBytesFor(serverSeed, clientSeed, nonce, round);
  let offset = 0;
  const nextWord = (): number => {
    if (offset === bytes.length) {
      round += 1;
      bytes = randomBytesFor(serverSeed, clientSeed, nonce, round);
      offset = 0;
    }
    const word = bytes.readUInt32BE(offset);
    offset += 4;
    return word;
  };
  return {
    nextInt(maxExclusive: number): number {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > MAX_RANGE)
        throw new RangeError(`maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
  };
}

/** `count` unbiased integers in [0, maxExclusive), drawing as many HMAC rounds as needed. */
export function randomInts(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  maxExclusive: number,
): number[] {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`count must be a natural number, got ${count}`);
  const stream = createRandomStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => stream.nextInt(maxExclusive));
}
