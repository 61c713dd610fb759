// Proves the raffle draw follows RAFFLE_ALGORITHM: a vector worked out with another tool (Python's
// hmac), the same winners recomputed here a second way (Web Crypto's HMAC and a byte-by-byte
// remainder, no BigInt), one win per ticket, and fewer winners than prizes when tickets run out.
import { randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawWinners } from './raffle-draw';

const SEED = Buffer.from(Array.from({ length: 32 }, (_, index) => index)).toString('hex');

/** h mod n from the digest's bytes, most significant first (Horner's rule on base 256). */
function remainder(bytes: Uint8Array, modulus: number): number {
  let value = 0;
  for (const byte of bytes) value = (value * 256 + byte) % modulus;
  return value;
}

async function recompute(seedHex: string, drawId: number, tickets: number[], prizes: number) {
  const key = await webcrypto.subtle.importKey(
    'raw',
    Buffer.from(seedHex, 'hex'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const left = [...tickets];
  const winners: number[] = [];
  for (let rank = 1; rank <= prizes && left.length > 0; rank += 1) {
    const digest = new Uint8Array(
      await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${drawId}:${rank}`)),
    );
    winners.push(left.splice(remainder(digest, left.length), 1)[0]!);
  }
  return winners;
}

describe('drawWinners', () => {
  it('matches the vector computed with Python: seed 00…1f, draw 99, tickets 3…57, 3 prizes → 23, 11, 19', async () => {
    const tickets = [3, 7, 11, 19, 23, 42, 57];
    expect(drawWinners(SEED, 99, tickets, 3)).toEqual([23, 11, 19]);
    // The first rank's digest, as Python printed it.
    const key = await webcrypto.subtle.importKey(
      'raw',
      Buffer.from(SEED, 'hex'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const digest = Buffer.from(await webcrypto.subtle.sign('HMAC', key, Buffer.from('99:1'))).toString('hex');
    expect(digest).toBe('f10765061ae0d60109bfd5951df525474c94d62cfc38a2be3a93bbd7cdab8c72');
  });

  it('agrees with an independent computation for random seeds, and never picks a ticket twice', async () => {
    for (let trial = 0; trial < 20; trial += 1) {
      const seed = randomBytes(32).toString('hex');
      const tickets = Array.from({ length: 5 + trial * 3 }, (_, index) => 100 + index * 2);
      const winners = drawWinners(seed, trial + 1, tickets, 10);
      expect(winners).toEqual(await recompute(seed, trial + 1, tickets, 10));
      expect(new Set(winners).size).toBe(winners.length);
      expect(winners.every((ticket) => tickets.includes(ticket))).toBe(true);
    }
  });

  it('gives fewer winners than prizes when tickets run out, and none without tickets', () => {
    const winners = drawWinners(SEED, 5, [8, 9], 5);
    expect([...winners].sort()).toEqual([8, 9]);
    expect(drawWinners(SEED, 5, [], 3)).toEqual([]);
  });

  it('leaves the caller’s list as it was', () => {
    const tickets = [1, 2, 3, 4];
    drawWinners(SEED, 1, tickets, 2);
    expect(tickets).toEqual([1, 2, 3, 4]);
  });
});
