// SQL for payments. Requests are read "for update" where a decision is made on them, so that two
// operators (or a replayed callback) deciding at once take turns and the second one sees the first
// one's result.
import { and, asc, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { accountProfilesTable } from '../registration/registration.table';
import {
  bankAccountsTable,
  depositsTable,
  paymentChannelsTable,
  paymentPasswordsTable,
  paymentSettingsTable,
  withdrawalsTable,
} from './payments.table';

export type ChannelRow = typeof paymentChannelsTable.$inferSelect;
export type DepositRow = typeof depositsTable.$inferSelect;
export type BankAccountRow = typeof bankAccountsTable.$inferSelect;
export type WithdrawalRow = typeof withdrawalsTable.$inferSelect;
export type PaymentPasswordRow = typeof paymentPasswordsTable.$inferSelect;

/** A deposit with its channel and member, as lists show it. */
export type DepositListRow = DepositRow & {
  channel: ChannelRow;
  username: string;
};
export type WithdrawalListRow = WithdrawalRow & { username: string };

export type RequestFilter = { accountId?: number; status?: string };

function depositWhere(filter: RequestFilter): SQL | undefined {
  return and(
    filter.accountId === undefined ? undefined : eq(depositsTable.accountId, filter.accountId),
    filter.status === undefined ? undefined : eq(depositsTable.status, filter.status),
  );
}

function withdrawalWhere(filter: RequestFilter): SQL | undefined {
  return and(
    filter.accountId === undefined ? undefined : eq(withdrawalsTable.accountId, filter.accountId),
    filter.status === undefined ? undefined : eq(withdrawalsTable.status, filter.status),
  );
}

export function createPaymentsRepository(db: DatabaseOrTransaction) {
  return {
    // ——— Channels ———
    listChannels: (enabledOnly: boolean) =>
      db
        .select()
        .from(paymentChannelsTable)
        .where(enabledOnly ? eq(paymentChannelsTable.enabled, true) : undefined)
        .orderBy(asc(paymentChannelsTable.sortOrder), asc(paymentChannelsTable.id)),
    async findChannel(id: number, options: { forUpdate?: boolean } = {}): Promise<ChannelRow | undefined> {
      const query = db.select().from(paymentChannelsTable).where(eq(paymentChannelsTable.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async insertChannel(row: typeof paymentChannelsTable.$inferInsert): Promise<ChannelRow> {
      const [inserted] = await db.insert(paymentChannelsTable).values(row).returning();
      return inserted!;
    },
    async updateChannel(
      id: number,
      patch: Partial<typeof paymentChannelsTable.$inferInsert>,
    ): Promise<ChannelRow | undefined> {
      const [row] = await db
        .update(paymentChannelsTable)
        .set(patch)
        .where(eq(paymentChannelsTable.id, id))
        .returning();
      return row;
    },

    // ——— Deposits ———
    async insertDeposit(row: typeof depositsTable.$inferInsert): Promise<DepositRow> {
      const [inserted] = await db.insert(depositsTable).values(row).returning();
      return inserted!;
    },
    async findDeposit(id: number, options: { forUpdate?: boolean } = {}): Promise<DepositRow | undefined> {
      const query = db.select().from(depositsTable).where(eq(depositsTable.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findDepositByReference(reference: string): Promise<DepositRow | undefined> {
      const [row] = await db.select().from(depositsTable).where(eq(depositsTable.reference, reference));
      return row;
    },
    async findDepositByRequest(accountId: number, requestId: string): Promise<DepositRow | undefined> {
      const [row] = await db
        .select()
        .from(depositsTable)
        .where(and(eq(depositsTable.accountId, accountId), eq(depositsTable.requestId, requestId)));
      return row;
    },
    async updateDeposit(id: number, patch: Partial<typeof depositsTable.$inferInsert>): Promise<DepositRow> {
      const [row] = await db.update(depositsTable).set(patch).where(eq(depositsTable.id, id)).returning();
      return row!;
    },
    async listDeposits(filter: RequestFilter, limit: number, offset: number): Promise<DepositListRow[]> {
      const rows = await db
        .select({ deposit: depositsTable, channel: paymentChannelsTable, username: accountsTable.username })
        .from(depositsTable)
        .innerJoin(paymentChannelsTable, eq(paymentChannelsTable.id, depositsTable.channelId))
        .innerJoin(accountsTable, eq(accountsTable.id, depositsTable.accountId))
        .where(depositWhere(filter))
        .orderBy(desc(depositsTable.createdAt), desc(depositsTable.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.deposit, channel: row.channel, username: row.username }));
    },
    async countDeposits(filter: RequestFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(depositsTable).where(depositWhere(filter));
      return Number(row?.total ?? 0);
    },

    // ——— Bank accounts ———
    listBankAccounts: (accountId: number) =>
      db
        .select()
        .from(bankAccountsTable)
        .where(eq(bankAccountsTable.accountId, accountId))
        .orderBy(asc(bankAccountsTable.id)),
    async findBankAccount(id: number): Promise<BankAccountRow | undefined> {
      const [row] = await db.select().from(bankAccountsTable).where(eq(bankAccountsTable.id, id));
      return row;
    },
    async insertBankAccount(row: typeof bankAccountsTable.$inferInsert): Promise<BankAccountRow> {
      const [inserted] = await db.insert(bankAccountsTable).values(row).returning();
      return inserted!;
    },

    // ——— Payment password ———
    async findPaymentPassword(accountId: number): Promise<PaymentPasswordRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentPasswordsTable)
        .where(eq(paymentPasswordsTable.accountId, accountId));
      return row;
    },
    /** The payment password given at registration, if the operator's form asked for one. */
    async registrationPasswordHash(accountId: number): Promise<string | null> {
      const [row] = await db
        .select({ hash: accountProfilesTable.paymentPasswordHash })
        .from(accountProfilesTable)
        .where(eq(accountProfilesTable.accountId, accountId));
      return row?.hash ?? null;
    },
    setPaymentPassword: (accountId: number, passwordHash: string) =>
      db
        .insert(paymentPasswordsTable)
        .values({ accountId, passwordHash })
        .onConflictDoUpdate({
          target: paymentPasswordsTable.accountId,
          set: { passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: sql`now()` },
        }),
    /** Adds a failure and answers the count; locks until `lockUntil` once the count reaches `max`. */
    async recordPaymentPasswordFailure(accountId: number, max: number, lockUntil: Date): Promise<number> {
      const [row] = await db
        .insert(paymentPasswordsTable)
        .values({ accountId, failedAttempts: 1, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: paymentPasswordsTable.accountId,
          set: {
            failedAttempts: sql`${paymentPasswordsTable.failedAttempts} + 1`,
            lockedUntil: sql`case when ${paymentPasswordsTable.failedAttempts} + 1 >= ${max}
              then ${lockUntil.toISOString()}::timestamptz else null end`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ failedAttempts: paymentPasswordsTable.failedAttempts });
      return row!.failedAttempts;
    },
    resetPaymentPasswordFailures: (accountId: number) =>
      db
        .update(paymentPasswordsTable)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(paymentPasswordsTable.accountId, accountId)),

    // ——— Withdrawals ———
    async insertWithdrawal(row: typeof withdrawalsTable.$inferInsert): Promise<WithdrawalRow> {
      const [inserted] = await db.insert(withdrawalsTable).values(row).returning();
      return inserted!;
    },
    async findWithdrawal(
      id: number,
      options: { forUpdate?: boolean } = {},
    ): Promise<WithdrawalRow | undefined> {
      const query = db.select().from(withdrawalsTable).where(eq(withdrawalsTable.id, id));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row;
    },
    async findWithdrawalByRequest(accountId: number, requestId: string): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawalsTable)
        .where(and(eq(withdrawalsTable.accountId, accountId), eq(withdrawalsTable.requestId, requestId)));
      return row;
    },
    async updateWithdrawal(
      id: number,
      patch: Partial<typeof withdrawalsTable.$inferInsert>,
    ): Promise<WithdrawalRow> {
      const [row] = await db
        .update(withdrawalsTable)
        .set(patch)
        .where(eq(withdrawalsTable.id, id))
        .returning();
      return row!;
    },
    async listWithdrawals(
      filter: RequestFilter,
      limit: number,
      offset: number,
    ): Promise<WithdrawalListRow[]> {
      const rows = await db
        .select({ withdrawal: withdrawalsTable, username: accountsTable.username })
        .from(withdrawalsTable)
        .innerJoin(accountsTable, eq(accountsTable.id, withdrawalsTable.accountId))
        .where(withdrawalWhere(filter))
        .orderBy(desc(withdrawalsTable.createdAt), desc(withdrawalsTable.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row.withdrawal, username: row.username }));
    },
    async countWithdrawals(filter: RequestFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(withdrawalsTable).where(withdrawalWhere(filter));
      return Number(row?.total ?? 0);
    },
    /** Paid withdrawals whose confirmation window closed before `paidBefore` count as received. */
    async receiveUnconfirmed(paidBefore: Date, now: Date, limit: number): Promise<number> {
      const due = db
        .select({ id: withdrawalsTable.id })
        .from(withdrawalsTable)
        .where(and(eq(withdrawalsTable.status, 'paid'), lt(withdrawalsTable.paidAt, paidBefore)))
        .limit(limit);
      const rows = await db
        .update(withdrawalsTable)
        .set({ status: 'received', receivedAt: now, confirmedByMember: false })
        .where(and(eq(withdrawalsTable.status, 'paid'), sql`${withdrawalsTable.id} in (${due})`))
        .returning({ id: withdrawalsTable.id });
      return rows.length;
    },

    // ——— Settings ———
    async findSettings() {
      const [row] = await db.select().from(paymentSettingsTable).where(eq(paymentSettingsTable.id, 1));
      return row;
    },
    saveSettings: (row: {
      withdrawalMinMinor: bigint;
      withdrawalMaxMinor: bigint;
      withdrawalConfirmMinutes: number;
    }) =>
      db
        .insert(paymentSettingsTable)
        .values({ id: 1, ...row })
        .onConflictDoUpdate({ target: paymentSettingsTable.id, set: { ...row, updatedAt: sql`now()` } }),
  };
}
