// Promotions (issue 15; docs/decisions/009-promotions.md): the operator's promotions, a member's entry
// in one period of one promotion, an application's images, and the turnover locks that bonus money
// carries until the member's valid bet since the award reaches them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  PromotionAudience,
  PromotionPeriod,
  PromotionReward,
  PromotionTrigger,
} from '@playdeck/contract/promotions';
import { uploadImageColumns } from '../../lib/image-columns';

export const promotionsTable = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    contentVi: text('content_vi').notNull(),
    contentEn: text('content_en').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    period: text('period').$type<PromotionPeriod>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    audience: text('audience').$type<PromotionAudience>().notNull(),
    vipLevels: jsonb('vip_levels')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    newMemberDays: integer('new_member_days').notNull().default(7),
    trigger: text('trigger').$type<PromotionTrigger>().notNull(),
    minAmountMinor: bigint('min_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    category: text('category').notNull().default('ALL'),
    signInDays: integer('sign_in_days').notNull().default(1),
    requiresJoin: boolean('requires_join').notNull().default(false),
    requiresClaim: boolean('requires_claim').notNull().default(true),
    reward: text('reward').$type<PromotionReward>().notNull(),
    rewardAmountMinor: bigint('reward_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Hundredths of a percent of the qualifying deposit (12.5 % = 1250); null: the fixed amount. */
    rewardPercentBp: integer('reward_percent_bp'),
    rewardUnits: integer('reward_units').notNull().default(0),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotions_enabled').on(table.enabled, table.sortOrder)],
);

/**
 * What is stored of an entry; the status a member sees is derived from it and the period's activity
 * (promotions.status.ts): JOINED (pressed Join, or signed), APPLYING, REJECTED, APPROVED (an
 * application accepted), AWARDED (the reward paid: claimed by the member or issued by the site).
 */
export type EntryState = 'JOINED' | 'APPLYING' | 'REJECTED' | 'APPROVED' | 'AWARDED';

export const promotionEntriesTable = pgTable(
  'promotion_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => promotionsTable.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    state: text('state').$type<EntryState>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    signedDays: smallint('signed_days').notNull().default(0),
    lastSignedDay: date('last_signed_day', { mode: 'string' }),
    note: text('note').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** What was paid: minor units of a bonus, or a count of points or tickets. */
    awardAmount: bigint('award_amount', { mode: 'bigint' }),
    /** True when the site paid it without a claim (status issued), false when claimed. */
    awardIssued: boolean('award_issued'),
    awardedAt: timestamp('awarded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotion_entries_member_period').on(table.promotionId, table.accountId, table.periodKey),
    index('promotion_entries_state').on(table.state, table.promotionId),
  ],
);

/** An application's images (png or jpg, checked by their bytes), in upload order. */
export const promotionApplicationImagesTable = pgTable(
  'promotion_application_images',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => promotionEntriesTable.id),
    ...uploadImageColumns(),
  },
  (table) => [uniqueIndex('promotion_application_images_entry').on(table.entryId, table.position)],
);

export type LockStatus = 'ACTIVE' | 'MET' | 'CANCELLED';

export const turnoverLocksTable = pgTable(
  'turnover_locks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** What gave the bonus ("promotion:12:2026-01-05"). */
    source: text('source').notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull(),
    requiredMinor: bigint('required_minor', { mode: 'bigint' }).notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LockStatus>().notNull().default('ACTIVE'),
    metAt: timestamp('met_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    uniqueIndex('turnover_locks_source').on(table.accountId, table.source),
    index('turnover_locks_active')
      .on(table.accountId)
      .where(sql`${table.status} = 'ACTIVE'`),
  ],
);
