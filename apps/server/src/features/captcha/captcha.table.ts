// Captchas awaiting an answer. Only the SHA-256 of the lowercased answer is kept; a row is used at
// most once and is purged a while after it expires.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const captchasTable = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('captchas_expires_at').on(table.expiresAt)],
);
