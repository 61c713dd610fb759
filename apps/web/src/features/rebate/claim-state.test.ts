// Proves when Claim is allowed: never during the cooldown (whatever has accrued), never with nothing
// accrued, never below the operator's minimum, and at the minimum exactly or once the cooldown ended.
import { describe, expect, it } from 'vitest';
import { claimBlock } from './claim-state';

const NOW = Date.parse('2026-03-01T04:00:00.000Z');
const rebate = { total: '12.50', minClaim: '10.00', nextClaimAt: null };

describe('claimBlock', () => {
  it('allows a claim at or above the minimum with no cooldown', () => {
    expect(claimBlock(rebate, NOW)).toBeNull();
    expect(claimBlock({ ...rebate, total: '10.00' }, NOW)).toBeNull();
  });

  it('blocks during the cooldown, before looking at the amount', () => {
    const at = '2026-03-01T05:30:00.000Z';
    expect(claimBlock({ ...rebate, nextClaimAt: at }, NOW)).toEqual({ reason: 'cooldown', at });
    expect(claimBlock({ total: '0.00', minClaim: '10.00', nextClaimAt: at }, NOW)).toEqual({
      reason: 'cooldown',
      at,
    });
  });

  it('allows a claim once the cooldown has ended', () => {
    expect(claimBlock({ ...rebate, nextClaimAt: '2026-03-01T04:00:00.000Z' }, NOW)).toBeNull();
  });

  it('blocks with nothing accrued, and below the minimum', () => {
    expect(claimBlock({ ...rebate, total: '0.00', minClaim: '0.00' }, NOW)).toEqual({ reason: 'nothing' });
    expect(claimBlock({ ...rebate, total: '9.99' }, NOW)).toEqual({ reason: 'belowMinimum' });
  });
});
