// SQL of the seamless-wallet protocol. Vendors are read from the lobby's catalogue table (read only:
// the lobby owns it); rounds, vendor transactions, rollbacks and generated secrets are ours.
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { vendorsTable } from '../lobby/lobby.table';
import {
  gameRoundsTable,
  vendorRollbacksTable,
  vendorSecretsTable,
  vendorTransactionsTable,
} from './vendors.table';

export type VendorRow = typeof vendorsTable.$inferSelect;
export type GameRoundRow = typeof gameRoundsTable.$inferSelect;
export type VendorTransactionRow = typeof vendorTransactionsTable.$inferSelect;
export type VendorRollbackRow = typeof vendorRollbacksTable.$inferSelect;

export function createVendorsRepository(db: DatabaseOrTransaction) {
  return {
    async findVendor(code: string): Promise<VendorRow | undefined> {
      const [row] = await db.select().from(vendorsTable).where(eq(vendorsTable.code, code)).limit(1);
      return row;
    },
    async findSecret(name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: vendorSecretsTable.secret })
        .from(vendorSecretsTable)
        .where(eq(vendorSecretsTable.name, name))
        .limit(1);
      return row?.secret;
    },
    insertSecret: (name: string, secret: string) =>
      db.insert(vendorSecretsTable).values({ name, secret }).onConflictDoNothing(),
    async findTransaction(vendorCode: string, transactionId: string) {
      const [row] = await db
        .select()
        .from(vendorTransactionsTable)
        .where(
          and(
            eq(vendorTransactionsTable.vendorCode, vendorCode),
            eq(vendorTransactionsTable.transactionId, transactionId),
          ),
        )
        .limit(1);
      return row;
    },
    insertTransaction: (row: typeof vendorTransactionsTable.$inferInsert) =>
      db.insert(vendorTransactionsTable).values(row),
    async findRound(vendorCode: string, roundId: string, memberAccountId: number) {
      const [row] = await db
        .select()
        .from(gameRoundsTable)
        .where(
          and(
            eq(gameRoundsTable.vendorCode, vendorCode),
            eq(gameRoundsTable.roundId, roundId),
            eq(gameRoundsTable.memberAccountId, memberAccountId),
          ),
        )
        .limit(1);
      return row;
    },
    async findRoundById(id: number) {
      const [row] = await db.select().from(gameRoundsTable).where(eq(gameRoundsTable.id, id)).limit(1);
      return row;
    },
    async insertRound(row: typeof gameRoundsTable.$inferInsert): Promise<number> {
      const [inserted] = await db.insert(gameRoundsTable).values(row).returning({ id: gameRoundsTable.id });
      return inserted!.id;
    },
    addStake: (id: number, amountMinor: bigint) =>
      db
        .update(gameRoundsTable)
        .set({
          stakeMinor: sql`${gameRoundsTable.stakeMinor} + ${amountMinor}`,
          validBetMinor: sql`${gameRoundsTable.validBetMinor} + ${amountMinor}`,
        })
        .where(eq(gameRoundsTable.id, id)),
    settleRound: (id: number, payoutMinor: bigint) =>
      db
        .update(gameRoundsTable)
        .set({
          payoutMinor: sql`${gameRoundsTable.payoutMinor} + ${payoutMinor}`,
          status: 'settled',
          settledAt: sql`now()`,
        })
        .where(eq(gameRoundsTable.id, id)),
    /** Takes a rolled-back debit off the round; a round with nothing left at stake is cancelled. */
    removeStake: (id: number, amountMinor: bigint) =>
      db
        .update(gameRoundsTable)
        .set({
          stakeMinor: sql`${gameRoundsTable.stakeMinor} - ${amountMinor}`,
          validBetMinor: sql`${gameRoundsTable.validBetMinor} - ${amountMinor}`,
          status: sql`case when ${gameRoundsTable.stakeMinor} - ${amountMinor} <= 0 then 'cancelled' else ${gameRoundsTable.status} end`,
          settledAt: sql`case when ${gameRoundsTable.stakeMinor} - ${amountMinor} <= 0 then now() else ${gameRoundsTable.settledAt} end`,
        })
        .where(eq(gameRoundsTable.id, id)),
    async findRollback(vendorCode: string, referenceTransactionId: string) {
      const [row] = await db
        .select()
        .from(vendorRollbacksTable)
        .where(
          and(
            eq(vendorRollbacksTable.vendorCode, vendorCode),
            eq(vendorRollbacksTable.referenceTransactionId, referenceTransactionId),
          ),
        )
        .limit(1);
      return row;
    },
    insertRollback: (row: typeof vendorRollbacksTable.$inferInsert) =>
      db.insert(vendorRollbacksTable).values(row),
  };
}
