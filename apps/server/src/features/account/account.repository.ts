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
    async setPasswordHash(id: number, passwordHash: string, mustChangePassword: boolean): Promise<void> {
      await db
        .update(accountsTable)
        .set({ passwordHash, mustChangePassword, passwordChangedAt: sql`now()` })
        .where(eq(accountsTable.id, id));
    },
    async setTotpSecrets(
      id: number,
      secrets: { totpSecret?: string | null; totpPendingSecret?: string | null },
    ): Promise<void> {
      await db.update(accountsTable).set(secrets).where(eq(accountsTable.id, id));
    },
    async setStatus(id: number, status: 'active' | 'disabled'): Promise<void> {
      await db.update(accountsTable).set({ status }).where(eq(accountsTable.id, id));
    },
    async findRoot(): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accountsTable)
        .where(sql`${accountsTable.parentId} is null and ${accountsTable.type} = 9`)
        .orderBy(accountsTable.id)
        .limit(1);
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(accountsTable);
      return row?.count ?? 0;
    },
    /**
     * The account of a mobile number. Dialing codes are compared without their '+' and national
     * numbers without the trunk prefix 0, so '+84'/'0912345678' and '84'/'912345678' are one phone.
     */
    async findByMobile(countryDialingCode: string, mobileNumber: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(accountsTable)
        .where(
          sql`ltrim(${accountsTable.mobileCountryCode}, '+') = ltrim(${countryDialingCode}, '+')
            and ltrim(${accountsTable.mobileNumber}, '0') = ltrim(${mobileNumber}, '0')`,
        )
        .orderBy(accountsTable.id)
        .limit(1);
      return row;
    },
  };
}
