// Drizzle queries of third-party sign-in: provider settings, linked identities, flows and hand-offs.
// Flows and hand-offs are consumed by one conditional update, so that two requests with the same
// state or code cannot both succeed.
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../../plugins/database';
import { accountsTable } from '../../account/account.table';
import { oidcFlowsTable, oidcHandoffsTable, oidcIdentitiesTable, oidcProvidersTable } from './oidc.table';

export type OidcProviderRow = typeof oidcProvidersTable.$inferSelect;
export type OidcFlowRow = typeof oidcFlowsTable.$inferSelect;
export type OidcHandoffRow = typeof oidcHandoffsTable.$inferSelect;
export type OidcIdentityRow = typeof oidcIdentitiesTable.$inferSelect;

export function createOidcRepository(db: DatabaseOrTransaction) {
  return {
    listProviders: () => db.select().from(oidcProvidersTable).orderBy(asc(oidcProvidersTable.provider)),

    async findProvider(provider: string): Promise<OidcProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(oidcProvidersTable)
        .where(eq(oidcProvidersTable.provider, provider));
      return row;
    },

    async saveProvider(row: Omit<OidcProviderRow, 'updatedAt'>) {
      const { provider: _provider, ...settings } = row;
      await db
        .insert(oidcProvidersTable)
        .values(row)
        .onConflictDoUpdate({
          target: oidcProvidersTable.provider,
          set: { ...settings, updatedAt: sql`now()` },
        });
    },

    /** Seeds a provider from the environment only if the operator has never saved one. */
    async seedProvider(row: Omit<OidcProviderRow, 'updatedAt'>) {
      await db.insert(oidcProvidersTable).values(row).onConflictDoNothing();
    },

    async insertFlow(row: typeof oidcFlowsTable.$inferInsert) {
      await db.insert(oidcFlowsTable).values(row);
      // Old flows are of no use to anyone: each new one sweeps those that expired a day ago.
      await db.delete(oidcFlowsTable).where(lt(oidcFlowsTable.expiresAt, sql`now() - interval '1 day'`));
    },

    /** Marks a live, unconsumed flow as used and answers it; undefined if none (unknown, used, expired). */
    async consumeFlow(stateHash: string, provider: string): Promise<OidcFlowRow | undefined> {
      const [row] = await db
        .update(oidcFlowsTable)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oidcFlowsTable.stateHash, stateHash),
            eq(oidcFlowsTable.provider, provider),
            isNull(oidcFlowsTable.consumedAt),
            gt(oidcFlowsTable.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    async insertHandoff(row: typeof oidcHandoffsTable.$inferInsert) {
      await db.insert(oidcHandoffsTable).values(row);
    },

    async findLiveHandoff(codeHash: string): Promise<OidcHandoffRow | undefined> {
      const [row] = await db
        .select()
        .from(oidcHandoffsTable)
        .where(
          and(
            eq(oidcHandoffsTable.codeHash, codeHash),
            isNull(oidcHandoffsTable.consumedAt),
            gt(oidcHandoffsTable.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /**
     * Gives a hand-off that waits for a form (the date of birth) this long from its creation, once:
     * never later than that, however often the page exchanges it.
     */
    async extendHandoff(codeHash: string, lifetimeMs: number) {
      await db
        .update(oidcHandoffsTable)
        .set({
          expiresAt: sql`greatest(${oidcHandoffsTable.expiresAt}, ${oidcHandoffsTable.createdAt} + ${lifetimeMs} * interval '1 millisecond')`,
        })
        .where(and(eq(oidcHandoffsTable.codeHash, codeHash), isNull(oidcHandoffsTable.consumedAt)));
    },

    /** True for the one request that consumes it. */
    async consumeHandoff(codeHash: string): Promise<boolean> {
      const rows = await db
        .update(oidcHandoffsTable)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(oidcHandoffsTable.codeHash, codeHash),
            isNull(oidcHandoffsTable.consumedAt),
            gt(oidcHandoffsTable.expiresAt, sql`now()`),
          ),
        )
        .returning({ codeHash: oidcHandoffsTable.codeHash });
      return rows.length === 1;
    },

    /** Counts a wrong password; the hand-off is consumed at the limit. */
    async recordLinkAttempt(codeHash: string, attemptsMax: number) {
      await db
        .update(oidcHandoffsTable)
        .set({
          attempts: sql`${oidcHandoffsTable.attempts} + 1`,
          consumedAt: sql`case when ${oidcHandoffsTable.attempts} + 1 >= ${attemptsMax} then now() else null end`,
        })
        .where(eq(oidcHandoffsTable.codeHash, codeHash));
    },

    async findIdentity(provider: string, subject: string): Promise<OidcIdentityRow | undefined> {
      const [row] = await db
        .select()
        .from(oidcIdentitiesTable)
        .where(and(eq(oidcIdentitiesTable.provider, provider), eq(oidcIdentitiesTable.subject, subject)));
      return row;
    },

    listIdentities: (accountId: number) =>
      db
        .select()
        .from(oidcIdentitiesTable)
        .where(eq(oidcIdentitiesTable.accountId, accountId))
        .orderBy(asc(oidcIdentitiesTable.linkedAt)),

    async insertIdentity(row: typeof oidcIdentitiesTable.$inferInsert) {
      await db.insert(oidcIdentitiesTable).values(row);
    },

    async deleteIdentity(accountId: number, provider: string): Promise<boolean> {
      const rows = await db
        .delete(oidcIdentitiesTable)
        .where(and(eq(oidcIdentitiesTable.accountId, accountId), eq(oidcIdentitiesTable.provider, provider)))
        .returning({ id: oidcIdentitiesTable.id });
      return rows.length === 1;
    },

    /** The oldest active account with this e-mail (compared without case), if any. */
    async findAccountIdByEmail(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: accountsTable.id })
        .from(accountsTable)
        .where(
          and(
            sql`lower(${accountsTable.email}) = ${email.toLowerCase()}`,
            eq(accountsTable.status, 'active'),
          ),
        )
        .orderBy(asc(accountsTable.id))
        .limit(1);
      return row?.id;
    },
  };
}
