// Sessions are opaque random tokens; only their SHA-256 is stored, so a database leak yields no
// usable token.
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const sessionsTable = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    site: text('site').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_account_id').on(table.accountId)],
);
