// Referral (issue 15 item 6): each member's code, the friends registered through it, the earnings
// paid (one bet share per referrer and site day, one first-deposit reward per friend: the unique
// keys), and the operator's settings.
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

export const referralSettingsTable = pgTable('referral_settings', {
  id: smallint('id').primaryKey().default(1),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referralCodesTable = pgTable(
  'referral_codes',
  {
    accountId: bigint('account_id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_code').on(table.code)],
);

/** A friend registered with a member's code (a friend has one referrer). */
export const referralsTable = pgTable(
  'referrals',
  {
    friendId: bigint('friend_id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referrals_referrer').on(table.referrerId, table.createdAt)],
);

export const referralEarningsTable = pgTable(
  'referral_earnings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'BET_SHARE' | 'FIRST_DEPOSIT'>().notNull(),
    /** BET_SHARE: the site day paid. */
    day: date('day', { mode: 'string' }),
    /** FIRST_DEPOSIT: the friend. */
    friendId: bigint('friend_id', { mode: 'number' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** BET_SHARE: the friends' valid bet and each friend's share, for the friend list's totals. */
    details: jsonb('details')
      .$type<{ friendId: number; validBetMinor: string; amountMinor: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_earnings_day')
      .on(table.referrerId, table.day)
      .where(sql`kind = 'BET_SHARE'`),
    uniqueIndex('referral_earnings_friend')
      .on(table.friendId)
      .where(sql`kind = 'FIRST_DEPOSIT'`),
    index('referral_earnings_referrer').on(table.referrerId, table.createdAt),
  ],
);
