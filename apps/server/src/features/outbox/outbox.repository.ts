// SQL for the outbox.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { outboxMessagesTable } from './outbox.table';
import type { MessageChannel } from './outbox.providers';

export type OutboxRow = typeof outboxMessagesTable.$inferSelect;
export type OutboxFilter = { recipient?: string; channel?: MessageChannel };

function whereOf(filter: OutboxFilter): SQL | undefined {
  return and(
    filter.recipient ? eq(outboxMessagesTable.recipient, filter.recipient) : undefined,
    filter.channel ? eq(outboxMessagesTable.channel, filter.channel) : undefined,
  );
}

export function createOutboxRepository(db: DatabaseOrTransaction) {
  return {
    async insert(message: typeof outboxMessagesTable.$inferInsert): Promise<OutboxRow> {
      const [row] = await db.insert(outboxMessagesTable).values(message).returning();
      return row!;
    },
    /** Newest first. */
    list: (filter: OutboxFilter, limit: number, offset: number): Promise<OutboxRow[]> =>
      db
        .select()
        .from(outboxMessagesTable)
        .where(whereOf(filter))
        .orderBy(desc(outboxMessagesTable.id))
        .limit(limit)
        .offset(offset),
    async count(filter: OutboxFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(outboxMessagesTable).where(whereOf(filter));
      return row?.total ?? 0;
    },
  };
}
