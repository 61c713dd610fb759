// Proves the scratch studio's pure parts: the published card carries the engine's exact return and
// odds (percent and "1 in …" rounded half up), and the house verifier answers a ticket in the very
// fields its round's detail records, or nothing for a card the studio does not sell.
import { describe, expect, it } from 'vitest';
import { fromMinor } from '@playdeck/contract/money';
import { SCRATCH_CARDS, findScratchCard, totalWeight } from './cards';
import { anyPrizeChance, exactRtp } from './rtp';
import {
  cardValueOf,
  oddsOneIn,
  outcomeOf,
  percentOf,
  SCRATCH_VENDOR_CODE,
  scratchModule,
} from './scratch.service';
import { ticketOf } from './ticket';

describe('the published card', () => {
  it('rounds percents and odds half up to two decimals', () => {
    expect(percentOf({ numerator: 571_552n, denominator: 1_000_000n })).toBe('57.16');
    expect(percentOf({ numerator: 548_042n, denominator: 1_000_000n })).toBe('54.80');
    expect(percentOf({ numerator: 1n, denominator: 3n })).toBe('33.33');
    expect(percentOf({ numerator: 2n, denominator: 3n })).toBe('66.67');
    expect(oddsOneIn(1_000_000, 380_000)).toBe('2.63');
    expect(oddsOneIn(1_000_000, 1_500)).toBe('666.67');
    expect(oddsOneIn(1_000_000, 2)).toBe('500000.00');
  });

  it('carries every card’s table, exact return and odds from the engine', () => {
    for (const card of SCRATCH_CARDS) {
      const value = cardValueOf(card, 0);
      expect(value.price).toBe(fromMinor(card.priceCents));
      expect(value.totalWeight).toBe(totalWeight(card));
      expect(
        value.tiers.map((tier) => tier.weight).reduce((sum, weight) => sum + weight, value.noPrizeWeight),
      ).toBe(value.totalWeight);
      expect(value.rtpPercent).toBe(percentOf(exactRtp(card)));
      expect(value.anyPrizePercent).toBe(percentOf(anyPrizeChance(card)));
      value.tiers.forEach((tier, index) =>
        expect(tier.prize).toBe(fromMinor(card.priceCents * BigInt(card.tiers[index]!.multiple))),
      );
    }
    expect(SCRATCH_CARDS.map((card) => cardValueOf(card, 0).rtpPercent)).toEqual(['95.10', '94.56', '93.50']);
  });
});

describe('the house verifier', () => {
  it('recomputes a ticket in the fields its round records, and knows only the studio’s cards', () => {
    const card = findScratchCard('SC02')!;
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const outcome = scratchModule.verify('SC02', 'server-seed', 'client-seed', nonce);
      expect(outcome).toEqual(outcomeOf(card, ticketOf(card, 'server-seed', 'client-seed', nonce)));
    }
    expect(scratchModule.verify('SC99', 'server-seed', 'client-seed', 0)).toBeUndefined();
    expect(scratchModule.hasGame(SCRATCH_VENDOR_CODE, 'SC03')).toBe(true);
    expect(scratchModule.hasGame('PDSLOT', 'SC03')).toBe(false);
    expect(scratchModule.hasGame(SCRATCH_VENDOR_CODE, 'lucky-dragon')).toBe(false);
  });
});
