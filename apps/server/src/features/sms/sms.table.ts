// SMS verification codes: only a hash of the code is kept. Rows also serve the send throttles
// (per phone and per IP), so they are kept for a day before being purged.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const smsCodesTable = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** One of SMS_PURPOSES: a code sent for one purpose is not accepted for another. */
    purpose: text('purpose').notNull(),
    /** E.164: dialing code and national number, e.g. +84912345678. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong answers so far; the code is dead once it reaches the limit. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_codes_phone_created_at').on(table.phone, table.createdAt),
    index('sms_codes_ip_created_at').on(table.ip, table.createdAt),
  ],
);
