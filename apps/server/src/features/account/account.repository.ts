// SQL for accounts.
import { eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from './account.table';

export type AccountRow = typeof accountsTable.$inferSelect;
export type NewAccount = typeof accountsTable.$inferInsert;

export function createAccountRepository(db: DatabaseOrTransaction) {
  return {
    async findById(id: number): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(accountsTable).where(eq(accountsTable.id, id)).limit(1);
      return row;
    },
    async findByUsername(username: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accountsTable)
        .where(sql`lower(${accountsTable.username}) = lower(${username})`)
        .limit(1);
      return row;
    },
    async insert(account: NewAccount): Promise<AccountRow> {
      const [row] = await db.insert(accountsTable).values(account).returning();
      return row!;
    },
    async recordLogin(id: number): Promise<void> {
      await db
        .update(accountsTable)
        .set({ loginCount: sql`${accountsTable.loginCount} + 1`, lastLoginAt: sql`now()` })
        .where(eq(accountsTable.id, id));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(accountsTable);
      return row?.count ?? 0;
    },
  };
}
