// Sums of closed site days for the agent reports (docs/decisions/007-agent-team-queries.md). A site
// day that has ended is never written into again (rounds settle, bonuses and payments are credited at
// the database's now()), so its sums are computed once from the rounds, payments and ledger of that
// day and kept: per account, and per account's descendants (each account's team without itself), so
// that a report over a month reads a few rows per branch and day instead of every member's. Days not
// yet closed are read raw. Rows are keyed by the site offset the days were cut with, and the team rows
// also by the active-member threshold their counts used: another offset or threshold computes its own.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** The figures every kept row carries. */
const figures = {
  /** Rounds settled that day (void and cancelled rounds never count). */
  stakeMinor: minor('stake_minor'),
  validBetMinor: minor('valid_bet_minor'),
  payoutMinor: minor('payout_minor'),
  /** Rebates and bonuses posted to main wallets that day. */
  rebateMinor: minor('rebate_minor'),
  bonusMinor: minor('bonus_minor'),
  /** Deposits credited and withdrawals paid that day. */
  depositMinor: minor('deposit_minor'),
  depositCount: integer('deposit_count').notNull().default(0),
  withdrawalMinor: minor('withdrawal_minor'),
  withdrawalCount: integer('withdrawal_count').notNull().default(0),
};

/** One account's figures of one closed day (only accounts that had any). */
export const agentDayTotalsTable = pgTable(
  'agent_day_totals',
  {
    offsetMinutes: integer('offset_minutes').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The site day (in the offset above). */
    day: date('day', { mode: 'string' }).notNull(),
    ...figures,
    /** The account's first credited deposit ever was that day. */
    firstDeposit: boolean('first_deposit').notNull().default(false),
  },
  // Migration 0015 INCLUDEs valid_bet_minor in the key (drizzle-kit cannot say so): a team's active
  // members over a period are summed from the index alone.
  (table) => [primaryKey({ columns: [table.offsetMinutes, table.accountId, table.day] })],
);

/**
 * The figures of one closed day summed over an account's descendants (trial accounts left out), with
 * how many of them made a first deposit and how many were active (valid bet of the day at least the
 * threshold). Only accounts with descendants have rows.
 */
export const agentTeamDayTotalsTable = pgTable(
  'agent_team_day_totals',
  {
    offsetMinutes: integer('offset_minutes').notNull(),
    /** The operator's active-member threshold (agentActiveMinValidBet) the active count used. */
    activeMinValidBetMinor: bigint('active_min_valid_bet_minor', { mode: 'bigint' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...figures,
    firstDepositors: integer('first_depositors').notNull().default(0),
    activeMembers: integer('active_members').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.offsetMinutes, table.activeMinValidBetMinor, table.accountId, table.day],
    }),
  ],
);

/** The closed days whose rows above are kept (written in the same statement as the rows). */
export const agentClosedDaysTable = pgTable(
  'agent_closed_days',
  {
    offsetMinutes: integer('offset_minutes').notNull(),
    activeMinValidBetMinor: bigint('active_min_valid_bet_minor', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.offsetMinutes, table.activeMinValidBetMinor, table.day] })],
);
