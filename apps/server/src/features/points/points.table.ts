// Points (issue 15 item 5): each member's balance and its ledger of entries (points are whole numbers,
// not money, and never expire), the accrual already paid per member, site day and source (so the
// accrual job pays only the difference), the mall's goods, redemptions, and the operator's settings.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PointsType, RedeemStatus } from '@playdeck/contract/points';

export const pointsSettingsTable = pgTable('points_settings', {
  id: smallint('id').primaryKey().default(1),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointsBalancesTable = pgTable(
  'points_balances',
  {
    accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    earnedTotal: bigint('earned_total', { mode: 'number' }).notNull().default(0),
    spentTotal: bigint('spent_total', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('points_balances_not_negative', sql`${table.balance} >= 0`)],
);

export const pointsEntriesTable = pgTable(
  'points_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    type: text('type').$type<PointsType>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reference: text('reference').notNull().default(''),
    /** One entry per key: a job or a claim run twice adds nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('points_entries_key').on(table.idempotencyKey),
    index('points_entries_account').on(table.accountId, table.createdAt),
  ],
);

/** The points already paid for a member's site day and source (a bet points type or DEPOSIT). */
export const pointsAccrualsTable = pgTable(
  'points_accruals',
  {
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').$type<PointsType>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day, table.source] })],
);

export const pointsGoodsTable = pgTable('points_goods', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  points: bigint('points', { mode: 'number' }).notNull(),
  stock: integer('stock').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointsRedemptionsTable = pgTable(
  'points_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    goodId: bigint('good_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    status: text('status').$type<RedeemStatus>().notNull().default('IN_PROCESS'),
    remark: text('remark').notNull().default(''),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('points_redemptions_request').on(table.accountId, table.requestId),
    index('points_redemptions_account').on(table.accountId, table.createdAt),
    index('points_redemptions_status').on(table.status, table.createdAt),
  ],
);
