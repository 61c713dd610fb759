// Proves the verify page's own checks: the browser's SHA-256 and the outcome comparison.
import { describe, expect, it } from 'vitest';
import { sameOutcome, sha256Hex } from './fairness';

describe('sha256Hex', () => {
  it('hashes like the server', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('sameOutcome', () => {
  const grid = [['h1', 'l2', 'l3', 'l4', 'wild']];
  it('matches when every shared field is equal', () => {
    expect(sameOutcome('slots', { grid, bet: '1.00' }, { grid, winInTotalBets: 0 })).toBe(true);
  });
  it('differs when a shared field differs', () => {
    expect(sameOutcome('slots', { grid }, { grid: [['h2']] })).toBe(false);
  });
  it('cannot tell without shared fields', () => {
    expect(sameOutcome('slots', { bet: '1.00' }, { grid })).toBeUndefined();
  });
});
