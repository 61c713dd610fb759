// Proves the mall's redeem rules: a good out of stock or dearer than the member's points is blocked
// with its reason (and how many points are missing), and the quantity is capped by the stock, the
// points and the contract's 10 per redemption.
import { describe, expect, it } from 'vitest';
import { redeemBlock, redeemQuantityMax } from './redeem-rules';

describe('redeemBlock', () => {
  it('blocks a good out of stock before anything else', () => {
    expect(redeemBlock({ points: 500, stock: 0 }, 100)).toEqual({ reason: 'outOfStock' });
  });

  it('blocks a good dearer than the balance, saying how many points are missing', () => {
    expect(redeemBlock({ points: 500, stock: 3 }, 120)).toEqual({ reason: 'insufficient', missing: 380 });
  });

  it('allows a good in stock the member can pay for, the exact balance included', () => {
    expect(redeemBlock({ points: 500, stock: 3 }, 500)).toBeNull();
  });
});

describe('redeemQuantityMax', () => {
  it('is the least of the stock, the affordable units and 10', () => {
    expect(redeemQuantityMax({ points: 100, stock: 2 }, 10_000)).toBe(2);
    expect(redeemQuantityMax({ points: 100, stock: 50 }, 350)).toBe(3);
    expect(redeemQuantityMax({ points: 1, stock: 50 }, 10_000)).toBe(10);
    expect(redeemQuantityMax({ points: 100, stock: 50 }, 50)).toBe(0);
  });
});
