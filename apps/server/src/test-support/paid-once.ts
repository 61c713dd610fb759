// What the once-only tests of the house games share (the scale-out tests of baccarat, cockfight,
// lottery and bingo): every round of a hand, fight, draw or bingo round settled, and each round that
// paid credited by exactly one vendor_credit ledger transaction, whichever process paid it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerTransactionsTable } from '../features/wallet/wallet.table';
import type { Database } from '../plugins/database';

type PaidRound = { roundId: string; status: string; payoutMinor: bigint | null };

/** Checks the rounds as above and answers those that paid (at least one). */
export async function expectSettledAndPaidOnce<Round extends PaidRound>(
  db: Database,
  rounds: Round[],
): Promise<Round[]> {
  expect(rounds.every((round) => round.status === 'settled')).toBe(true);
  const credits = await db
    .select({ roundId: sql<string>`${ledgerTransactionsTable.metadata}->>'roundId'` })
    .from(ledgerTransactionsTable)
    .where(
      and(
        eq(ledgerTransactionsTable.kind, 'vendor_credit'),
        inArray(
          sql`${ledgerTransactionsTable.metadata}->>'roundId'`,
          rounds.map((round) => round.roundId),
        ),
      ),
    );
  const winners = rounds.filter((round) => (round.payoutMinor ?? 0n) > 0n);
  expect(winners.length).toBeGreaterThan(0);
  expect(credits).toHaveLength(winners.length);
  expect(new Set(credits.map((credit) => credit.roundId)).size).toBe(winners.length);
  return winners;
}
