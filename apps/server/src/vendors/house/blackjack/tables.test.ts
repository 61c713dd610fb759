// Proves the tables are what the issue asks: stakes from 1.00 to 500.00, with chips inside the limits.
import { describe, expect, it } from 'vitest';
import { BLACKJACK_TABLES, findBlackjackTable } from './tables';

describe('blackjack tables', () => {
  it('deals BJ01 between 1.00 and 500.00', () => {
    expect(findBlackjackTable('BJ01')).toMatchObject({ minStakeMinor: 100n, maxStakeMinor: 50_000n });
    expect(findBlackjackTable('no-such-table')).toBeUndefined();
  });

  it('names every table in English and Vietnamese and keeps its chips within its limits', () => {
    expect(new Set(BLACKJACK_TABLES.map((table) => table.gameCode)).size).toBe(BLACKJACK_TABLES.length);
    for (const table of BLACKJACK_TABLES) {
      expect(table.name.en && table.name.vi).toBeTruthy();
      expect(table.minStakeMinor).toBeGreaterThan(0n);
      for (const chip of table.chipsMinor) {
        expect(chip).toBeGreaterThanOrEqual(table.minStakeMinor);
        expect(chip).toBeLessThanOrEqual(table.maxStakeMinor);
      }
    }
  });
});
