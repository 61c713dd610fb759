// SQL for sessions, sign-in failures, IP locks, known IPs, remember tokens and second-factor codes.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import {
  accountIpsTable,
  ipLocksTable,
  loginFailuresTable,
  rememberTokensTable,
  secondFactorCodesTable,
  sessionsTable,
} from './session.table';

const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

export function createSessionRepository(db: DatabaseOrTransaction) {
  return {
    insert: (session: typeof sessionsTable.$inferInsert) => db.insert(sessionsTable).values(session),
    async findLive(tokenHash: string) {
      const [row] = await db
        .select()
        .from(sessionsTable)
        .where(
          and(
            eq(sessionsTable.tokenHash, tokenHash),
            isNull(sessionsTable.revokedAt),
            gt(sessionsTable.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },
    passwordChanged: (accountId: number) =>
      db
        .update(sessionsTable)
        .set({ mustChangePassword: false })
        .where(eq(sessionsTable.accountId, accountId)),
    /** Brings each live session's end forward to `minutes` after its start, where that is sooner. */
    async capAll(accountId: number, minutes: number): Promise<void> {
      await db
        .update(sessionsTable)
        .set({
          expiresAt: sql`least(${sessionsTable.expiresAt}, ${sessionsTable.createdAt} + make_interval(mins => ${minutes}))`,
        })
        .where(and(eq(sessionsTable.accountId, accountId), isNull(sessionsTable.revokedAt)));
    },
    /** Ends every session and remember-me token of the account (a break from play, issue 19). */
    async revokeAll(accountId: number): Promise<void> {
      await db
        .update(sessionsTable)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessionsTable.accountId, accountId), isNull(sessionsTable.revokedAt)));
      await db
        .update(rememberTokensTable)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(rememberTokensTable.accountId, accountId), isNull(rememberTokensTable.revokedAt)));
    },
    revoke: (tokenHash: string) =>
      db
        .update(sessionsTable)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessionsTable.tokenHash, tokenHash)),

    recordFailure: (ip: string, username: string) =>
      db.insert(loginFailuresTable).values({ ip, username: username.toLowerCase() }),
    async countFailuresByIp(ip: string, withinMinutes: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loginFailuresTable)
        .where(
          and(eq(loginFailuresTable.ip, ip), gt(loginFailuresTable.createdAt, minutesAgo(withinMinutes))),
        );
      return row?.value ?? 0;
    },
    async countFailuresByUsername(username: string, withinMinutes: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loginFailuresTable)
        .where(
          and(
            eq(loginFailuresTable.username, username.toLowerCase()),
            gt(loginFailuresTable.createdAt, minutesAgo(withinMinutes)),
          ),
        );
      return row?.value ?? 0;
    },
    /** After a successful sign-in the username's failures are forgotten (its IP's failures for other usernames stay). */
    clearFailures: (username: string) =>
      db.delete(loginFailuresTable).where(eq(loginFailuresTable.username, username.toLowerCase())),

    async isIpLocked(ip: string): Promise<boolean> {
      const [row] = await db
        .select({ ip: ipLocksTable.ip })
        .from(ipLocksTable)
        .where(and(eq(ipLocksTable.ip, ip), isNull(ipLocksTable.unlockedAt)))
        .limit(1);
      return row !== undefined;
    },
    lockIp: (ip: string, reason: string) =>
      db
        .insert(ipLocksTable)
        .values({ ip, reason })
        .onConflictDoUpdate({
          target: ipLocksTable.ip,
          set: { reason, lockedAt: sql`now()`, unlockedAt: null },
        }),
    unlockIp: async (ip: string) => {
      await db
        .update(ipLocksTable)
        .set({ unlockedAt: sql`now()` })
        .where(eq(ipLocksTable.ip, ip));
      await db.delete(loginFailuresTable).where(eq(loginFailuresTable.ip, ip));
    },
    listIpLocks: () =>
      db
        .select()
        .from(ipLocksTable)
        .where(isNull(ipLocksTable.unlockedAt))
        .orderBy(desc(ipLocksTable.lockedAt))
        .limit(500),

    async knownIps(accountId: number): Promise<string[]> {
      const rows = await db
        .select({ ip: accountIpsTable.ip })
        .from(accountIpsTable)
        .where(eq(accountIpsTable.accountId, accountId));
      return rows.map((row) => row.ip);
    },
    rememberIp: (accountId: number, ip: string) =>
      db
        .insert(accountIpsTable)
        .values({ accountId, ip })
        .onConflictDoUpdate({
          target: [accountIpsTable.accountId, accountIpsTable.ip],
          set: { lastSeenAt: sql`now()` },
        }),

    insertRememberToken: (row: typeof rememberTokensTable.$inferInsert) =>
      db.insert(rememberTokensTable).values(row),
    async findLiveRememberToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(rememberTokensTable)
        .where(
          and(
            eq(rememberTokensTable.tokenHash, tokenHash),
            isNull(rememberTokensTable.revokedAt),
            gt(rememberTokensTable.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row;
    },
    revokeRememberToken: (tokenHash: string) =>
      db
        .update(rememberTokensTable)
        .set({ revokedAt: sql`now()` })
        .where(eq(rememberTokensTable.tokenHash, tokenHash)),

    insertSecondFactorCode: (row: typeof secondFactorCodesTable.$inferInsert) =>
      db.insert(secondFactorCodesTable).values(row),
    async latestSecondFactorCode(accountId: number, method: string) {
      const [row] = await db
        .select()
        .from(secondFactorCodesTable)
        .where(
          and(
            eq(secondFactorCodesTable.accountId, accountId),
            eq(secondFactorCodesTable.method, method),
            isNull(secondFactorCodesTable.consumedAt),
          ),
        )
        .orderBy(desc(secondFactorCodesTable.createdAt))
        .limit(1);
      return row;
    },
    async countRecentSecondFactorCodes(accountId: number, withinMinutes: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(secondFactorCodesTable)
        .where(
          and(
            eq(secondFactorCodesTable.accountId, accountId),
            gt(secondFactorCodesTable.createdAt, minutesAgo(withinMinutes)),
          ),
        );
      return row?.value ?? 0;
    },
    recordSecondFactorAttempt: (id: number, consumed: boolean) =>
      db
        .update(secondFactorCodesTable)
        .set(
          consumed ? { consumedAt: sql`now()` } : { attempts: sql`${secondFactorCodesTable.attempts} + 1` },
        )
        .where(eq(secondFactorCodesTable.id, id)),
  };
}
