// Staff roles (issue 19 item 3): the role of an operator account. An operator account without a row
// is an admin: the accounts that existed before roles did (and the demo operator) keep every right,
// and every account the staff desk creates gets its row in the account's own transaction.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@playdeck/contract/staff';
import { accountsTable } from '../account/account.table';

export const operatorStaffTable = pgTable(
  'operator_staff',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .primaryKey()
      .references(() => accountsTable.id),
    role: text('role').$type<StaffRole>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'operator_staff_role',
      sql`${table.role} in ('admin', 'finance', 'support', 'content', 'readonly')`,
    ),
  ],
);
