// SQL for SMS codes.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PhoneAuthSettings } from '@playdeck/contract/sms';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { smsCodesTable, smsPhoneAuthSettingsTable, smsPhoneTokensTable } from './sms.table';

export type SmsCodeRow = typeof smsCodesTable.$inferSelect;

/** First key of the two-key advisory locks taken here, so that they never meet another feature's. */
const ADVISORY_LOCK_NAMESPACE = 5_170_001;

export function createSmsRepository(db: DatabaseOrTransaction) {
  return {
    /**
     * Serialises, until the transaction ends, every send to this phone and from this IP, so that
     * two requests at the same moment cannot both pass the throttle. Phone first, then IP, always in
     * that order, so that two transactions never wait for each other in a cycle.
     */
    async lockSender(phone: string, ip: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${`phone:${phone}`}))`,
      );
      await db.execute(
        sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, hashtext(${`ip:${ip}`}))`,
      );
    },
    async latestSentAt(phone: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: smsCodesTable.createdAt })
        .from(smsCodesTable)
        .where(eq(smsCodesTable.phone, phone))
        .orderBy(desc(smsCodesTable.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    async countSentSince(by: { phone: string } | { ip: string }, since: Date): Promise<number> {
      const column = 'phone' in by ? smsCodesTable.phone : smsCodesTable.ip;
      const value = 'phone' in by ? by.phone : by.ip;
      const [row] = await db
        .select({ total: count() })
        .from(smsCodesTable)
        .where(and(eq(column, value), gte(smsCodesTable.createdAt, since)));
      return row?.total ?? 0;
    },
    insert: (code: typeof smsCodesTable.$inferInsert) => db.insert(smsCodesTable).values(code),
    /** The newest code for the purpose and phone, locked until the transaction ends. */
    async latestForUpdate(purpose: string, phone: string): Promise<SmsCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(smsCodesTable)
        .where(and(eq(smsCodesTable.purpose, purpose), eq(smsCodesTable.phone, phone)))
        .orderBy(desc(smsCodesTable.id))
        .limit(1)
        .for('update');
      return row;
    },
    recordWrongAttempt: (id: number) =>
      db
        .update(smsCodesTable)
        .set({ attempts: sql`${smsCodesTable.attempts} + 1` })
        .where(eq(smsCodesTable.id, id)),
    consume: (id: number, consumedAt: Date) =>
      db.update(smsCodesTable).set({ consumedAt }).where(eq(smsCodesTable.id, id)),
    /** Deletes at most `limit` codes created before `before`, so that one call stays cheap. */
    deleteOlderThan: (before: Date, limit: number) =>
      db.delete(smsCodesTable).where(
        sql`${smsCodesTable.id} in (select ${smsCodesTable.id} from ${smsCodesTable}
          where ${lt(smsCodesTable.createdAt, before)} limit ${limit})`,
      ),
    async phoneAuthSettings(): Promise<PhoneAuthSettings | undefined> {
      const [row] = await db
        .select({
          provider: smsPhoneAuthSettingsTable.provider,
          projectId: smsPhoneAuthSettingsTable.projectId,
          apiKey: smsPhoneAuthSettingsTable.apiKey,
          baseUrl: smsPhoneAuthSettingsTable.baseUrl,
        })
        .from(smsPhoneAuthSettingsTable)
        .where(eq(smsPhoneAuthSettingsTable.id, 1));
      return row as PhoneAuthSettings | undefined;
    },
    savePhoneAuthSettings: (settings: PhoneAuthSettings) =>
      db
        .insert(smsPhoneAuthSettingsTable)
        .values({ id: 1, ...settings })
        .onConflictDoUpdate({
          target: smsPhoneAuthSettingsTable.id,
          set: { ...settings, updatedAt: sql`now()` },
        }),
    /** Records a token as spent; false when it already was (the primary key refuses it, also under a race). */
    async spendPhoneToken(token: typeof smsPhoneTokensTable.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(smsPhoneTokensTable)
        .values(token)
        .onConflictDoNothing()
        .returning({ tokenHash: smsPhoneTokensTable.tokenHash });
      return inserted.length === 1;
    },
    /** Forgets at most `limit` spent tokens that have expired: they can no longer be replayed anyway. */
    deleteExpiredPhoneTokens: (before: Date, limit: number) =>
      db.delete(smsPhoneTokensTable).where(
        sql`${smsPhoneTokensTable.tokenHash} in (select ${smsPhoneTokensTable.tokenHash}
          from ${smsPhoneTokensTable} where ${lt(smsPhoneTokensTable.expiresAt, before)} limit ${limit})`,
      ),
  };
}
