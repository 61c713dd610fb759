// SQL for staff roles: operator accounts (type 9) and their role row, none meaning admin.
import { and, asc, eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPES } from '@playdeck/contract/account';
import type { StaffRole } from '@playdeck/contract/staff';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { accountsTable } from '../account/account.table';
import { operatorStaffTable } from './staff.table';

/** At most this many staff accounts are listed: a console's staff, not a member list. */
export const STAFF_LIST_MAX = 500;

const roleColumn = sql<StaffRole>`coalesce(${operatorStaffTable.role}, 'admin')`;

export function createStaffRepository(db: DatabaseOrTransaction) {
  return {
    async roleOf(accountId: number): Promise<StaffRole> {
      const [row] = await db
        .select({ role: operatorStaffTable.role })
        .from(operatorStaffTable)
        .where(eq(operatorStaffTable.accountId, accountId))
        .limit(1);
      return row?.role ?? 'admin';
    },
    /** The staff accounts, oldest first, or the one account `accountId` names. */
    async list(accountId?: number) {
      return db
        .select({
          id: accountsTable.id,
          username: accountsTable.username,
          nickname: accountsTable.nickname,
          role: roleColumn,
          status: accountsTable.status,
          totpSecret: accountsTable.totpSecret,
          lastLoginAt: accountsTable.lastLoginAt,
          createdAt: accountsTable.createdAt,
        })
        .from(accountsTable)
        .leftJoin(operatorStaffTable, eq(operatorStaffTable.accountId, accountsTable.id))
        .where(
          and(
            eq(accountsTable.type, ACCOUNT_TYPES.operator),
            accountId === undefined ? undefined : eq(accountsTable.id, accountId),
          ),
        )
        .orderBy(asc(accountsTable.id))
        .limit(STAFF_LIST_MAX);
    },
    async setRole(accountId: number, role: StaffRole): Promise<void> {
      await db
        .insert(operatorStaffTable)
        .values({ accountId, role })
        .onConflictDoUpdate({ target: operatorStaffTable.accountId, set: { role, updatedAt: sql`now()` } });
    },
    /** Active admins other than the given account. */
    async countOtherActiveAdmins(accountId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(accountsTable)
        .leftJoin(operatorStaffTable, eq(operatorStaffTable.accountId, accountsTable.id))
        .where(
          and(
            eq(accountsTable.type, ACCOUNT_TYPES.operator),
            eq(accountsTable.status, 'active'),
            sql`${accountsTable.id} <> ${accountId}`,
            sql`${roleColumn} = 'admin'`,
          ),
        );
      return row?.count ?? 0;
    },
    /** Serialises changes of roles and statuses, so that two admins cannot both demote the other. */
    async lockStaff(): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('operator_staff'))`);
    },
  };
}
