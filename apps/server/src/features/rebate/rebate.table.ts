// Rebates (issue 15 item 4; ../shared/AGENTS.md §3): the operator's settings (one row), each site day's
// automatic run, and members' manual claims with the instant each covers up to.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const rebateSettingsTable = pgTable('rebate_settings', {
  id: smallint('id').primaryKey().default(1),
  /** RebateSettings, plus manualSince: when each category became MANUAL (its accrual's start). */
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One automatic run per site day (and offset): the day's rebates are paid once. */
export const rebateRunsTable = pgTable(
  'rebate_runs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    offsetMinutes: smallint('offset_minutes').notNull(),
    status: text('status').$type<'RUNNING' | 'DONE'>().notNull().default('RUNNING'),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payments: bigint('payments', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('rebate_runs_day').on(table.day, table.offsetMinutes)],
);

export const rebateClaimsTable = pgTable(
  'rebate_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Rounds settled up to this instant (exclusive) are covered by this claim. */
    coveredTo: timestamp('covered_to', { withTimezone: true }).notNull(),
    details: jsonb('details')
      .$type<{ category: string; validBetMinor: string; amountMinor: string; ratePpm: number }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rebate_claims_request').on(table.accountId, table.requestId),
    index('rebate_claims_account').on(table.accountId, table.createdAt),
  ],
);
