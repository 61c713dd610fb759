// SQL for captchas.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { captchasTable } from './captcha.table';

export function createCaptchaRepository(db: DatabaseOrTransaction) {
  return {
    insert: (captcha: typeof captchasTable.$inferInsert) => db.insert(captchasTable).values(captcha),
    /**
     * Marks the captcha used and returns it, in one statement, so that two requests racing with the
     * same id cannot both get it; undefined when it is unknown or already used.
     */
    async consume(id: string, usedAt: Date) {
      const [row] = await db
        .update(captchasTable)
        .set({ usedAt })
        .where(and(eq(captchasTable.id, id), isNull(captchasTable.usedAt)))
        .returning({ answerHash: captchasTable.answerHash, expiresAt: captchasTable.expiresAt });
      return row;
    },
    /** Deletes at most `limit` captchas that expired before `before`, so that one call stays cheap. */
    deleteExpired: (before: Date, limit: number) =>
      db.delete(captchasTable).where(
        sql`${captchasTable.id} in (select ${captchasTable.id} from ${captchasTable}
          where ${lt(captchasTable.expiresAt, before)} limit ${limit})`,
      ),
  };
}
