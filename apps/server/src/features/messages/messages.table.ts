// Internal messages to members (SPEC.md §3 "Messages"): a kind and its parameters (site, amount,
// reason), written in the reader's language when read, and when the member read it.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export type InboxParams = { site: string; amountMinor: string; reason?: string; reference?: string };

export const inboxMessagesTable = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    /** One of INBOX_KINDS (contract inbox.ts). */
    kind: text('kind').notNull(),
    params: jsonb('params').$type<InboxParams>().notNull(),
    /** The request that caused it (e.g. 'deposit:12:credited'): one message per event, however often it runs. */
    eventKey: text('event_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inbox_messages_account_created').on(table.accountId, table.createdAt),
    // The unread count reads this small partial index only.
    index('inbox_messages_unread')
      .on(table.accountId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('inbox_messages_event').on(table.eventKey),
  ],
);
