// Payments: the operator's deposit channels, members' deposits and withdrawals (each a request whose
// money moves only through the ledger, keyed by the request's id), bound bank accounts, the payment
// password with its failure count, and the operator's payment settings (one row).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';

export const paymentChannelsTable = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    /** 'bank_transfer' or 'gateway'. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' }).notNull(),
    maxAmountMinor: bigint('max_amount_minor', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Bank transfer: the operator's account the member sends money to. */
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankBranch: text('bank_branch'),
    /** Gateway: the adapter ('sandbox') and the secret its callbacks are signed with. */
    gatewayCode: text('gateway_code'),
    gatewaySecret: text('gateway_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_channels_type_known', sql`${table.type} in ('bank_transfer', 'gateway')`),
    check(
      'payment_channels_limits',
      sql`${table.minAmountMinor} > 0 and ${table.maxAmountMinor} >= ${table.minAmountMinor}`,
    ),
  ],
);

export const depositsTable = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannelsTable.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** 'pending', 'credited' or 'failed'. */
    status: text('status').notNull().default('pending'),
    /** Shown to the member (bank transfer note) and sent to the gateway: unique. */
    reference: text('reference').notNull(),
    /** The member's optional request key: the same key again answers this deposit. */
    requestId: text('request_id'),
    gatewayTransactionId: text('gateway_transaction_id'),
    reason: text('reason'),
    /** The ledger transaction that credited it. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => accountsTable.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposits_reference').on(table.reference),
    uniqueIndex('deposits_account_request')
      .on(table.accountId, table.requestId)
      .where(sql`${table.requestId} is not null`),
    index('deposits_account_created').on(table.accountId, table.createdAt),
    index('deposits_status_created').on(table.status, table.createdAt),
    // Agent reports (decision 007): the deposits credited in a window, and whether a member had one
    // credited before (its first deposit ever).
    index('deposits_credited')
      .on(table.decidedAt)
      .where(sql`${table.status} = 'credited'`),
    index('deposits_account_credited')
      .on(table.accountId, table.decidedAt)
      .where(sql`${table.status} = 'credited'`),
    check('deposits_status_known', sql`${table.status} in ('pending', 'credited', 'failed')`),
    check('deposits_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export const bankAccountsTable = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The account holder's name: also the answer of the bank-name second factor at sign-in. */
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bank_accounts_account_number').on(table.accountId, table.accountNumber)],
);

export const withdrawalsTable = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    bankAccountId: bigint('bank_account_id', { mode: 'number' })
      .notNull()
      .references(() => bankAccountsTable.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** 'pending', 'paid', 'received' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    requestId: text('request_id'),
    /** What the bank account was when the member asked: the operator pays to this. */
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    reason: text('reason'),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => accountsTable.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** True when the member confirmed receipt; false when the confirmation window ran out. */
    confirmedByMember: boolean('confirmed_by_member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_account_request')
      .on(table.accountId, table.requestId)
      .where(sql`${table.requestId} is not null`),
    index('withdrawals_account_created').on(table.accountId, table.createdAt),
    index('withdrawals_status_created').on(table.status, table.createdAt),
    // Agent reports: the withdrawals paid in a window (decision 007).
    index('withdrawals_paid')
      .on(table.paidAt)
      .where(sql`${table.status} in ('paid', 'received')`),
    check('withdrawals_status_known', sql`${table.status} in ('pending', 'paid', 'received', 'rejected')`),
    check('withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The payment password and its wrong-attempt count. A member who gave one at registration has it in
 * the registration profile until they set a new one here.
 */
export const paymentPasswordsTable = pgTable('payment_passwords', {
  accountId: bigint('account_id', { mode: 'number' })
    .primaryKey()
    .references(() => accountsTable.id),
  /** argon2id; null while only the registration profile's hash exists. */
  passwordHash: text('password_hash'),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1); defaults in the service apply until the operator saves it. */
export const paymentSettingsTable = pgTable(
  'payment_settings',
  {
    id: smallint('id').primaryKey(),
    withdrawalMinMinor: bigint('withdrawal_min_minor', { mode: 'bigint' }).notNull(),
    withdrawalMaxMinor: bigint('withdrawal_max_minor', { mode: 'bigint' }).notNull(),
    withdrawalConfirmMinutes: integer('withdrawal_confirm_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payment_settings_single_row', sql`${table.id} = 1`),
    check(
      'payment_settings_limits',
      sql`${table.withdrawalMinMinor} > 0 and ${table.withdrawalMaxMinor} >= ${table.withdrawalMinMinor}`,
    ),
  ],
);
