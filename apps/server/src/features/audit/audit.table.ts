// The audit trail (issue 19 item 4): one row per operator action or change, written in the same
// database transaction as the change it describes, so that the two commit or roll back together.
// Append-only: a trigger (migration 0034) refuses every UPDATE and DELETE, whoever asks.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditEntriesTable = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who acted: an operator's account, or null for the system itself. */
    actorAccountId: bigint('actor_account_id', { mode: 'number' }),
    /** The actor's username as it was then (an account's name outlives nothing here). */
    actorUsername: text('actor_username').notNull(),
    ip: text('ip').notNull(),
    /** "member.adjust_balance", "site.settings", or "POST /api/operator/…" for the generic record of a call. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (table) => [
    index('audit_entries_at').on(table.at),
    index('audit_entries_target').on(table.targetType, table.targetId, table.at),
    index('audit_entries_actor').on(sql`lower(${table.actorUsername})`, table.at),
  ],
);
