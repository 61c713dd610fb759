// Accounts: creation in the tree and the member info view (SPEC.md §3 "Member info").
import { isAgentType, isTrialType, type MemberInfo } from '@playdeck/contract/account';
import type { DatabaseOrTransaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { hashPassword } from '../../plugins/passwords';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../plugins/totp';
import { createAccountRepository, type AccountRow } from './account.repository';

export type { AccountRow } from './account.repository';

/** The member's VIP level as member info carries it (the VIP feature derives it). */
export type MemberVip = Pick<MemberInfo, 'vipLabelName' | 'vipRankLevel'>;

export function toMemberInfo(account: AccountRow, vip: MemberVip): MemberInfo {
  return {
    id: account.id,
    account: account.username,
    nickname: account.nickname || account.username,
    type: account.type,
    isAgent: isAgentType(account.type),
    isTrial: isTrialType(account.type),
    totpEnabled: account.totpSecret !== null,
    vipLabelName: vip.vipLabelName,
    vipRankLevel: vip.vipRankLevel,
  };
}

export type NewAccountInput = {
  username: string;
  password: string;
  type: number;
  nickname?: string;
  parentId?: number | null;
  email?: string | null;
  mobileCountryCode?: string | null;
  mobileNumber?: string | null;
  /** The password was given by someone else (the operator's default): the first sign-in must change it. */
  mustChangePassword?: boolean;
};

/** Creates an account under its parent; the ancestor path is the parent's path plus the parent. */
export async function createAccount(db: DatabaseOrTransaction, input: NewAccountInput): Promise<AccountRow> {
  const repository = createAccountRepository(db);
  const parent = input.parentId ? await repository.findById(input.parentId) : undefined;
  return repository.insert({
    username: input.username,
    nickname: input.nickname ?? '',
    type: input.type,
    parentId: parent?.id ?? null,
    ancestorPath: parent ? [...parent.ancestorPath, parent.id] : [],
    passwordHash: await hashPassword(input.password),
    email: input.email ?? null,
    mobileCountryCode: input.mobileCountryCode ?? null,
    mobileNumber: input.mobileNumber ?? null,
    mustChangePassword: input.mustChangePassword ?? false,
  });
}

export function findAccountById(db: DatabaseOrTransaction, id: number) {
  return createAccountRepository(db).findById(id);
}

export function findAccountByUsername(db: DatabaseOrTransaction, username: string) {
  return createAccountRepository(db).findByUsername(username);
}

export function recordLogin(db: DatabaseOrTransaction, id: number) {
  return createAccountRepository(db).recordLogin(id);
}

export function countAccounts(db: DatabaseOrTransaction) {
  return createAccountRepository(db).count();
}

/** The account that registered this mobile number (see the repository for how numbers compare). */
export function findAccountByMobile(
  db: DatabaseOrTransaction,
  countryDialingCode: string,
  mobileNumber: string,
) {
  return createAccountRepository(db).findByMobile(countryDialingCode.trim(), mobileNumber.trim());
}

/** Enables or disables an account; a disabled one cannot sign in (its sessions are the caller's to end). */
export function setAccountStatus(db: DatabaseOrTransaction, id: number, status: 'active' | 'disabled') {
  return createAccountRepository(db).setStatus(id, status);
}

/** The site's root: the oldest operator account without a parent. */
export function findRootAccount(db: DatabaseOrTransaction) {
  return createAccountRepository(db).findRoot();
}

/** Replaces an account's password; `mustChange` forces a change at the next sign-in (a temporary password). */
export async function setPassword(
  db: DatabaseOrTransaction,
  id: number,
  password: string,
  options: { mustChange: boolean },
) {
  await createAccountRepository(db).setPasswordHash(id, await hashPassword(password), options.mustChange);
}

/** Stores the authenticator secrets of an account (pending during set-up, active once confirmed). */
export function setTotpSecrets(
  db: DatabaseOrTransaction,
  id: number,
  secrets: { totpSecret?: string | null; totpPendingSecret?: string | null },
) {
  return createAccountRepository(db).setTotpSecrets(id, secrets);
}

/** Offers a new authenticator secret; it becomes active only once a code from the app is confirmed. */
export async function beginTotpSetup(db: DatabaseOrTransaction, account: AccountRow, issuer: string) {
  const secret = generateTotpSecret();
  await setTotpSecrets(db, account.id, { totpPendingSecret: secret });
  return { secret, otpauthUrl: otpauthUrl(secret, account.username, issuer) };
}

/** Activates the pending authenticator secret. Errors: SECOND_FACTOR_INVALID 400 (no set-up, or a wrong code). */
export async function confirmTotpSetup(
  db: DatabaseOrTransaction,
  account: AccountRow,
  code: string,
): Promise<void> {
  if (!account.totpPendingSecret || !verifyTotp(account.totpPendingSecret, code)) {
    throw new AppError('SECOND_FACTOR_INVALID', 400, { fields: { code: 'error.SECOND_FACTOR_INVALID' } });
  }
  await setTotpSecrets(db, account.id, { totpSecret: account.totpPendingSecret, totpPendingSecret: null });
}
