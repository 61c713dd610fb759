// Responsible gaming (issue 19 item 5): each member's deposit and loss limits per period, with a raise that
// waits for its cooling-off time, and the breaks from play (time-outs and self-exclusions), kept
// forever: a break is never edited or deleted, a longer one is a new row.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A member's limit per period (deposits, or losses), with a raise that waits for its cooling-off time. */
function periodLimitsTable<Name extends 'deposit_limits' | 'loss_limits'>(name: Name) {
  return pgTable(
    name,
    {
      accountId: bigint('account_id', { mode: 'number' }).notNull(),
      /** day, week or month (DEPOSIT_LIMIT_PERIODS). */
      period: text('period').notNull(),
      /** The limit in force; null: none. */
      amountMinor: bigint('amount_minor', { mode: 'bigint' }),
      /** A raise or removal waiting: the amount it sets (null: removal) from pendingFrom on. */
      pendingAmountMinor: bigint('pending_amount_minor', { mode: 'bigint' }),
      pendingFrom: timestamp('pending_from', { withTimezone: true }),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.accountId, table.period] }),
      check(`${name}_period_known`, sql`${table.period} in ('day', 'week', 'month')`),
      check(`${name}_amount_not_negative`, sql`${table.amountMinor} >= 0`),
      check(`${name}_pending_not_negative`, sql`${table.pendingAmountMinor} >= 0`),
    ],
  );
}

export const depositLimitsTable = periodLimitsTable('deposit_limits');
/** The loss limits: the net loss (stakes less winnings of the rounds placed) allowed per period. */
export const lossLimitsTable = periodLimitsTable('loss_limits');

export const playBreaksTable = pgTable(
  'play_breaks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** timeOut or selfExclusion (EXCLUSION_KINDS). */
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (table) => [
    index('play_breaks_account_ends').on(table.accountId, table.endsAt),
    check('play_breaks_kind_known', sql`${table.kind} in ('timeOut', 'selfExclusion')`),
    check('play_breaks_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * Each member's reality-check interval and session-time limit (a raise or removal of the limit waits
 * for its cooling-off time, as a deposit limit's does).
 */
export const playSettingsTable = pgTable(
  'play_settings',
  {
    accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
    /** Minutes between two reality checks (REALITY_CHECK_MINUTES); null: off. */
    realityCheckMinutes: integer('reality_check_minutes'),
    /** The session-time limit in force, in minutes; null: none. */
    sessionLimitMinutes: integer('session_limit_minutes'),
    /** A raise or removal waiting: the minutes it sets (null: removal) from pendingFrom on. */
    pendingSessionLimitMinutes: integer('pending_session_limit_minutes'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('play_settings_reality_check_positive', sql`${table.realityCheckMinutes} > 0`),
    check('play_settings_session_limit_positive', sql`${table.sessionLimitMinutes} > 0`),
    check('play_settings_pending_positive', sql`${table.pendingSessionLimitMinutes} > 0`),
  ],
);
