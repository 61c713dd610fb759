// Missions (issue 15 item 7): the operator's daily and weekly missions, and each member's claim of a
// mission in one period (one per period: the unique key), with the week it counts for on the
// leaderboard.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MissionKind, MissionPeriod } from '@playdeck/contract/missions';

export const missionsTable = pgTable('missions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  titleVi: text('title_vi').notNull(),
  titleEn: text('title_en').notNull(),
  period: text('period').$type<MissionPeriod>().notNull(),
  kind: text('kind').$type<MissionKind>().notNull(),
  category: text('category').notNull().default('ALL'),
  targetCount: integer('target_count').notNull().default(0),
  targetAmountMinor: bigint('target_amount_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  rewardAmountMinor: bigint('reward_amount_minor', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  rewardPoints: integer('reward_points').notNull().default(0),
  missionPoints: integer('mission_points').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const missionClaimsTable = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    missionId: bigint('mission_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** The period's window key, as promotions cut it ("2026-11-25" for a day, "W:2026-11-23" for a week). */
    periodKey: text('period_key').notNull(),
    /** The Monday (site day) of the week the claim counts for on the leaderboard. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rewardPoints: integer('reward_points').notNull().default(0),
    missionPoints: integer('mission_points').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mission_claims_once').on(table.missionId, table.accountId, table.periodKey),
    index('mission_claims_week').on(table.weekStart, table.accountId),
  ],
);
