// Proves the provably fair randomness: HMAC_SHA256(serverSeed, clientSeed:nonce:round) bytes, the seed hash, determinism, and unbiased ranges.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRandomStream, randomBytesFor, randomInts, serverSeedHash } from './provably-fair';

describe('provably fair randomness', () => {
  it('hashes the server seed with SHA-256 and derives bytes as DESIGN.md says', () => {
    expect(serverSeedHash('server')).toBe(createHash('sha256').update('server').digest('hex'));
    const expected = createHmac('sha256', 'server').update('client:7:2').digest('hex');
    expect(randomBytesFor('server', 'client', 7, 2).toString('hex')).toBe(expected);
    expect(serverSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('is deterministic and changes with every input', () => {
    expect(randomInts('s', 'c', 1, 20, 37)).toEqual(randomInts('s', 'c', 1, 20, 37));
    expect(randomInts('s', 'c', 1, 20, 1000)).not.toEqual(randomInts('s', 'c', 2, 20, 1000));
    expect(randomInts('s', 'c', 1, 20, 1000)).not.toEqual(randomInts('s', 'd', 1, 20, 1000));
    expect(randomInts('s', 'c', 1, 20, 1000)).not.toEqual(randomInts('t', 'c', 1, 20, 1000));
  });

  it('reads 32-bit words across as many rounds as needed', () => {
    const words = [0, 1, 2].flatMap((round) => {
      const bytes = randomBytesFor('s', 'c', 3, round);
      return Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4));
    });
    expect(randomInts('s', 'c', 3, 24, 2 ** 32)).toEqual(words);
  });

  it('rejects words above the largest multiple of the range (no modulo bias)', () => {
    // A range just above 2^31 rejects about half the words, so the stream must skip them.
    const max = 2 ** 31 + 1;
    const limit = 2 ** 32 - (2 ** 32 % max);
    const bytes = randomBytesFor('s', 'c', 0, 0);
    const accepted = Array.from({ length: 8 }, (_, index) => bytes.readUInt32BE(index * 4)).filter(
      (w) => w < limit,
    );
    const drawn = randomInts('s', 'c', 0, accepted.length, max);
    expect(drawn).toEqual(accepted.map((word) => word % max));
  });

  it('covers a range evenly', () => {
    const counts = new Array<number>(6).fill(0);
    const stream = createRandomStream('fair', 'dice', 0);
    for (let i = 0; i < 60_000; i++) counts[stream.nextInt(6)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
    expect(() => stream.nextInt(0)).toThrow(RangeError);
  });
});
