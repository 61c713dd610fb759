// Every SMS and e-mail the platform sends, whatever provider carried it: the operator's record of
// what went out, and where the tests read codes and passwords from.
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxMessagesTable = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    /** An E.164 phone number for SMS, an address for e-mail. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The provider that accepted the message ('outbox' when it was only recorded). */
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_messages_recipient').on(table.recipient, table.channel, table.id)],
);
