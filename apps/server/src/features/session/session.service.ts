// Sessions (SPEC.md §4 "Session", §6 roles): sign-in by username and password for the member,
// agent and operator sites, opaque tokens stored hashed, sign-out.
import { createHash, randomBytes } from 'node:crypto';
import { isAgentType, isOperatorType, isTrialType } from '@playdeck/contract/account';
import type { LoginValue } from '@playdeck/contract/session';
import { loginPayloadSchema } from '@playdeck/contract/session';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { verifyPassword } from '../../plugins/passwords';
import {
  findAccountById,
  findAccountByUsername,
  recordLogin,
  toMemberInfo,
  type AccountRow,
} from '../account/account.service';
import type { SiteService } from '../site/site.service';
import { createSessionRepository } from './session.repository';

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type LoginSite = 'member' | 'agent' | 'operator';

/** Which accounts each site admits (SPEC.md §6, issue: member site refuses operators, agent site non-agents). */
function checkSiteRole(account: AccountRow, site: LoginSite): void {
  if (site === 'agent' && !isAgentType(account.type)) throw new AppError('NON_AGENT_LOGIN', 403);
  if (site === 'member' && isOperatorType(account.type)) throw new AppError('NON_MEMBER_LOGIN', 403);
  if (site === 'operator' && !isOperatorType(account.type)) throw new AppError('NON_OPERATOR_LOGIN', 403);
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: { db: Database; site: SiteService }) {
  const repository = createSessionRepository(deps.db);

  /**
   * Signs in with username and password.
   * Errors: VALIDATION_FAILED 400, INVALID_CREDENTIALS 401, NON_AGENT_LOGIN / NON_MEMBER_LOGIN /
   * NON_OPERATOR_LOGIN 403, ACCOUNT_DISABLED 403, ACCESS_RESTRICTED 403, MAINTENANCE 503.
   */
  async function login(input: unknown, ip: string): Promise<LoginValue> {
    const parsed = loginPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const { username, password, site } = parsed.data;
    if (site !== 'operator') await assertSiteOpen(ip);
    const account = await findAccountByUsername(deps.db, username);
    if (!account || !(await verifyPassword(account.passwordHash, password))) {
      throw new AppError('INVALID_CREDENTIALS', 401);
    }
    checkSiteRole(account, site);
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403);
    const token = randomBytes(32).toString('base64url');
    await repository.insert({
      tokenHash: hashToken(token),
      accountId: account.id,
      site,
      ip,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    });
    await recordLogin(deps.db, account.id);
    const settings = await deps.site.scalarSettings();
    const expiryDays = settings.passwordExpiryDays;
    return {
      token,
      firstTimeLogin: account.loginCount === 0,
      passwordExpired:
        expiryDays > 0 && Date.now() - account.passwordChangedAt.getTime() > expiryDays * DAY_MS,
      passwordIsDefault: password === settings.defaultPassword,
      member: toMemberInfo(account),
    };
  }

  async function assertSiteOpen(ip: string): Promise<void> {
    const { status } = await deps.site.accessFor(ip);
    if (status === 2) throw new AppError('ACCESS_RESTRICTED', 403);
    if (status === 1) throw new AppError('MAINTENANCE', 503);
  }

  /** The signed-in account of a token, or undefined when the token is unknown, expired, revoked or disabled. */
  async function resolve(token: string): Promise<AccountRow | undefined> {
    const session = await repository.findLive(hashToken(token));
    if (!session) return undefined;
    const account = await findAccountById(deps.db, session.accountId);
    return account?.status === 'active' ? account : undefined;
  }

  async function logout(token: string): Promise<void> {
    await repository.revoke(hashToken(token));
  }

  return { login, resolve, logout, isTrial: (account: AccountRow) => isTrialType(account.type) };
}
