// Agent contracts and their settlement (../shared/AGENTS.md §2, §5; docs/decisions/008-contracts.md).
// A contract is a snapshot of tiers a parent (or the platform: issuer null) offered a direct child for
// one type and game category; a settlement run settles one period of one type; a bill is one holder's
// result of a run, computed bottom-up and paid top-down through the ledger, every payment a ledger
// move keyed by the bill.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BillStatus, ContractStatus, ContractType, TerminateReason } from '@playdeck/contract/contracts';
import { accountsTable } from '../account/account.table';

/** A tier as kept: minor units and parts per million as decimal strings (jsonb holds no bigint). */
export type StoredTier = {
  minValidBetMinor: string;
  minNetLossMinor: string;
  minActive: number;
  /** Parts per million of the base (1.25 % = 12,500); null when the tier pays a fixed amount. */
  ratePpm: number | null;
  fixedMinor: string | null;
};

export const contractsTable = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<ContractType>().notNull(),
    category: text('category').notNull(),
    /** The parent that offered it; null: the platform (the operator), for a top-level agent. */
    issuerAccountId: bigint('issuer_account_id', { mode: 'number' }).references(() => accountsTable.id),
    holderAccountId: bigint('holder_account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('PENDING'),
    /** Flagged when offered: the holder's own contracts to its children break against these tiers. */
    downlineHigherRate: boolean('downline_higher_rate').notNull().default(false),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    terminateReason: text('terminate_reason').$type<TerminateReason>(),
    terminateNote: text('terminate_note').notNull().default(''),
    /** The holder's contract this one replaced when accepted. */
    supersedesId: bigint('supersedes_id', { mode: 'number' }),
  },
  (table) => [
    // At most one ACTIVE and one PENDING per (holder, type, category) (AGENTS.md §2).
    uniqueIndex('contracts_one_active')
      .on(table.holderAccountId, table.type, table.category)
      .where(sql`${table.status} = 'ACTIVE'`),
    uniqueIndex('contracts_one_pending')
      .on(table.holderAccountId, table.type, table.category)
      .where(sql`${table.status} = 'PENDING'`),
    index('contracts_issuer').on(table.issuerAccountId, table.type, table.category),
    index('contracts_type_status').on(table.type, table.status),
    check(
      'contracts_status_known',
      sql`${table.status} in ('PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED', 'EXPIRED')`,
    ),
  ],
);

export type SettlementRunStatus = 'RUNNING' | 'DONE' | 'FAILED';

export const settlementRunsTable = pgTable(
  'settlement_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<ContractType>().notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<SettlementRunStatus>().notNull().default('RUNNING'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    stats: jsonb('stats')
      .$type<Record<string, number | string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [uniqueIndex('settlement_runs_type_period').on(table.type, table.periodKey)],
);

export const settlementBillsTable = pgTable(
  'settlement_bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<ContractType>().notNull(),
    category: text('category').notNull(),
    periodKey: text('period_key').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    holderAccountId: bigint('holder_account_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    /** Who pays it: the platform (issuer null) or this account (the holder's parent). */
    payerAccountId: bigint('payer_account_id', { mode: 'number' }),
    /** Length of the holder's ancestor path: payments go top-down by it. */
    depth: smallint('depth').notNull(),
    teamBetMinor: bigint('team_bet_minor', { mode: 'bigint' }).notNull(),
    teamNetLossMinor: bigint('team_net_loss_minor', { mode: 'bigint' }).notNull(),
    carryInMinor: bigint('carry_in_minor', { mode: 'bigint' }).notNull(),
    baseMinor: bigint('base_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    requiredActive: integer('required_active').notNull(),
    /** 1-based; null when no tier was reached. */
    tier: smallint('tier'),
    ratePpm: integer('rate_ppm'),
    fixedMinor: bigint('fixed_minor', { mode: 'bigint' }),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }).notNull(),
    childrenGrossMinor: bigint('children_gross_minor', { mode: 'bigint' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'bigint' }).notNull(),
    receivedMinor: bigint('received_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Payment legs made so far (each a ledger move keyed {type}:{period}:{bill}:IN[:n]). */
    legs: integer('legs').notNull().default(0),
    status: text('status').$type<BillStatus>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('settlement_bills_holder_period').on(
      table.holderAccountId,
      table.type,
      table.category,
      table.periodKey,
    ),
    index('settlement_bills_period').on(table.type, table.periodKey),
    index('settlement_bills_payer').on(table.payerAccountId, table.status),
    index('settlement_bills_open')
      .on(table.status)
      .where(sql`${table.status} in ('PARTIAL', 'INSUFFICIENT', 'PAYABLE')`),
  ],
);

/** The operator's contract settings (one row, the zod-checked ContractSettings as jsonb). */
export const contractSettingsTable = pgTable(
  'contract_settings',
  {
    id: smallint('id').primaryKey().default(1),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('contract_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * A settled round whose valid bet changed later (voided, cancelled or resettled), written by the
 * database trigger of migration 0017 whatever path changed it: the real-time salary counts the change
 * in the window it was processed in, as a negative (or positive) adjustment, since a closed window
 * never reopens (AGENTS.md §3).
 */
export const roundAdjustmentsTable = pgTable(
  'round_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameRoundId: bigint('game_round_id', { mode: 'number' }).notNull(),
    memberAccountId: bigint('member_account_id', { mode: 'number' }).notNull(),
    gameCategory: text('game_category').notNull(),
    /** The round's settlement time before the change: a window that counted it ended after it. */
    settledBefore: timestamp('settled_before', { withTimezone: true }).notNull(),
    /** New valid bet (0 unless still settled) − the valid bet counted before. */
    validBetDeltaMinor: bigint('valid_bet_delta_minor', { mode: 'bigint' }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('round_adjustments_processed').on(table.processedAt)],
);
