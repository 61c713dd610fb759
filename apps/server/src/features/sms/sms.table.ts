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

/**
 * The operator's choice of who sends and checks SMS codes (docs/decisions/016-third-party-sms.md):
 * one row, id 1; no row means the built-in outbox.
 */
export const smsPhoneAuthSettingsTable = pgTable('sms_phone_auth_settings', {
  id: integer('id').primaryKey().default(1),
  /** One of PHONE_AUTH_PROVIDERS. */
  provider: text('provider').notNull(),
  projectId: text('project_id').notNull(),
  /** The provider's browser key: public by design, it is sent to every visitor's browser. */
  apiKey: text('api_key').notNull(),
  baseUrl: text('base_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Third-party ID tokens already spent: a token proves the phone once, so a copied or replayed token
 * is refused. Only a hash is kept, until the token itself would have expired anyway.
 */
export const smsPhoneTokensTable = pgTable(
  'sms_phone_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_phone_tokens_expires_at').on(table.expiresAt)],
);
