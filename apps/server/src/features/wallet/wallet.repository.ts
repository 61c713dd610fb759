// SQL for the ledger. A movement is one statement, the ledger_post function (migration 0013), which
// locks the accounts involved (select … for update, in id order so that two movements never wait on
// each other in opposite orders) and changes the balances with their entries.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { bigintArray, firstRow, type DatabaseOrTransaction } from '../../plugins/database';
import {
  ledgerAccountsTable,
  ledgerEntriesTable,
  ledgerTransactionsTable,
  type LedgerKind,
} from './wallet.table';

export type LedgerAccountRow = typeof ledgerAccountsTable.$inferSelect;

export type LedgerPostRow = {
  o_status: 'OK' | 'REPLAY' | 'DUPLICATE_CONFLICT' | 'INSUFFICIENT_FUNDS';
  o_transaction_id: number | string | bigint | null;
  /** Balances after, in the order of the accounts posted; for INSUFFICIENT_FUNDS the member's balance. */
  o_balances: string[] | null;
};

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
    /**
     * One ledger transaction in one statement (the ledger_post function, migration 0013): replay
     * check, locks in id order, the member's floor, entries and balances.
     */
    post: (row: {
      idempotencyKey: string;
      kind: string;
      requestHash: string;
      metadata: Record<string, unknown>;
      accountIds: readonly number[];
      amountsMinor: readonly bigint[];
    }) =>
      firstRow<LedgerPostRow>(
        db,
        sql`select * from ledger_post(${row.idempotencyKey}, ${row.kind}, ${row.requestHash},
          ${JSON.stringify(row.metadata)}::jsonb, ${bigintArray(row.accountIds)}, ${bigintArray(row.amountsMinor)})`,
      ),
    lockLedgerAccounts: (ids: number[]) =>
      db
        .select()
        .from(ledgerAccountsTable)
        .where(inArray(ledgerAccountsTable.id, ids))
        .orderBy(asc(ledgerAccountsTable.id))
        .for('update'),
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
    /** Ids of entries (at most `limit`) whose transaction or account does not exist. */
    async orphanEntries(limit = 100): Promise<number[]> {
      const rows = await db
        .select({ id: ledgerEntriesTable.id })
        .from(ledgerEntriesTable)
        .leftJoin(ledgerTransactionsTable, eq(ledgerTransactionsTable.id, ledgerEntriesTable.transactionId))
        .leftJoin(ledgerAccountsTable, eq(ledgerAccountsTable.id, ledgerEntriesTable.ledgerAccountId))
        .where(or(isNull(ledgerTransactionsTable.id), isNull(ledgerAccountsTable.id)))
        .orderBy(ledgerEntriesTable.id)
        .limit(limit);
      return rows.map((row) => row.id);
    },
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
