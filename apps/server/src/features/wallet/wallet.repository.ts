// SQL for the ledger. Balance changes always run inside the caller's transaction, after the
// accounts involved were locked (select … for update, in id order so that two movements never wait
// on each other in opposite orders).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  ledgerAccountsTable,
  ledgerEntriesTable,
  ledgerTransactionsTable,
  type LedgerKind,
} from './wallet.table';

export type LedgerAccountRow = typeof ledgerAccountsTable.$inferSelect;

export function createWalletRepository(db: DatabaseOrTransaction) {
  return {
    async findLedgerAccount(
      kind: LedgerKind,
      ownerAccountId: number | null,
      vendorCode = '',
    ): Promise<LedgerAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerAccountsTable)
        .where(
          and(
            eq(ledgerAccountsTable.kind, kind),
            ownerAccountId === null
              ? sql`${ledgerAccountsTable.ownerAccountId} is null`
              : eq(ledgerAccountsTable.ownerAccountId, ownerAccountId),
            eq(ledgerAccountsTable.vendorCode, vendorCode),
          ),
        )
        .limit(1);
      return row;
    },
    insertLedgerAccount: (kind: LedgerKind, ownerAccountId: number | null, vendorCode = '') =>
      db.insert(ledgerAccountsTable).values({ kind, ownerAccountId, vendorCode }).onConflictDoNothing(),
    lockLedgerAccounts: (ids: number[]) =>
      db
        .select()
        .from(ledgerAccountsTable)
        .where(inArray(ledgerAccountsTable.id, ids))
        .orderBy(asc(ledgerAccountsTable.id))
        .for('update'),
    setBalance: (id: number, balanceMinor: bigint) =>
      db.update(ledgerAccountsTable).set({ balanceMinor }).where(eq(ledgerAccountsTable.id, id)),
    async findTransaction(idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(ledgerTransactionsTable)
        .where(eq(ledgerTransactionsTable.idempotencyKey, idempotencyKey))
        .limit(1);
      return row;
    },
    async insertTransaction(row: typeof ledgerTransactionsTable.$inferInsert) {
      const [inserted] = await db
        .insert(ledgerTransactionsTable)
        .values(row)
        .returning({ id: ledgerTransactionsTable.id });
      return inserted!.id;
    },
    insertEntries: (rows: (typeof ledgerEntriesTable.$inferInsert)[]) =>
      db.insert(ledgerEntriesTable).values(rows),
    entriesOf: (transactionId: number) =>
      db.select().from(ledgerEntriesTable).where(eq(ledgerEntriesTable.transactionId, transactionId)),
    /** Cached balance against the sum of entries, for every account. */
    balanceCheck: () =>
      db
        .select({
          id: ledgerAccountsTable.id,
          cached: ledgerAccountsTable.balanceMinor,
          fromEntries: sql<string>`coalesce(sum(${ledgerEntriesTable.amountMinor}), 0)::text`,
        })
        .from(ledgerAccountsTable)
        .leftJoin(ledgerEntriesTable, eq(ledgerEntriesTable.ledgerAccountId, ledgerAccountsTable.id))
        .groupBy(ledgerAccountsTable.id),
    async unbalancedTransactions(): Promise<{ transactionCount: number; unbalanced: number[] }> {
      const rows = await db
        .select({
          transactionId: ledgerEntriesTable.transactionId,
          total: sql<string>`sum(${ledgerEntriesTable.amountMinor})::text`,
        })
        .from(ledgerEntriesTable)
        .groupBy(ledgerEntriesTable.transactionId);
      return {
        transactionCount: rows.length,
        unbalanced: rows.filter((row) => BigInt(row.total) !== 0n).map((row) => row.transactionId),
      };
    },
  };
}
