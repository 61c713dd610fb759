// The double-entry ledger (DESIGN.md "Money and the ledger"): accounts with a cached balance,
// transactions keyed by an idempotency key, and entries that sum to zero per transaction. Rows are
// only ever inserted (balances are updated in the same database transaction as their entries);
// corrections are new transactions.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

/** Kinds owned by a member: their balance may never go below zero. */
export const MEMBER_LEDGER_KINDS = ['member_wallet', 'member_vendor_wallet'] as const;
/** Kinds owned by the site; they may go negative (the house pays out, clearing awaits settlement). */
export const SYSTEM_LEDGER_KINDS = [
  'house',
  'payment_clearing',
  'bonus',
  'commission',
  'trial_funding',
  /** Per house vendor: the jackpot pool, fed by a share of every stake (GET /api/lobby/jackpot). */
  'jackpot',
  /** Withdrawals waiting for the operator: the member's money is held here until paid or returned. */
  'withdrawal_hold',
  /** The other side of the operator's manual balance adjustments (members desk, issue 19 item 1). */
  'adjustment',
] as const;
export type LedgerKind = (typeof MEMBER_LEDGER_KINDS)[number] | (typeof SYSTEM_LEDGER_KINDS)[number];

export const ledgerAccountsTable = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** The member who owns it; null for system accounts. */
    ownerAccountId: bigint('owner_account_id', { mode: 'number' }).references(() => accountsTable.id),
    /** For member_vendor_wallet: the vendor; '' otherwise (so that the unique index covers it). */
    vendorCode: text('vendor_code').notNull().default(''),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_owner_kind_vendor').on(
      sql`coalesce(${table.ownerAccountId}, 0)`,
      table.kind,
      table.vendorCode,
    ),
    check(
      'ledger_accounts_member_not_negative',
      sql`${table.balanceMinor} >= 0 or ${table.kind} not in ('member_wallet', 'member_vendor_wallet')`,
    ),
  ],
);

export const ledgerTransactionsTable = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Unique per movement started from outside (vendor round, callback, request): a replay finds it. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what the request asked for, so that a reused key with another body is told apart. */
    requestHash: text('request_hash').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_idempotency_key').on(table.idempotencyKey),
    // Bonuses and rebates are few among the ledger's transactions: agent reports find those of a period
    // here, then their entries (decision 007). A query uses it only with this very predicate
    // (PROMOTION_KINDS_PREDICATE in the agent repository).
    index('ledger_transactions_promotions_created')
      .on(table.createdAt)
      .where(
        sql`${table.kind} = 'demo_bonus' or ${table.kind} like 'bonus%' or ${table.kind} like 'rebate%'`,
      ),
  ],
);

export const ledgerEntriesTable = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No foreign keys on this append-only table: ledger_apply writes both ids from the rows it has
    // just written or locked, and the ledger verification finds any entry without its transaction
    // or account (docs/decisions/005-wallet-hot-path.md).
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    ledgerAccountId: bigint('ledger_account_id', { mode: 'number' }).notNull(),
    /** Signed: positive adds to the account, negative takes from it. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_created').on(table.ledgerAccountId, table.createdAt),
    index('ledger_entries_transaction').on(table.transactionId),
  ],
);
