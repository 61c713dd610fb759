// Proves each fight's prices (meron and wala from the ratings less the 5 % commission, floored to the hundredth; a draw 8:1), what each bet returns (a win at the price taken floored to the cent, the meron and wala stakes back on a draw, nothing on a loss), and that every arena refuses unknown spots and stakes outside its limits.
import { describe, expect, it } from 'vitest';
import { COCKFIGHT_ARENAS, findCockfightArena } from './arenas';
import { BET_SPOTS, fightPrices, oddsOf, settleBet, validateBet } from './bets';
import { fightCard, pairingCycle } from './fight';

const saigon = findCockfightArena('CF01')!;
const vip = findCockfightArena('CF02')!;
const ratings = (meron: number, wala: number) =>
  ({ meron: { rating: meron }, wala: { rating: wala } }) as Parameters<typeof fightPrices>[1];

describe('prices', () => {
  it('pays each side the other’s rating over its own less the commission, floored to the hundredth', () => {
    // 92 against 58: meron wins 58/92 × 0.95 = 0.5989…, wala 92/58 × 0.95 = 1.5068…
    expect(fightPrices(saigon, ratings(92, 58))).toEqual({ meron: 159, wala: 250, draw: 900 });
    // Even roosters: each side wins 0.95 per 1, the fixed 1:1 less 5 % of the winnings.
    expect(fightPrices(saigon, ratings(70, 70))).toEqual({ meron: 195, wala: 195, draw: 900 });
    // 86 against 81: 81/86 × 0.95 = 0.8947…, 86/81 × 0.95 = 1.0086…
    expect(fightPrices(saigon, ratings(86, 81))).toEqual({ meron: 189, wala: 200, draw: 900 });
  });

  it('takes a different commission from the arena’s data', () => {
    const noCommission = { ...saigon, commissionBasisPoints: 0 };
    expect(fightPrices(noCommission, ratings(70, 70))).toEqual({ meron: 200, wala: 200, draw: 900 });
    const tenPercent = { ...saigon, commissionBasisPoints: 1_000 };
    expect(fightPrices(tenPercent, ratings(92, 58))).toEqual({ meron: 156, wala: 242, draw: 900 });
  });

  it('never prices a side at or below the stake, nor above the fair price', () => {
    for (const arena of COCKFIGHT_ARENAS)
      for (let fightNumber = 0; fightNumber < pairingCycle(arena); fightNumber += 1) {
        const card = fightCard(arena, fightNumber);
        const prices = fightPrices(arena, card);
        const ratingSum = card.meron.rating + card.wala.rating;
        expect(prices.meron).toBeGreaterThan(100);
        expect(prices.wala).toBeGreaterThan(prices.meron);
        expect(prices.meron / 100).toBeLessThan(ratingSum / card.meron.rating);
        expect(prices.wala / 100).toBeLessThan(ratingSum / card.wala.rating);
      }
  });

  it('shows a price as the winnings per 1 staked', () => {
    expect(oddsOf(159)).toBe('0.59:1');
    expect(oddsOf(250)).toBe('1.5:1');
    expect(oddsOf(195)).toBe('0.95:1');
    expect(oddsOf(900)).toBe('8:1');
  });
});

describe('settling a bet', () => {
  it('returns the stake times the price taken on a win and nothing to the other spots', () => {
    expect(settleBet('meron', 10_00n, 159, 'meron')).toBe(15_90n);
    expect(settleBet('wala', 10_00n, 250, 'meron')).toBe(0n);
    expect(settleBet('draw', 10_00n, 900, 'meron')).toBe(0n);
    expect(settleBet('wala', 10_00n, 250, 'wala')).toBe(25_00n);
    expect(settleBet('meron', 10_00n, 159, 'wala')).toBe(0n);
  });

  it('floors a win to the cent', () => {
    expect(settleBet('meron', 1_01n, 159, 'meron')).toBe(1_60n); // 160.59 cents
    expect(settleBet('wala', 1_99n, 213, 'wala')).toBe(4_23n); // 423.87 cents
    expect(settleBet('meron', 1n, 195, 'meron')).toBe(1n); // 1.95 cents
    expect(settleBet('wala', 500_00n, 250, 'wala')).toBe(1_250_00n);
  });

  it('pays a draw nine times the stake and returns meron and wala stakes', () => {
    expect(settleBet('draw', 10_00n, 900, 'draw')).toBe(90_00n);
    expect(settleBet('meron', 10_00n, 159, 'draw')).toBe(10_00n);
    expect(settleBet('wala', 1_01n, 250, 'draw')).toBe(1_01n);
  });

  it('refuses a stake or price that is not positive', () => {
    expect(() => settleBet('meron', 0n, 159, 'meron')).toThrow(RangeError);
    expect(() => settleBet('draw', -5n, 900, 'draw')).toThrow(RangeError);
    expect(() => settleBet('wala', 10n, 0, 'wala')).toThrow(RangeError);
    expect(() => settleBet('wala', 10n, 1.5, 'wala')).toThrow(RangeError);
  });
});

describe('validating a bet', () => {
  it('takes every spot at a stake within the limits', () => {
    for (const arena of COCKFIGHT_ARENAS)
      for (const spot of BET_SPOTS) {
        expect(validateBet(arena, spot, arena.minStakeMinor)).toEqual({ ok: true, spot });
        expect(validateBet(arena, spot, arena.maxStakeMinor)).toEqual({ ok: true, spot });
      }
  });

  it("refuses a stake below the arena's minimum or above its maximum", () => {
    expect(validateBet(saigon, 'meron', 99n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(saigon, 'meron', 0n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(saigon, 'wala', -100n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(saigon, 'draw', 500_01n)).toEqual({ ok: false, reason: 'above-maximum' });
    expect(validateBet(vip, 'wala', 19_99n)).toEqual({ ok: false, reason: 'below-minimum' });
    expect(validateBet(vip, 'wala', 2_000_01n)).toEqual({ ok: false, reason: 'above-maximum' });
    expect(validateBet(vip, 'wala', 1_000_00n)).toEqual({ ok: true, spot: 'wala' });
  });

  it('refuses a spot the arena does not offer, whatever the stake', () => {
    expect(validateBet(saigon, 'player', 10_00n)).toEqual({ ok: false, reason: 'unknown-spot' });
    expect(validateBet(saigon, 'Meron', 10_00n)).toEqual({ ok: false, reason: 'unknown-spot' });
    expect(validateBet(saigon, '', 1n)).toEqual({ ok: false, reason: 'unknown-spot' });
  });
});
