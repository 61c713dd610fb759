// Proves what the game server's use of the engine rests on: below five coins every pay is the
// one-coin pay times the coins (so the one-coin tables serve 1–4 coins), the hint scales with the
// coins, and hold flags become the engine's hold mask.
import { describe, expect, it } from 'vitest';
import { engineCoinsOf, hintFor, holdMaskOfFlags, paytableRows } from './machine';
import { COINS_MAX, PAYTABLE } from './paytable';
import { cards } from './video-poker.test-helpers';

describe('coins and the engine’s tables', () => {
  it('pays every hand at 1–4 coins the one-coin pay times the coins', () => {
    for (const row of PAYTABLE)
      for (let coins = 1; coins < COINS_MAX; coins += 1)
        expect(row.coinsReturned[coins - 1], `${row.category} × ${coins}`).toBe(row.coinsReturned[0] * coins);
  });

  it('serves five coins with the five-coin tables and the others with the one-coin tables', () => {
    expect([1, 2, 3, 4, 5].map(engineCoinsOf)).toEqual([1, 1, 1, 1, 5]);
  });

  it('lists the paytable best hand first, copying the engine’s rows', () => {
    const rows = paytableRows();
    expect(rows.map((row) => row.category)).toEqual(PAYTABLE.map((row) => row.category));
    expect(rows[0]!.coinsReturned).toEqual([250, 500, 750, 1000, 4000]);
  });
});

describe('the hint', () => {
  it('holds a dealt royal flush whole, and scales its expected coins with the coins bet', () => {
    const royal = cards('10s Js Qs Ks As');
    expect(hintFor(royal, 5)).toEqual({ held: [true, true, true, true, true], expectedCoins: 4000 });
    expect(hintFor(royal, 3)).toEqual({ held: [true, true, true, true, true], expectedCoins: 750 });
  });

  it('keeps a pair of jacks and draws three', () => {
    const hint = hintFor(cards('Jh 4c Jd 9s 2h'), 2);
    expect(hint.held).toEqual([true, false, true, false, false]);
    expect(hint.expectedCoins).toBeGreaterThan(2);
  });
});

describe('hold flags', () => {
  it('sets bit i for card i', () => {
    expect(holdMaskOfFlags([false, false, false, false, false])).toBe(0);
    expect(holdMaskOfFlags([true, false, true, false, false])).toBe(0b00101);
    expect(holdMaskOfFlags([true, true, true, true, true])).toBe(31);
  });
});
