// Staff accounts (issue 19 item 3): the operator accounts of the console, each with a role that says
// which desks it may read or change (packages/contract/src/staff.ts). Only an admin reaches this
// service's changes (the staff desk is the admin's); the last active admin can be neither demoted nor
// disabled, so that the console always has someone who can manage it.
import { ACCOUNT_TYPES, isOperatorType } from '@playdeck/contract/account';
import {
  STAFF_PERMISSIONS,
  type StaffCreate,
  type StaffMe,
  type StaffMember,
  type StaffRole,
  type StaffSettings,
} from '@playdeck/contract/staff';
import { uniqueViolation, type Database, type Transaction } from '../../plugins/database';
import { AppError, type FieldMessage } from '../../plugins/errors';
import {
  createAccount,
  findAccountById,
  findAccountByUsername,
  findRootAccount,
  setAccountStatus,
  type AccountRow,
} from '../account/account.service';
import { createStaffRepository } from './staff.repository';

export type StaffDependencies = {
  db: Database;
  /** The registration rules' messages for a chosen username and password (empty when they pass). */
  newAccountFieldMessages(input: {
    username: string;
    password: string;
  }): Promise<Record<string, FieldMessage>>;
  /** Ends every session of an account inside the caller's transaction. */
  endSessions(accountId: number, transaction: Transaction): Promise<unknown>;
  site: {
    scalarSettings(): Promise<{ operatorSecondFactorRequired: boolean }>;
    setScalarSetting(key: 'operatorSecondFactorRequired', value: boolean): Promise<void>;
  };
};

export type StaffService = ReturnType<typeof createStaffService>;

const usernameTaken = () =>
  new AppError('USERNAME_TAKEN', 409, { fields: { username: 'error.USERNAME_TAKEN' } });

export function createStaffService(deps: StaffDependencies) {
  const repository = createStaffRepository(deps.db);

  /** The staff account an id names. Errors: STAFF_NOT_FOUND 404 (no such account, or not an operator). */
  async function staffAccount(id: number, db: Database | Transaction): Promise<AccountRow> {
    const account = await findAccountById(db, id);
    if (!account || !isOperatorType(account.type)) throw new AppError('STAFF_NOT_FOUND', 404);
    return account;
  }

  async function member(id: number): Promise<StaffMember> {
    const [found] = await repository.list(id);
    if (!found) throw new AppError('STAFF_NOT_FOUND', 404);
    return toStaffMember(found);
  }

  /** Refuses a change that would leave no active admin. Errors: LAST_ADMIN 409. */
  async function assertAnotherAdmin(accountId: number, transaction: Transaction): Promise<void> {
    const staff = createStaffRepository(transaction);
    await staff.lockStaff();
    if ((await staff.roleOf(accountId)) !== 'admin') return;
    if ((await staff.countOtherActiveAdmins(accountId)) === 0) throw new AppError('LAST_ADMIN', 409);
  }

  return {
    roleOf: (accountId: number) => repository.roleOf(accountId),

    async me(account: AccountRow): Promise<StaffMe> {
      const role = await repository.roleOf(account.id);
      return {
        id: account.id,
        username: account.username,
        role,
        permissions: { ...STAFF_PERMISSIONS[role] },
      };
    },

    async list(): Promise<StaffMember[]> {
      return (await repository.list()).map(toStaffMember);
    },

    /**
     * Creates an operator account with a role, under the site's root. The username and password
     * follow the registration rules. Errors: VALIDATION_FAILED 400 (per field), USERNAME_TAKEN 409.
     */
    async create(input: Required<StaffCreate>): Promise<StaffMember> {
      const username = input.username.trim();
      const messages = await deps.newAccountFieldMessages({ username, password: input.password });
      if (Object.keys(messages).length > 0)
        throw new AppError('VALIDATION_FAILED', 400, { fields: messages });
      if (await findAccountByUsername(deps.db, username)) throw usernameTaken();
      const root = await findRootAccount(deps.db);
      let id: number;
      try {
        id = await deps.db.transaction(async (transaction) => {
          const account = await createAccount(transaction, {
            username,
            password: input.password,
            type: ACCOUNT_TYPES.operator,
            nickname: username,
            parentId: root?.id ?? null,
          });
          await createStaffRepository(transaction).setRole(account.id, input.role);
          return account.id;
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw usernameTaken();
        throw error;
      }
      return member(id);
    },

    /** Gives a staff account another role. Errors: STAFF_NOT_FOUND 404, LAST_ADMIN 409. */
    async changeRole(id: number, role: StaffRole): Promise<StaffMember> {
      await deps.db.transaction(async (transaction) => {
        await staffAccount(id, transaction);
        if (role !== 'admin') await assertAnotherAdmin(id, transaction);
        await createStaffRepository(transaction).setRole(id, role);
      });
      return member(id);
    },

    /**
     * Disables (its sessions end at once) or enables a staff account.
     * Errors: STAFF_NOT_FOUND 404, LAST_ADMIN 409.
     */
    async changeStatus(id: number, status: 'active' | 'disabled'): Promise<StaffMember> {
      await deps.db.transaction(async (transaction) => {
        await staffAccount(id, transaction);
        if (status === 'disabled') {
          await assertAnotherAdmin(id, transaction);
          await deps.endSessions(id, transaction);
        }
        await setAccountStatus(transaction, id, status);
      });
      return member(id);
    },

    async settings(): Promise<StaffSettings> {
      const scalars = await deps.site.scalarSettings();
      return { secondFactorRequired: scalars.operatorSecondFactorRequired === true };
    },

    async updateSettings(update: StaffSettings): Promise<StaffSettings> {
      await deps.site.setScalarSetting('operatorSecondFactorRequired', update.secondFactorRequired);
      return { secondFactorRequired: update.secondFactorRequired };
    },
  };
}

function toStaffMember(
  row: Awaited<ReturnType<ReturnType<typeof createStaffRepository>['list']>>[number],
): StaffMember {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    role: row.role,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    totpEnabled: row.totpSecret !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
