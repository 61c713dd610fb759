// SQL for sessions.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { sessionsTable } from './session.table';

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
    revoke: (tokenHash: string) =>
      db
        .update(sessionsTable)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessionsTable.tokenHash, tokenHash)),
  };
}
