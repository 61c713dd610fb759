// RSA key pairs for encrypted request bodies (DESIGN.md); created on first start, kept here.
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const encryptionKeysTable = pgTable('encryption_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
