// Proves the card table: at least three cards named in English and Vietnamese with prices and prize tables that assertCard accepts (five to eight symbols, one distinct symbol per tier, increasing whole multiples, whole weights, a total of 1,000,000), and that assertCard refuses every card it could not draw or lay out.
import { describe, expect, it } from 'vitest';
import { assertCard, findScratchCard, SCRATCH_CARDS, totalWeight, type ScratchCard } from './cards';

const lucky = findScratchCard('SC01')!;

describe('scratch cards', () => {
  it('lists at least three cards with distinct codes, names in both languages and a price', () => {
    expect(SCRATCH_CARDS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SCRATCH_CARDS.map((card) => card.cardCode)).size).toBe(SCRATCH_CARDS.length);
    for (const card of SCRATCH_CARDS) {
      expect(card.name.en.length, card.cardCode).toBeGreaterThan(0);
      expect(card.name.vi.length, card.cardCode).toBeGreaterThan(0);
      expect(card.priceCents, card.cardCode).toBeGreaterThan(0n);
      for (const symbol of card.symbols) {
        expect(symbol.name.en.length * symbol.name.vi.length, symbol.code).toBeGreaterThan(0);
        expect(symbol.colour, symbol.code).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(SCRATCH_CARDS.map((card) => card.priceCents)).toEqual([100n, 200n, 500n]);
    expect(findScratchCard('SC99')).toBeUndefined();
  });

  it('publishes tables that lay out: six tiers from 1× with whole weights out of 1,000,000', () => {
    for (const card of SCRATCH_CARDS) {
      expect(() => assertCard(card)).not.toThrow();
      expect(card.tiers, card.cardCode).toHaveLength(6);
      expect(card.tiers[0]!.multiple, card.cardCode).toBe(1);
      expect(totalWeight(card), card.cardCode).toBe(1_000_000);
      expect(card.noPrizeWeight, card.cardCode).toBeGreaterThan(0);
    }
    expect(lucky.tiers.map((tier) => tier.multiple)).toEqual([1, 2, 5, 10, 50, 500]);
  });

  it('refuses a card it could not draw or lay out', () => {
    const refuse = (change: Partial<ScratchCard>, message: RegExp) =>
      expect(() => assertCard({ ...lucky, ...change })).toThrow(message);
    refuse({ priceCents: 0n }, /price must be positive/);
    refuse({ symbols: lucky.symbols.slice(0, 4), tiers: lucky.tiers.slice(0, 4) }, /5 to 8 distinct symbols/);
    const extra = (code: string) => ({ code, name: { en: code, vi: code }, colour: '#000000' });
    refuse({ symbols: [...lucky.symbols, extra('A'), extra('B'), extra('C')] }, /5 to 8 distinct symbols/);
    refuse({ symbols: [...lucky.symbols.slice(0, 5), lucky.symbols[0]!] }, /distinct symbols/);
    refuse({ tiers: [] }, /at least one prize tier/);
    const [first, second] = [lucky.tiers[0]!, lucky.tiers[1]!];
    refuse({ tiers: [first, { ...second, symbolCode: first.symbolCode }] }, /share a symbol/);
    refuse({ tiers: [first, { ...second, symbolCode: 'PEARL' }] }, /does not have/);
    refuse({ tiers: [second, first] }, /multiples must increase/);
    refuse({ tiers: [first, { ...second, multiple: 2.5 }] }, /multiples must increase/);
    refuse({ tiers: [first, { ...second, weight: 0 }] }, /tier weights must be positive/);
    refuse({ noPrizeWeight: -1 }, /no-prize weight/);
    refuse({ noPrizeWeight: 2 ** 32 }, /at most 2\^32/);
    // Eight symbols are the most one word can lay out; a card without a losing ticket is fine.
    expect(() => assertCard({ ...lucky, symbols: [...lucky.symbols, extra('A'), extra('B')] })).not.toThrow();
    expect(() => assertCard({ ...lucky, noPrizeWeight: 0 })).not.toThrow();
  });
});
