// The seamless-wallet protocol's own records (DESIGN.md "Game vendors"): every member's game round
// with its stake, valid bet and payout (agent reports, rebates, VIP and missions aggregate these rows),
// every vendor call that moved or settled something (the idempotency record that answers a replay
// with the first answer), the rollbacks by the debit they cancel (also those that arrived before
// their debit), and the generated house-vendor secret.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const gameRoundsTable = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's round id. */
    roundId: text('round_id').notNull(),
    // No foreign key (as on vendor_transactions): vendor_debit writes the member whose wallet it has
    // just locked, the only writer of rounds (decision 005).
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    /** The vendor's game type (LIVE, RNG, LOTT…), the category that reports group by. */
    gameCategory: text('game_category').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The stake that counts for rebates and turnover: the stake, less what was rolled back. */
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // One member's bet on the vendor's round. The member is part of the key because a vendor's round
    // can be shared by many players (a live table's hand), each with their own stake and payout.
    uniqueIndex('game_rounds_vendor_round_member').on(table.vendorCode, table.roundId, table.memberAccountId),
    index('game_rounds_member_placed').on(table.memberAccountId, table.placedAt),
    // Migration 0015 makes this one INCLUDE the member, status, stake, valid bet and payout, and the
    // next one stake, valid bet and payout (drizzle-kit cannot say so): agent reports (and later
    // contracts) sum the rounds settled in a window from an index alone, the site's rounds by time for
    // a large team, a team member's own for a small one (docs/decisions/007-agent-team-queries.md).
    index('game_rounds_settled').on(table.settledAt),
    index('game_rounds_member_settled')
      .on(table.memberAccountId, table.settledAt)
      .where(sql`${table.status} = 'settled'`),
    check('game_rounds_status_known', sql`${table.status} in ('open', 'settled', 'cancelled')`),
    check(
      'game_rounds_amounts_not_negative',
      sql`${table.stakeMinor} >= 0 and ${table.validBetMinor} >= 0 and ${table.payoutMinor} >= 0`,
    ),
  ],
);

export const VENDOR_TRANSACTION_KINDS = ['debit', 'credit', 'rollback'] as const;
export type VendorTransactionKind = (typeof VENDOR_TRANSACTION_KINDS)[number];

export const vendorTransactionsTable = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    /** The vendor's transactionId: unique per vendor across debits, credits and rollbacks. */
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<VendorTransactionKind>().notNull(),
    /** SHA-256 of the request's fields, so that a reused transactionId with another body is told apart. */
    requestHash: text('request_hash').notNull(),
    // No foreign keys on this append-only table: the vendor functions of migration 0013, its only
    // writers, record the member whose wallet they have just locked and the round they have just
    // written (decision 005).
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    /** The round it touched; null for a rollback that arrived before its debit. */
    gameRoundId: bigint('game_round_id', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The ledger transaction it posted; null when nothing moved (a 0.00 credit, an early rollback). */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** The balance the first answer carried; a replay answers it again. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_transactions_vendor_transaction').on(table.vendorCode, table.transactionId),
  ],
);

export const vendorRollbacksTable = pgTable(
  'vendor_rollbacks',
  {
    vendorCode: text('vendor_code').notNull(),
    /** The debit it cancels; it may not have arrived yet, and then it is refused when it does. */
    referenceTransactionId: text('reference_transaction_id').notNull(),
    /** The rollback's own transactionId. */
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    memberAccountId: bigint('member_account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.referenceTransactionId] })],
);

/** Secrets the platform generated for itself (the house vendor's, when HOUSE_VENDOR_SECRET is unset). */
export const vendorSecretsTable = pgTable('vendor_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
