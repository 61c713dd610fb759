// VIP: the operator's ladder of levels (reached by lifetime valid bets and deposits) and every level a
// member has reached, each with the upgrade bonus it paid through the ledger (kind bonus_vip).
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountsTable } from '../account/account.table';
import { ledgerTransactionsTable } from '../wallet/wallet.table';

export const vipLevelsTable = pgTable(
  'vip_levels',
  {
    /** 0 is the level every member starts at; higher is better. */
    level: integer('level').primaryKey(),
    /** The label members see, e.g. "VIP 3" (vipLabelName). */
    name: text('name').notNull(),
    /** Lifetime valid bets needed, in minor units. */
    minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Lifetime approved deposits needed, in minor units. */
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Paid once to a member on reaching the level, in minor units. */
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_levels_level_range', sql`${table.level} >= 0 and ${table.level} <= 99`),
    check(
      'vip_levels_amounts',
      sql`${table.minValidBetMinor} >= 0 and ${table.minDepositMinor} >= 0 and ${table.upgradeBonusMinor} >= 0`,
    ),
  ],
);

export const vipUpgradesTable = pgTable(
  'vip_upgrades',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accountsTable.id),
    level: integer('level').notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The ledger transaction that paid the bonus; null when the level had no bonus. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactionsTable.id,
    ),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.level] })],
);
