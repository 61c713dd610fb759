// SQL for the members' internal messages: newest first by member, and the unread count from the
// partial index of unread messages.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { inboxMessagesTable, type InboxParams } from './messages.table';

export type InboxMessageRow = typeof inboxMessagesTable.$inferSelect;

export function createMessagesRepository(db: DatabaseOrTransaction) {
  const ofAccount = (accountId: number, unreadOnly = false) =>
    and(
      eq(inboxMessagesTable.accountId, accountId),
      unreadOnly ? isNull(inboxMessagesTable.readAt) : undefined,
    );
  return {
    /** Inserts a message once per event key; a second call for the same event changes nothing. */
    insert: (row: { accountId: number; kind: string; params: InboxParams; eventKey: string }) =>
      db.insert(inboxMessagesTable).values(row).onConflictDoNothing(),
    list: (accountId: number, unreadOnly: boolean, limit: number, offset: number) =>
      db
        .select()
        .from(inboxMessagesTable)
        .where(ofAccount(accountId, unreadOnly))
        .orderBy(desc(inboxMessagesTable.createdAt), desc(inboxMessagesTable.id))
        .limit(limit)
        .offset(offset),
    async count(accountId: number, unreadOnly: boolean): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(inboxMessagesTable)
        .where(ofAccount(accountId, unreadOnly));
      return Number(row?.total ?? 0);
    },
    async markRead(accountId: number, id: number): Promise<InboxMessageRow | undefined> {
      const [row] = await db
        .update(inboxMessagesTable)
        .set({ readAt: sql`coalesce(${inboxMessagesTable.readAt}, now())` })
        .where(and(eq(inboxMessagesTable.id, id), eq(inboxMessagesTable.accountId, accountId)))
        .returning();
      return row;
    },
    async markAllRead(accountId: number): Promise<number> {
      const rows = await db
        .update(inboxMessagesTable)
        .set({ readAt: sql`now()` })
        .where(ofAccount(accountId, true))
        .returning({ id: inboxMessagesTable.id });
      return rows.length;
    },
  };
}
