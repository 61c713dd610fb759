// Proves the table list is well formed (unique codes, both names, sane limits), that tables are found by code, and the round timing constants.
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_TABLES,
  BETTING_SECONDS,
  DEALING_SECONDS,
  findBaccaratTable,
  ROUND_SECONDS,
} from './tables';

describe('baccarat tables', () => {
  it('lists at least two tables with unique codes, both names and limits 0 < min < max', () => {
    expect(BACCARAT_TABLES.length).toBeGreaterThanOrEqual(2);
    expect(new Set(BACCARAT_TABLES.map((table) => table.tableCode)).size).toBe(BACCARAT_TABLES.length);
    for (const table of BACCARAT_TABLES) {
      expect(table.name.en.length, table.tableCode).toBeGreaterThan(0);
      expect(table.name.vi.length, table.tableCode).toBeGreaterThan(0);
      expect(table.dealerName.length, table.tableCode).toBeGreaterThan(0);
      expect(table.colour, table.tableCode).toMatch(/^#[0-9a-f]{6}$/);
      expect(table.minStakeMinor, table.tableCode).toBeGreaterThan(0n);
      expect(table.minStakeMinor, table.tableCode).toBeLessThan(table.maxStakeMinor);
    }
  });

  it('finds a table by its code and nothing for an unknown code', () => {
    expect(findBaccaratTable('BAC01')).toMatchObject({ minStakeMinor: 1_00n, maxStakeMinor: 500_00n });
    expect(findBaccaratTable('BAC02')).toMatchObject({ minStakeMinor: 50_00n, maxStakeMinor: 5_000_00n });
    expect(findBaccaratTable('bac01')).toBeUndefined();
    expect(findBaccaratTable('SLOT01')).toBeUndefined();
  });

  it('runs a 30 s round: 20 s of betting, then 10 s of dealing', () => {
    expect([ROUND_SECONDS, BETTING_SECONDS, DEALING_SECONDS]).toEqual([30, 20, 10]);
  });
});
