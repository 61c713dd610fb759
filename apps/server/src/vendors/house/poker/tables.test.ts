// Proves the poker room list is well formed: unique codes, names in English and Vietnamese, blinds, buy-in ranges, seats (heads-up to six), action times and rakes within sane bounds.
import { describe, expect, it } from 'vitest';
import { buyInRangeCents, findPokerTable, POKER_TABLES, rakeCapCents, SEAT_COUNT_MAX } from './tables';

describe('the poker tables', () => {
  it('offer at least three tables with unique codes and names in both languages', () => {
    expect(POKER_TABLES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(POKER_TABLES.map((table) => table.tableCode)).size).toBe(POKER_TABLES.length);
    for (const table of POKER_TABLES) {
      expect(table.tableCode).toMatch(/^[A-Z0-9]{1,20}$/);
      expect(table.name.en.length).toBeGreaterThan(0);
      expect(table.name.vi.length).toBeGreaterThan(0);
      expect(table.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(findPokerTable(table.tableCode)).toBe(table);
    }
    expect(findPokerTable('NOPE')).toBeUndefined();
  });

  it('set blinds, a buy-in range in big blinds, 2 to 6 seats and an action time', () => {
    for (const table of POKER_TABLES) {
      expect(table.smallBlindCents).toBeGreaterThan(0n);
      expect(table.bigBlindCents).toBeGreaterThanOrEqual(table.smallBlindCents * 2n);
      expect(table.buyInBigBlindsMin).toBeGreaterThanOrEqual(20);
      expect(table.buyInBigBlindsMax).toBeGreaterThanOrEqual(table.buyInBigBlindsMin);
      expect(table.seatCount).toBeGreaterThanOrEqual(2);
      expect(table.seatCount).toBeLessThanOrEqual(SEAT_COUNT_MAX);
      expect(table.actionSeconds).toBeGreaterThanOrEqual(10);
      expect(table.actionSeconds).toBeLessThanOrEqual(60);
    }
    expect(POKER_TABLES.some((table) => table.seatCount === 6)).toBe(true);
    expect(POKER_TABLES.some((table) => table.seatCount === 2)).toBe(true);
    expect(buyInRangeCents(findPokerTable('NLH01')!)).toEqual({ minCents: 400n, maxCents: 1_000n });
  });

  it('take a rake of at most 10 % with a cap of a few big blinds', () => {
    // The practice table's chips are play money: it takes none.
    expect(findPokerTable('NLHP1')).toMatchObject({ playMoney: true, rakeBasisPoints: 0 });
    for (const table of POKER_TABLES.filter((each) => !each.playMoney)) {
      expect(table.rakeBasisPoints).toBeGreaterThan(0);
      expect(table.rakeBasisPoints).toBeLessThanOrEqual(1_000);
      expect(table.rakeCapBigBlinds).toBeGreaterThanOrEqual(1);
      expect(table.rakeCapBigBlinds).toBeLessThanOrEqual(5);
    }
    expect(rakeCapCents(findPokerTable('NLH02')!)).toBe(150n);
  });
});
