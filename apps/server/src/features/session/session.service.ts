// Sessions (SPEC.md §4 "Session", "Login", "Free-play login", §6 roles): sign-in by username and
// password or by SMS code for the member, agent and operator sites; a captcha after repeated
// failures; an IP lock after many; a second factor from an IP the account has not used; a 1-day
// remember token; trial members; opaque tokens stored hashed; sign-out.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_TYPES, isAgentType, isOperatorType, isTrialType } from '@playdeck/contract/account';
import { toMinor } from '@playdeck/contract/money';
import type { LoginValue, SecondFactorMethod } from '@playdeck/contract/session';
import { loginPayloadSchema } from '@playdeck/contract/session';
import type { Database, Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { verifyPassword } from '../../plugins/passwords';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../plugins/totp';
import {
  createAccount,
  findAccountById,
  findAccountByMobile,
  findAccountByUsername,
  findRootAccount,
  recordLogin,
  setTotpSecrets,
  toMemberInfo,
  type AccountRow,
  type MemberVip,
} from '../account/account.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { SiteService } from '../site/site.service';
import type { SmsService } from '../sms/sms.service';
import { transfer, type WalletService } from '../wallet/wallet.service';
import { createSessionRepository } from './session.repository';

export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_LIFETIME_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Recent failures (per username or IP) after which a captcha is asked for. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_MINUTES = 15;
/** Failures from one IP within the lock window that lock it until the operator unlocks it. */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_WINDOW_MINUTES = 30;
/** Failures for one username (from any IPs) within the failure window after which it is refused for a while. */
export const ACCOUNT_FAILURES_MAX = 20;
const SECOND_FACTOR_CODE_MINUTES = 5;
const SECOND_FACTOR_ATTEMPTS_MAX = 5;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');

type LoginSite = 'member' | 'agent' | 'operator';

/** What sign-in needs from the captcha, SMS and outbox features. */
export type SessionDependencies = {
  db: Database;
  site: SiteService;
  captcha: Pick<CaptchaService, 'verify'>;
  sms: Pick<SmsService, 'verifyCode'>;
  outbox: Pick<OutboxService, 'send'>;
  wallet: Pick<WalletService, 'ledgerAccountId' | 'post'>;
  /** The VIP feature's level of the member, carried in the login value's member info. */
  memberVip: (account: { id: number; type: number }) => Promise<MemberVip>;
  /** The payments feature's bank accounts: their holder name answers the bank-name factor. */
  bankAccounts: {
    hasBankAccount(accountId: number): Promise<boolean>;
    holderNameMatches(accountId: number, name: string): Promise<boolean>;
  };
  playBreaks?: PlayBreakCheck;
};

/**
 * The responsible-gaming feature's say on a sign-in: refused during a break from play, and no longer
 * than the member's session-time limit.
 */
type PlayBreakCheck = {
  assertMayPlay(accountId: number): Promise<void>;
  sessionLimitMinutes(accountId: number): Promise<number | null>;
};

export type LoginResult = { value: LoginValue; rememberToken: string | null };

/** Which accounts each site admits (SPEC.md §6). */
function checkSiteRole(account: AccountRow, site: LoginSite): void {
  if (site === 'agent' && !isAgentType(account.type)) throw new AppError('NON_AGENT_LOGIN', 403);
  if (site === 'member' && isOperatorType(account.type)) throw new AppError('NON_MEMBER_LOGIN', 403);
  if (site === 'operator' && !isOperatorType(account.type)) throw new AppError('NON_OPERATOR_LOGIN', 403);
}

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: SessionDependencies) {
  const repository = createSessionRepository(deps.db);

  /** The second factors an account can answer with: its SMS number, e-mail, bank account holder name, authenticator. */
  async function secondFactorMethods(account: AccountRow): Promise<SecondFactorMethod[]> {
    const methods: SecondFactorMethod[] = [];
    if (account.mobileNumber && account.mobileCountryCode) methods.push('sms');
    if (account.email) methods.push('email');
    if (await deps.bankAccounts.hasBankAccount(account.id)) methods.push('bankName');
    if (account.totpSecret) methods.push('totp');
    return methods;
  }

  async function assertSiteOpen(ip: string): Promise<void> {
    const status = await deps.site.accessFor(ip);
    if (status === 2) throw new AppError('ACCESS_RESTRICTED', 403);
    if (status === 1) throw new AppError('MAINTENANCE', 503);
  }

  async function captchaRequired(ip: string, username: string): Promise<boolean> {
    const [byIp, byUsername] = await Promise.all([
      repository.countFailuresByIp(ip, FAILURE_WINDOW_MINUTES),
      repository.countFailuresByUsername(username, FAILURE_WINDOW_MINUTES),
    ]);
    return Math.max(byIp, byUsername) >= CAPTCHA_AFTER_FAILURES;
  }

  /** Records a failure, locks the IP past the limit, and answers with the right refusal. */
  async function failSignIn(ip: string, username: string, error: AppError): Promise<never> {
    await repository.recordFailure(ip, username);
    if ((await repository.countFailuresByIp(ip, LOCK_WINDOW_MINUTES)) >= LOCK_AFTER_FAILURES) {
      await repository.lockIp(
        ip,
        `${LOCK_AFTER_FAILURES} failed sign-ins within ${LOCK_WINDOW_MINUTES} minutes`,
      );
      throw new AppError('IP_LOCKED', 423);
    }
    const required = await captchaRequired(ip, username);
    const earlier = error.options.value;
    const value = earlier && typeof earlier === 'object' ? earlier : {};
    throw new AppError(error.code, error.statusCode, {
      ...error.options,
      value: { ...value, captchaRequired: required },
    });
  }

  /**
   * Opens a session for an account that has proven who it is (sign-in, registration, trial). A
   * password sign-in with the default or an expired password opens a session that may only change
   * the password (SPEC.md §4 "Forced password change"; not after an SMS sign-in).
   */
  async function createSession(
    account: AccountRow,
    options: {
      site: LoginSite;
      ip: string;
      /** The browser's description of the device (User-Agent), kept with the session. */
      device?: string;
      password?: string;
      viaSms?: boolean;
      viaThirdParty?: boolean;
    },
  ): Promise<LoginValue> {
    // Every way in (password, SMS, remember-me, third party, registration) passes here: a break
    // from play refuses them all.
    await deps.playBreaks?.assertMayPlay(account.id);
    const limitMinutes = (await deps.playBreaks?.sessionLimitMinutes(account.id)) ?? null;
    const lifetimeMs = Math.min(
      SESSION_LIFETIME_MS,
      limitMinutes === null ? Infinity : limitMinutes * 60_000,
    );
    // SPEC.md §4: neither an SMS nor a third-party sign-in typed a password to be forced to change.
    const passwordless = options.viaSms === true || options.viaThirdParty === true;
    const settings = await deps.site.scalarSettings();
    const expiryDays = settings.passwordExpiryDays;
    const expiredByAge =
      expiryDays > 0 && Date.now() - account.passwordChangedAt.getTime() > expiryDays * DAY_MS;
    const passwordExpired = !passwordless && (account.mustChangePassword || expiredByAge);
    const passwordIsDefault =
      !passwordless && options.password !== undefined && options.password === settings.defaultPassword;
    const token = newToken();
    await repository.insert({
      tokenHash: hashToken(token),
      accountId: account.id,
      site: options.site,
      ip: options.ip,
      device: options.device ?? null,
      expiresAt: new Date(Date.now() + lifetimeMs),
      mustChangePassword: passwordExpired || passwordIsDefault,
    });
    await recordLogin(deps.db, account.id);
    await repository.rememberIp(account.id, options.ip);
    return {
      token,
      firstTimeLogin: account.loginCount === 0,
      passwordExpired,
      passwordIsDefault,
      member: toMemberInfo(account, await deps.memberVip(account)),
      previousLoginAt: account.lastLoginAt?.toISOString() ?? null,
    };
  }

  async function issueRememberToken(account: AccountRow): Promise<string> {
    const token = newToken();
    await repository.insertRememberToken({
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(Date.now() + REMEMBER_LIFETIME_MS),
    });
    return token;
  }

  /** A new IP for an account with factors needs one of them answered (issue 3 §8). */
  async function checkSecondFactor(
    account: AccountRow,
    ip: string,
    answer: { method: SecondFactorMethod; code: string } | undefined,
  ) {
    const methods = await secondFactorMethods(account);
    if (methods.length === 0) return;
    const known = await repository.knownIps(account.id);
    if (known.length === 0 || known.includes(ip)) return;
    if (!answer) throw new AppError('SECOND_FACTOR_REQUIRED', 403, { value: { methods } });
    if (!methods.includes(answer.method))
      throw new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods } });
    if (answer.method === 'bankName') {
      // A name can be guessed: a wrong one counts as a failed sign-in (captcha, then the IP lock).
      if (!(await deps.bankAccounts.holderNameMatches(account.id, answer.code))) {
        await failSignIn(
          ip,
          account.username,
          new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods } }),
        );
      }
      return;
    }
    if (answer.method === 'totp') {
      if (!verifyTotp(account.totpSecret!, answer.code)) {
        throw new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods } });
      }
      return;
    }
    const code = await repository.latestSecondFactorCode(account.id, answer.method);
    const valid =
      code !== undefined &&
      code.expiresAt.getTime() > Date.now() &&
      code.attempts < SECOND_FACTOR_ATTEMPTS_MAX &&
      code.codeHash === hashToken(answer.code.trim());
    if (code) await repository.recordSecondFactorAttempt(code.id, valid);
    if (!valid) throw new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods } });
  }

  /**
   * The operator's authenticator, when the staff desk requires it at every operator sign-in (issue 19
   * item 3): an operator with an authenticator gives its current code; one without is given a new
   * key (kept pending, the same key until it is confirmed) and signs in again with the code its app
   * shows, which confirms the key. A wrong code counts as a failed sign-in (captcha, then IP lock).
   * Errors: AUTHENTICATOR_CODE_REQUIRED 403, SECOND_FACTOR_ENROL_REQUIRED 403 (value: the key),
   * SECOND_FACTOR_INVALID 400.
   */
  async function checkOperatorAuthenticator(
    account: AccountRow,
    ip: string,
    answer: { method: SecondFactorMethod; code: string } | undefined,
  ): Promise<AccountRow> {
    const methods: SecondFactorMethod[] = ['totp'];
    const code = answer?.method === 'totp' ? answer.code : undefined;
    if (account.totpSecret) {
      if (code === undefined) throw new AppError('AUTHENTICATOR_CODE_REQUIRED', 403, { value: { methods } });
      if (!verifyTotp(account.totpSecret, code)) {
        await failSignIn(
          ip,
          account.username,
          new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods } }),
        );
      }
      return account;
    }
    const secret = account.totpPendingSecret ?? generateTotpSecret();
    if (!account.totpPendingSecret) await setTotpSecrets(deps.db, account.id, { totpPendingSecret: secret });
    const issuer = (await deps.site.scalarSettings()).siteName;
    const enrolment = { secret, otpauthUrl: otpauthUrl(secret, account.username, issuer) };
    if (code === undefined) {
      throw new AppError('SECOND_FACTOR_ENROL_REQUIRED', 403, { value: { methods, enrolment } });
    }
    if (!verifyTotp(secret, code)) {
      await failSignIn(
        ip,
        account.username,
        new AppError('SECOND_FACTOR_INVALID', 400, { value: { methods, enrolment } }),
      );
    }
    await setTotpSecrets(deps.db, account.id, { totpSecret: secret, totpPendingSecret: null });
    return { ...account, totpSecret: secret, totpPendingSecret: null };
  }

  /**
   * Signs in with username and password, or with an SMS code.
   * Errors: VALIDATION_FAILED 400, CAPTCHA_REQUIRED / CAPTCHA_INVALID 400, INVALID_CREDENTIALS 401,
   * NON_AGENT_LOGIN / NON_MEMBER_LOGIN / NON_OPERATOR_LOGIN 403, ACCOUNT_DISABLED 403,
   * SECOND_FACTOR_REQUIRED 403, SECOND_FACTOR_INVALID 400, AUTHENTICATOR_CODE_REQUIRED and
   * SECOND_FACTOR_ENROL_REQUIRED 403 (an operator, when the staff desk requires an authenticator),
   * IP_LOCKED 423, SMS_CODE_INVALID / SMS_CODE_EXPIRED 400, PHONE_TOKEN_INVALID / PHONE_TOKEN_USED
   * 400 and PHONE_AUTH_UNAVAILABLE 502 (the third-party SMS provider), MOBILE_NOT_FOUND 404,
   * RATE_LIMITED 429 (too many failures for the username, from any IPs), ACCESS_RESTRICTED 403,
   * MAINTENANCE 503.
   */
  async function login(input: unknown, ip: string, device?: string): Promise<LoginResult> {
    const parsed = loginPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    const payload = parsed.data;
    if (payload.site !== 'operator') await assertSiteOpen(ip);
    if (await repository.isIpLocked(ip)) throw new AppError('IP_LOCKED', 423);

    if (payload.type === 'sms') {
      const flags = (await deps.site.permission(ip)).whitelabel.flags;
      if (!flags.SMSLOGIN3) throw new AppError('FEATURE_DISABLED', 403);
      const account = await findAccountByMobile(deps.db, payload.countryDialingCode, payload.mobileNum);
      if (!account) throw new AppError('MOBILE_NOT_FOUND', 404);
      await deps.sms.verifyCode({
        purpose: 'login',
        countryDialingCode: payload.countryDialingCode,
        mobileNum: payload.mobileNum,
        code: payload.verificationCode,
        firebaseChannel: payload.firebaseChannel,
        firebaseIdToken: payload.firebaseIdToken,
      });
      checkSiteRole(account, 'member');
      if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403);
      const value = await createSession(account, { site: 'member', ip, device });
      return {
        value: { ...value, passwordExpired: false, passwordIsDefault: false },
        rememberToken: payload.remember ? await issueRememberToken(account) : null,
      };
    }

    const { username, password, site } = payload;
    if (
      (await repository.countFailuresByUsername(username, FAILURE_WINDOW_MINUTES)) >= ACCOUNT_FAILURES_MAX
    ) {
      throw new AppError('RATE_LIMITED', 429);
    }
    if (await captchaRequired(ip, username)) {
      if (!payload.captchaId || !payload.captcha)
        throw new AppError('CAPTCHA_REQUIRED', 400, {
          value: { captchaRequired: true },
          fields: { captcha: 'validation.required' },
        });
      if (!(await deps.captcha.verify(payload.captchaId, payload.captcha))) {
        return failSignIn(
          ip,
          username,
          new AppError('CAPTCHA_INVALID', 400, { fields: { captcha: 'error.CAPTCHA_INVALID' } }),
        );
      }
    }
    let account = await findAccountByUsername(deps.db, username);
    if (!account || !(await verifyPassword(account.passwordHash, password))) {
      return failSignIn(ip, username, new AppError('INVALID_CREDENTIALS', 401));
    }
    checkSiteRole(account, site);
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403);
    // A required authenticator replaces the new-IP check for operators: it is asked every time.
    if (site === 'operator' && (await deps.site.scalarSettings()).operatorSecondFactorRequired) {
      account = await checkOperatorAuthenticator(account, ip, payload.secondFactor);
    } else {
      await checkSecondFactor(account, ip, payload.secondFactor);
    }
    await repository.clearFailures(username);
    const value = await createSession(account, { site, ip, device, password });
    const remember = payload.remember && site === 'member' ? await issueRememberToken(account) : null;
    return { value, rememberToken: remember };
  }

  /**
   * Sends a second-factor code by SMS or e-mail to the account's own number or address.
   * Answers the same whether or not the username exists, so that it reveals nothing.
   * Errors: SMS_TOO_MANY 429.
   */
  async function sendSecondFactorCode(username: string, method: 'sms' | 'email'): Promise<void> {
    const account = await findAccountByUsername(deps.db, username);
    if (!account || !(await secondFactorMethods(account)).includes(method)) return;
    if ((await repository.countRecentSecondFactorCodes(account.id, SECOND_FACTOR_CODE_MINUTES)) >= 3) {
      throw new AppError('SMS_TOO_MANY', 429);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await repository.insertSecondFactorCode({
      accountId: account.id,
      method,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + SECOND_FACTOR_CODE_MINUTES * 60_000),
    });
    const body = `Playdeck sign-in code: ${code} (valid ${SECOND_FACTOR_CODE_MINUTES} minutes). Mã đăng nhập Playdeck: ${code}.`;
    if (method === 'sms') {
      await deps.outbox.send({
        channel: 'sms',
        recipient: `${account.mobileCountryCode}${account.mobileNumber}`,
        body,
      });
    } else {
      await deps.outbox.send({
        channel: 'email',
        recipient: account.email!,
        subject: 'Playdeck sign-in code',
        body,
      });
    }
  }

  /** Signs a member back in from a remember cookie; the token is single-use and replaced. Errors: NOT_LOGGED_IN 401. */
  async function loginRemembered(
    rememberToken: string | undefined,
    ip: string,
    device?: string,
  ): Promise<LoginResult> {
    await assertSiteOpen(ip);
    const row = rememberToken ? await repository.findLiveRememberToken(hashToken(rememberToken)) : undefined;
    const account = row ? await findAccountById(deps.db, row.accountId) : undefined;
    if (!row || !account || account.status !== 'active') throw new AppError('NOT_LOGGED_IN', 401);
    await repository.revokeRememberToken(row.tokenHash);
    return {
      value: await createSession(account, { site: 'member', ip, device }),
      rememberToken: await issueRememberToken(account),
    };
  }

  /**
   * The checks of a third-party sign-in, without signing in: asked before the member is sent to give
   * a date of birth, so that nobody fills a form only to be refused. Without an account (one the
   * sign-in is about to create), the site's and the address's checks only. Errors: as signInThirdParty.
   */
  async function assertThirdPartySignIn(ip: string, account?: AccountRow): Promise<void> {
    await assertSiteOpen(ip);
    if (await repository.isIpLocked(ip)) throw new AppError('IP_LOCKED', 423);
    if (!account) return;
    checkSiteRole(account, 'member');
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED', 403);
  }

  /**
   * Signs in a member whose identity a third-party provider proved (SPEC.md §7): the member site's
   * checks of a sign-in, with no password and so no forced change and no second factor.
   * Errors: ACCESS_RESTRICTED 403, MAINTENANCE 503, IP_LOCKED 423, NON_MEMBER_LOGIN 403, ACCOUNT_DISABLED 403.
   */
  async function signInThirdParty(account: AccountRow, ip: string, device?: string): Promise<LoginValue> {
    await assertThirdPartySignIn(ip, account);
    const value = await createSession(account, { site: 'member', ip, device, viaThirdParty: true });
    return { ...value, passwordExpired: false, passwordIsDefault: false };
  }

  /** Creates a trial (free-play) member with its play balance and signs it in. Errors: FEATURE_DISABLED 403, ACCESS_RESTRICTED, MAINTENANCE. */
  async function startTrial(ip: string, device?: string): Promise<LoginValue> {
    await assertSiteOpen(ip);
    const flags = (await deps.site.permission(ip)).whitelabel.flags;
    if (!flags.FREEPLAY3) throw new AppError('FEATURE_DISABLED', 403);
    const root = await findRootAccount(deps.db);
    const account = await createAccount(deps.db, {
      username: `trial_${randomBytes(5).toString('hex')}`,
      password: newToken(),
      type: ACCOUNT_TYPES.trial,
      nickname: 'Guest',
      parentId: root?.id ?? null,
    });
    // Play money comes from the trial-funding account, never from the house, so real results stay apart.
    const playBalance = toMinor((await deps.site.scalarSettings()).trialPlayBalance);
    if (playBalance > 0n) {
      const [funding, memberWallet] = await Promise.all([
        deps.wallet.ledgerAccountId('trial_funding', null),
        deps.wallet.ledgerAccountId('member_wallet', account.id),
      ]);
      await deps.wallet.post({
        idempotencyKey: `trial-grant:${account.id}`,
        kind: 'trial_grant',
        postings: transfer(funding, memberWallet, playBalance),
      });
    }
    return createSession(account, { site: 'member', ip, device });
  }

  /** The signed-in account of a token, or undefined when the token is unknown, expired, revoked or disabled. */
  async function resolve(
    token: string,
  ): Promise<{ account: AccountRow; mustChangePassword: boolean } | undefined> {
    const session = await repository.findLive(hashToken(token));
    if (!session) return undefined;
    const account = await findAccountById(deps.db, session.accountId);
    return account?.status === 'active'
      ? { account, mustChangePassword: session.mustChangePassword }
      : undefined;
  }

  async function logout(token: string, rememberToken: string | undefined): Promise<void> {
    await repository.revoke(hashToken(token));
    if (rememberToken) await repository.revokeRememberToken(hashToken(rememberToken));
  }

  return {
    login,
    loginRemembered,
    sendSecondFactorCode,
    startTrial,
    createSession,
    signInThirdParty,
    assertThirdPartySignIn,
    resolve,
    logout,
    isTrial: (account: AccountRow) => isTrialType(account.type),
    /** Lifts the forced change from every session of the account once its password has changed. */
    passwordChanged: (accountId: number) => repository.passwordChanged(accountId),
    /** Ends every session of the account, inside the caller's transaction. */
    endAll: (accountId: number, transaction: Transaction) =>
      createSessionRepository(transaction).revokeAll(accountId),
    /** Ends each live session of the account once it is `minutes` old (a session-time limit). */
    capAll: (accountId: number, minutes: number, transaction: Transaction) =>
      createSessionRepository(transaction).capAll(accountId, minutes),
    /** The live session a token opened: when it began and when it ends. */
    async describe(token: string): Promise<{ createdAt: Date; expiresAt: Date } | undefined> {
      const session = await repository.findLive(hashToken(token));
      return session ? { createdAt: session.createdAt, expiresAt: session.expiresAt } : undefined;
    },
    listIpLocks: () => repository.listIpLocks(),
    /** Unlocks an IP and forgets its failures; inside the caller's transaction when given one. */
    unlockIp: (ip: string, transaction?: Transaction) =>
      (transaction ? createSessionRepository(transaction) : repository).unlockIp(ip),
  };
}
