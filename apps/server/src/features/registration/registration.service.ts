// Registration (SPEC.md §4 "Registration", §5 "Registration", "Field rule"; §7 register, mobile
// register, affiliate check): the operator's field rules, sign-up by username or by mobile number
// under an agent's affiliate code or the site's root, and the affiliate-code check.
import { randomBytes, randomInt } from 'node:crypto';
import { ACCOUNT_TYPES, isAgentType } from '@playdeck/contract/account';
import type { FieldRule } from '@playdeck/contract/patterns';
import {
  birthDateProblem,
  MINIMUM_AGE,
  registerPayloadSchema,
  type RegisterValue,
  type RegistrationField,
  type RegistrationMethod,
  type RegistrationRules,
  type RegistrationRulesUpdate,
} from '@playdeck/contract/registration';
import type { LoginValue } from '@playdeck/contract/session';
import type { WhitelabelFlag } from '@playdeck/contract/site';
import { uniqueViolation, type Database, type Transaction } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { hashPassword } from '../../plugins/passwords';
import {
  createAccount,
  findAccountByMobile,
  findAccountByUsername,
  findRootAccount,
  type AccountRow,
} from '../account/account.service';
import { createRegistrationRepository } from './registration.repository';
import { usernameCandidates } from './registration.username';
import {
  applyRulesUpdate,
  completeRules,
  downlineFieldMessages,
  registrationFieldMessages,
} from './registration.rules';
import type { AffiliateCodeKind } from './registration.table';

/** What registration needs from the site, captcha, SMS and session features (their services fit these). */
export type RegistrationDependencies = {
  db: Database;
  site: {
    permission(
      ip: string,
    ): Promise<{ whitelabel: { flags: Record<string, boolean> }; timeZoneOffsetMinutes: number }>;
  };
  captcha: { verify(captchaId: string, answer: string): Promise<boolean> };
  sms: {
    /**
     * Throws SMS_CODE_INVALID or SMS_CODE_EXPIRED (400) unless the code is the phone's live one, or,
     * with the third-party provider, PHONE_TOKEN_INVALID / PHONE_TOKEN_USED unless the token proves it.
     */
    verifyCode(input: {
      purpose: 'register';
      countryDialingCode: string;
      mobileNum: string;
      code: string;
      firebaseChannel?: string;
      firebaseIdToken?: string;
    }): Promise<unknown>;
  };
  sessions: {
    createSession(
      account: AccountRow,
      options: { site: 'member'; ip: string; device?: string },
    ): Promise<LoginValue>;
  };
  /**
   * Members' own referral codes (the referral feature): a code that is no agent's invite link but a
   * member's registers the newcomer as usual and records the member as its referrer.
   */
  memberReferral?: {
    /** The code's member, or null (unknown, or referral switched off). */
    referrerOf(code: string): Promise<number | null>;
    recordWithin(transaction: Transaction, friendId: number, referrerId: number): Promise<void>;
  };
};

type RegisterPayload = ReturnType<typeof registerPayloadSchema.parse>;

/** The account type a newcomer gets from the kind of the affiliate code it registered with. */
const TYPE_OF_CODE_KIND: Record<AffiliateCodeKind, number> = {
  member: ACCOUNT_TYPES.member,
  agent: ACCOUNT_TYPES.agent,
};

/** An account an agent creates under itself (the agent centre's register centre). */
export type NewDownline = {
  parentId: number;
  username: string;
  /** Checked by the password rule when `passwordGiven`; else the operator's default. */
  password: string;
  passwordGiven: boolean;
  type: number;
};
type Identity = {
  username: string;
  mobile: { countryDialingCode: string; mobileNum: string } | null;
};

/** The whitelabel flag that opens each registration method (SPEC.md §3 "Whitelabel flags"). */
const METHOD_FLAGS: Record<RegistrationMethod, WhitelabelFlag> = {
  username: 'USERNAMEREG3',
  mobile: 'MOBILENUMREG3',
};
/** On: a mobile number given at registration must be proven with an SMS code. */
const MOBILE_VERIFICATION_FLAG: WhitelabelFlag = 'REGMOBVERF3';

function takenError(method: RegistrationMethod): AppError {
  return method === 'mobile'
    ? new AppError('MOBILE_TAKEN', 409, { fields: { mobileNum: 'error.MOBILE_TAKEN' } })
    : new AppError('USERNAME_TAKEN', 409, { fields: { username: 'error.USERNAME_TAKEN' } });
}

/** "Today" for the minimum age is the site's, not the server's: YYYY-MM-DD in the site's time zone. */
function siteToday(timeZoneOffsetMinutes: number): string {
  return new Date(Date.now() + timeZoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function identityOf(
  payload: RegisterPayload,
  method: RegistrationMethod,
  rules: RegistrationRules,
): Identity {
  // A mobile number counts in username registration only when the operator's form shows the field.
  const mobileNum =
    method === 'mobile' || rules.mobileNum.enabled ? payload.mobileNum || undefined : undefined;
  const mobile =
    mobileNum && payload.countryDialingCode
      ? { countryDialingCode: `+${payload.countryDialingCode.replace(/^\+/, '')}`, mobileNum }
      : null;
  // Mobile registration: the username is the mobile number as typed (its digits, SPEC.md §4).
  return { username: method === 'mobile' ? mobileNum! : payload.username!, mobile };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService(deps: RegistrationDependencies) {
  const repository = createRegistrationRepository(deps.db);

  /** All fields' rules: the stored ones over the defaults. */
  async function rules(): Promise<RegistrationRules> {
    const rows = await repository.listRules();
    const stored: Partial<Record<string, FieldRule>> = {};
    for (const { field, enabled, required, acceptedPattern, patternId, minLength, maxLength } of rows) {
      stored[field] = { enabled, required, acceptedPattern, patternId, minLength, maxLength };
    }
    return completeRules(stored as Partial<RegistrationRules>);
  }

  /**
   * Changes the named fields' rules and returns all rules.
   * Errors: VALIDATION_FAILED 400 (minimum above maximum once merged; username or password turned
   * off or optional). The pattern's syntax and the catalogue id are checked by the contract schema.
   */
  async function updateRules(update: RegistrationRulesUpdate): Promise<RegistrationRules> {
    const { rules: next, messages } = applyRulesUpdate(await rules(), update);
    if (Object.keys(messages).length > 0) throw new AppError('VALIDATION_FAILED', 400, { fields: messages });
    const changed = Object.keys(update) as RegistrationField[];
    await repository.saveRules(changed.map((field) => [field, next[field]]));
    return rules();
  }

  /**
   * Registers a member by username or by mobile number, under the agent of the affiliate (or
   * referral) code, else under the site's root; signs it in when the payload asks (`login`).
   * Errors: FEATURE_DISABLED 403 (the method's whitelabel flag is off); VALIDATION_FAILED 400 with
   * every field's message at once; CAPTCHA_INVALID 400; AFFILIATE_INVALID 400; USERNAME_TAKEN 409
   * (case-insensitive, also under a race); MOBILE_TAKEN 409; SMS_CODE_INVALID / SMS_CODE_EXPIRED 400;
   * with the third-party SMS provider PHONE_TOKEN_INVALID / PHONE_TOKEN_USED 400, PHONE_AUTH_UNAVAILABLE 502.
   */
  async function register(
    input: unknown,
    context: { method: RegistrationMethod; ip: string; device?: string },
  ): Promise<RegisterValue> {
    const permission = await deps.site.permission(context.ip);
    const { flags } = permission.whitelabel;
    if (flags[METHOD_FLAGS[context.method]] !== true) throw new AppError('FEATURE_DISABLED', 403);
    const smsCodeRequired = flags[MOBILE_VERIFICATION_FLAG] === true;
    const currentRules = await rules();
    const today = siteToday(permission.timeZoneOffsetMinutes);
    const payload = validatePayload(input, currentRules, {
      method: context.method,
      smsCodeRequired,
      today,
    });
    if (
      currentRules.captcha.enabled &&
      !(await deps.captcha.verify(payload.captchaId ?? '', payload.captcha ?? ''))
    ) {
      throw new AppError('CAPTCHA_INVALID', 400, { fields: { captcha: 'error.CAPTCHA_INVALID' } });
    }
    const placement = await placementFor(payload);
    const identity = identityOf(payload, context.method, currentRules);
    await assertAvailable(identity, context.method);
    if (identity.mobile && smsCodeRequired) {
      await deps.sms.verifyCode({
        purpose: 'register',
        ...identity.mobile,
        code: payload.verificationCode ?? '',
        firebaseChannel: payload.firebaseChannel,
        firebaseIdToken: payload.firebaseIdToken,
      });
    }
    const account = await createMember(payload, identity, { ...context, ...placement, rules: currentRules });
    const login = payload.login
      ? await deps.sessions.createSession(account, { site: 'member', ip: context.ip, device: context.device })
      : null;
    return { username: account.username, login };
  }

  /** The decrypted body checked by the contract schema and the field rules together: one 400 for all. */
  function validatePayload(
    input: unknown,
    currentRules: RegistrationRules,
    options: { method: RegistrationMethod; smsCodeRequired: boolean; today: string },
  ): RegisterPayload {
    const values = isRecord(input) ? input : {};
    const messages = registrationFieldMessages(values, currentRules, options);
    // SPEC.md §9 "Minimum age 18": a real date, not in the future, and 18 years ago or earlier.
    const birthDate = typeof values.birthDate === 'string' ? values.birthDate.trim() : '';
    const birthProblem = birthDate === '' ? undefined : birthDateProblem(birthDate, options.today);
    if (birthProblem) messages.birthDate = { key: birthProblem, params: { min: MINIMUM_AGE } };
    const parsed = registerPayloadSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error, messages);
    if (Object.keys(messages).length > 0) throw new AppError('VALIDATION_FAILED', 400, { fields: messages });
    return parsed.data;
  }

  /**
   * Where a newcomer goes: under the affiliate code's agent with the code's type (an agent's invite
   * link may make sub-agents), else under the site's root as a member (the root is the oldest operator
   * account without a parent); a member's referral code places it at the root too, with its referrer.
   */
  async function placementFor(
    payload: RegisterPayload,
  ): Promise<{ parentId: number | null; type: number; referrerId?: number }> {
    const field = payload.affiliateCode ? 'affiliateCode' : payload.referralCode ? 'referralCode' : null;
    const atRoot = async () => ({
      parentId: (await findRootAccount(deps.db))?.id ?? null,
      type: ACCOUNT_TYPES.member,
    });
    if (!field) return atRoot();
    const agent = await findAgentByCode(payload[field]!);
    if (agent) return { parentId: agent.accountId, type: TYPE_OF_CODE_KIND[agent.kind] };
    const referrerId = (await deps.memberReferral?.referrerOf(payload[field]!)) ?? null;
    if (referrerId !== null) return { ...(await atRoot()), referrerId };
    throw new AppError('AFFILIATE_INVALID', 400, { fields: { [field]: 'error.AFFILIATE_INVALID' } });
  }

  /** A code that is switched on and belongs to an active agent; anything else is as unknown. */
  async function findAgentByCode(code: string) {
    const affiliate = await repository.findAffiliate(code);
    const usable =
      affiliate?.enabled === true && isAgentType(affiliate.type) && affiliate.status === 'active';
    return usable ? affiliate : undefined;
  }

  async function assertAvailable(identity: Identity, method: RegistrationMethod): Promise<void> {
    if (await findAccountByUsername(deps.db, identity.username)) throw takenError(method);
    const { mobile } = identity;
    if (mobile && (await findAccountByMobile(deps.db, mobile.countryDialingCode, mobile.mobileNum))) {
      throw takenError('mobile');
    }
  }

  /** The account and its profile in one transaction; the unique username index settles a race. */
  async function createMember(
    payload: RegisterPayload,
    identity: Identity,
    context: {
      method: RegistrationMethod;
      ip: string;
      parentId: number | null;
      type: number;
      referrerId?: number;
      rules: RegistrationRules;
    },
  ): Promise<AccountRow> {
    // Only what the operator's form shows is kept: a hidden field's value was never checked.
    const shown = (field: RegistrationField) =>
      context.rules[field].enabled ? payload[field] || null : null;
    const paymentPassword = shown('paymentPassword');
    const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
    try {
      return await deps.db.transaction(async (transaction) => {
        const account = await createAccount(transaction, {
          username: identity.username,
          password: payload.password,
          type: context.type,
          parentId: context.parentId,
          email: shown('email'),
          mobileCountryCode: identity.mobile?.countryDialingCode ?? null,
          mobileNumber: identity.mobile?.mobileNum ?? null,
        });
        await createRegistrationRepository(transaction).insertProfile({
          accountId: account.id,
          payeeName: shown('payeeName'),
          paymentPasswordHash,
          qqNum: shown('qqNum'),
          line: shown('line'),
          whatsapp: shown('whatsapp'),
          facebook: shown('facebook'),
          wechat: shown('wechat'),
          idNumber: shown('idNumber'),
          recommenderId: shown('recommenderId'),
          affiliateCode: payload.affiliateCode || null,
          referralCode: payload.referralCode || null,
          registerMethod: context.method,
          registerDomain: payload.domain || null,
          registerUrl: payload.registerUrl || null,
          registerIp: context.ip,
          birthDate: payload.birthDate,
        });
        if (context.referrerId !== undefined) {
          await deps.memberReferral?.recordWithin(transaction, account.id, context.referrerId);
        }
        return account;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'accounts_mobile_unique') throw takenError('mobile');
      if (constraint !== undefined) throw takenError(context.method);
      throw error;
    }
  }

  /**
   * Whether a code belongs to an active agent (with the agent's display name) or is a member's
   * referral code; unknown codes are not valid.
   */
  async function checkAffiliate(query: { code: string; domain?: string }) {
    const agent = await findAgentByCode(query.code);
    if (agent) return { valid: true, agentNickname: agent.nickname || agent.username };
    const referrerId = (await deps.memberReferral?.referrerOf(query.code)) ?? null;
    return { valid: referrerId !== null, agentNickname: null };
  }

  /**
   * Creates an account under an agent (the register centre): the username by the registration rule,
   * a given password by the password rule; without one, the operator's default, which the account
   * must change at its first sign-in. No profile row: nobody registered it with a form.
   * Errors: VALIDATION_FAILED 400 (username or password rule), USERNAME_TAKEN 409 (also under a race).
   */
  async function createDownline(input: NewDownline): Promise<AccountRow> {
    const messages = downlineFieldMessages(
      { username: input.username, ...(input.passwordGiven ? { password: input.password } : {}) },
      await rules(),
    );
    if (Object.keys(messages).length > 0) throw new AppError('VALIDATION_FAILED', 400, { fields: messages });
    const username = input.username.trim();
    if (await findAccountByUsername(deps.db, username)) throw takenError('username');
    try {
      return await createAccount(deps.db, {
        username,
        password: input.password,
        type: input.type,
        parentId: input.parentId,
        mustChangePassword: !input.passwordGiven,
      });
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw takenError('username');
      throw error;
    }
  }

  /**
   * Whether a provider's sign-in may create an account: username registration is open.
   * Errors: OIDC_REGISTRATION_CLOSED 403.
   */
  async function assertProviderRegistrationOpen(ip: string): Promise<void> {
    const { flags } = (await deps.site.permission(ip)).whitelabel;
    if (flags[METHOD_FLAGS.username] !== true) throw new AppError('OIDC_REGISTRATION_CLOSED', 403);
  }

  /**
   * A date of birth given outside the registration form (the third-party sign-in's step), checked as
   * the form's is (SPEC.md §9 "Minimum age 18": a real date, not in the future, 18 years ago or
   * earlier on the site's today). Answers it trimmed.
   * Errors: VALIDATION_FAILED 400 with the birthDate field's message (the form's).
   */
  async function checkBirthDate(birthDate: string, ip: string): Promise<string> {
    const trimmed = birthDate.trim();
    const today = siteToday((await deps.site.permission(ip)).timeZoneOffsetMinutes);
    const problem = birthDateProblem(trimmed, today);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', 400, {
        fields: { birthDate: { key: problem, params: { min: MINIMUM_AGE } } },
      });
    }
    return trimmed;
  }

  /** The account's date of birth (YYYY-MM-DD), or null: made before it was asked, or by no form. */
  async function birthDateOf(accountId: number): Promise<string | null> {
    return repository.findBirthDate(accountId);
  }

  /**
   * Keeps a date of birth given later for an account that has none, in the caller's transaction; an
   * account without a profile (made by an agent or staff, not by a form) gets one that records only
   * this (register method 'none', the address it was given from). A date already kept is not changed.
   */
  async function recordBirthDate(
    transaction: Transaction,
    input: { accountId: number; birthDate: string; ip: string },
  ): Promise<void> {
    await createRegistrationRepository(transaction).recordBirthDate(input);
  }

  /**
   * Registers the member of a provider's sign-in (SPEC.md §7 "Third-party sign-in"): under the
   * site's registration settings (username registration open), placed by the affiliate or referral
   * code the visitor arrived with (an unusable code places it at the root, as a sign-up without one:
   * the member typed no code to correct), with a username derived from the e-mail and unique, a
   * random password the member never learns, and the date of birth the member gave (checked by
   * checkBirthDate). `within` runs in the account's transaction (the identity's link), so that a
   * failure leaves no account behind.
   * Errors: OIDC_REGISTRATION_CLOSED 403.
   */
  async function registerFromProvider(
    input: {
      seed: string;
      email: string | null;
      invitationCode: string | null;
      ip: string;
      birthDate: string;
    },
    within: (transaction: Transaction, account: AccountRow) => Promise<void>,
  ): Promise<AccountRow> {
    await assertProviderRegistrationOpen(input.ip);
    const currentRules = await rules();
    const code = input.invitationCode || undefined;
    const placement = await placementFor({ affiliateCode: code } as RegisterPayload).catch(() =>
      placementFor({} as RegisterPayload),
    );
    const randomDigits = () => String(randomInt(1_000, 10_000_000));
    for (const username of usernameCandidates(input.seed, currentRules.username, randomDigits)) {
      if (await findAccountByUsername(deps.db, username)) continue;
      try {
        return await deps.db.transaction(async (transaction) => {
          const account = await createAccount(transaction, {
            username,
            password: randomBytes(32).toString('base64url'),
            type: placement.type,
            parentId: placement.parentId,
            email: input.email,
          });
          await createRegistrationRepository(transaction).insertProfile({
            accountId: account.id,
            affiliateCode: placement.referrerId === undefined && code ? code : null,
            referralCode: placement.referrerId !== undefined ? code! : null,
            registerMethod: 'thirdParty',
            registerIp: input.ip,
            birthDate: input.birthDate,
          });
          if (placement.referrerId !== undefined) {
            await deps.memberReferral?.recordWithin(transaction, account.id, placement.referrerId);
          }
          await within(transaction, account);
          return account;
        });
      } catch (error) {
        // Another sign-up took the name between the check and the insert: the next candidate.
        if (uniqueViolation(error) === 'accounts_username_unique') continue;
        throw error;
      }
    }
    throw new AppError('USERNAME_TAKEN', 409);
  }

  /**
   * The registration rules' messages for a username and password someone else chose for a new
   * account (the staff desk's): empty when both pass.
   */
  async function newAccountFieldMessages(input: { username: string; password: string }) {
    return downlineFieldMessages(input, await rules());
  }

  return {
    rules,
    updateRules,
    register,
    checkAffiliate,
    createDownline,
    registerFromProvider,
    assertProviderRegistrationOpen,
    checkBirthDate,
    birthDateOf,
    recordBirthDate,
    newAccountFieldMessages,
  };
}
