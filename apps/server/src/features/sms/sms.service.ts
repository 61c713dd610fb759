// SMS verification codes (SPEC.md §4 "Sms code button", §7 "login code (sms)", "sms for register",
// §8 phone-auth errors). A six-digit code is sent through the outbox and kept only as a hash; it
// lives five minutes, survives five wrong answers and is accepted once. Sends are throttled per
// phone and per IP, because every SMS costs the operator money.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_PHONE_AUTH_BASE_URL,
  isOfferedDialingCode,
  MOBILE_NUMBER_PATTERN,
  PHONE_AUTH_CHANNEL,
  PHONE_AUTH_COUNTDOWN_SECONDS,
  phoneAuthSettingsUpdateSchema,
  toE164Phone,
  type PhoneAuth,
  type PhoneAuthSettings,
  type SmsPurpose,
} from '@playdeck/contract/sms';
import type { Database } from '../../plugins/database';
import { AppError } from '../../plugins/errors';
import { findAccountByMobile } from '../account/account.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { OutboxService } from '../outbox/outbox.service';
import { createPhoneTokenVerifier, type PhoneTokenVerifier } from './sms.phone-auth';
import { createSmsRepository, type SmsCodeRow } from './sms.repository';

export const SMS_CODE_LIFETIME_MINUTES = 5;
/** One code per phone per minute: the web's resend countdown (SPEC.md §4). */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** At most this many codes per phone, and per IP, in SMS_WINDOW_MS ("try again after 5 minutes"). */
export const SMS_SENDS_PER_WINDOW = 5;
export const SMS_WINDOW_MS = 5 * 60_000;
/** Wrong answers a code survives; after that it is dead and a new one must be sent. */
export const SMS_ATTEMPTS_MAX = 5;
/** Codes are kept this long for the throttles and for support, then purged a few at a time. */
const SMS_CODE_RETENTION_MS = 24 * 60 * 60_000;
const PURGE_BATCH_SIZE = 10;
/** The phone-auth setting is read again after this long, so every API process sees a change soon. */
const PHONE_AUTH_SETTINGS_TTL_MS = 3_000;
const BUILTIN_PHONE_AUTH: PhoneAuthSettings = { provider: 'builtin', projectId: '', apiKey: '', baseUrl: '' };

export type SendCodeInput = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  ip: string;
  /** Optional human verification; when either field is given, both must answer a live captcha. */
  captchaId?: string;
  captcha?: string;
};

export type VerifyCodeInput = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  code: string;
  /** With the third-party provider: PHONE_AUTH_CHANNEL and the provider's ID token, instead of the code. */
  firebaseChannel?: string;
  firebaseIdToken?: string;
};

/** The text of the SMS, in English and Vietnamese; codeFromMessage reads it back. */
export function smsCodeMessage(code: string): string {
  return (
    `Playdeck code: ${code} (valid ${SMS_CODE_LIFETIME_MINUTES} minutes). ` +
    `Mã xác minh Playdeck: ${code} (hiệu lực ${SMS_CODE_LIFETIME_MINUTES} phút).`
  );
}

/** The code inside an SMS made by smsCodeMessage (tests read it from the outbox). */
export function codeFromMessage(body: string): string | undefined {
  return /\b(\d{6})\b/.exec(body)?.[1];
}

function codeHash(phone: string, code: string): string {
  return createHash('sha256').update(`${phone}:${code.trim()}`).digest('hex');
}

function sameHash(left: string, right: string): boolean {
  return timingSafeEqual(Buffer.from(left, 'hex'), Buffer.from(right, 'hex'));
}

/** The E.164 phone of a request, after the checks that HTTP callers already had from the contract. */
function checkedPhone(countryDialingCode: string, mobileNum: string): string {
  if (!isOfferedDialingCode(countryDialingCode)) {
    throw new AppError('VALIDATION_FAILED', 400, {
      fields: { countryDialingCode: 'validation.invalidOption' },
    });
  }
  if (!MOBILE_NUMBER_PATTERN.test(mobileNum.trim())) {
    throw new AppError('VALIDATION_FAILED', 400, { fields: { mobileNum: 'validation.mobileInvalid' } });
  }
  return toE164Phone(countryDialingCode, mobileNum);
}

type VerifyOutcome = 'accepted' | 'invalid' | 'expired';

function outcomeFor(row: SmsCodeRow | undefined, phone: string, code: string, now: Date): VerifyOutcome {
  if (!row || row.consumedAt || row.attempts >= SMS_ATTEMPTS_MAX) return 'invalid';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return sameHash(row.codeHash, codeHash(phone, code)) ? 'accepted' : 'invalid';
}

export type SmsService = ReturnType<typeof createSmsService>;

export function createSmsService(deps: {
  db: Database;
  outbox: OutboxService;
  captcha: CaptchaService;
  /** The clock; tests move it to see throttles and expiry. */
  now?: () => Date;
  /** Checks the third-party provider's ID tokens (a fake key set in tests is given through it). */
  phoneTokens?: PhoneTokenVerifier;
}) {
  const now = deps.now ?? (() => new Date());
  const phoneTokens = deps.phoneTokens ?? createPhoneTokenVerifier();
  let settingsCache: { value: Promise<PhoneAuthSettings>; loadedAt: number } | undefined;
  /** The provider's origin as last read, for the page's Content-Security-Policy (read synchronously). */
  let providerOrigins: string[] = [];

  /**
   * Sends a new code to the phone for one purpose. 'login' and 'reset' need a registered phone,
   * 'register' an unregistered one; 'verify' (a second factor) takes any offered phone.
   * Errors: VALIDATION_FAILED 400 (dialing code not offered, malformed number), CAPTCHA_INVALID 400,
   * FEATURE_DISABLED 403 (the third-party provider sends the codes), MOBILE_NOT_FOUND 404,
   * MOBILE_TAKEN 409, SMS_TOO_MANY 429.
   */
  async function sendCode(input: SendCodeInput): Promise<{ expiredMinutes: number }> {
    const phone = checkedPhone(input.countryDialingCode, input.mobileNum);
    // With the third-party provider the browser asks the provider for the code; a built-in code
    // could not be used to sign in, so it is not sent (and not paid for). Second factors stay ours.
    if (input.purpose !== 'verify' && (await phoneAuthSettings()).provider !== 'builtin') {
      throw new AppError('FEATURE_DISABLED', 403);
    }
    if (input.captchaId !== undefined || input.captcha !== undefined) {
      if (!(await deps.captcha.verify(input.captchaId, input.captcha))) {
        throw new AppError('CAPTCHA_INVALID', 400);
      }
    }
    await checkAccountRule(input.purpose, input.countryDialingCode, input.mobileNum);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await recordCode(input.purpose, phone, code, input.ip);
    await deps.outbox.send({ channel: 'sms', recipient: phone, body: smsCodeMessage(code) });
    return { expiredMinutes: SMS_CODE_LIFETIME_MINUTES };
  }

  async function checkAccountRule(purpose: SmsPurpose, countryDialingCode: string, mobileNum: string) {
    if (purpose === 'verify') return;
    const account = await findAccountByMobile(deps.db, countryDialingCode, mobileNum);
    if (purpose === 'register' && account) throw new AppError('MOBILE_TAKEN', 409);
    if (purpose !== 'register' && !account) throw new AppError('MOBILE_NOT_FOUND', 404);
  }

  /** Checks the throttles and stores the code's hash, under a lock on the phone and the IP. */
  async function recordCode(purpose: SmsPurpose, phone: string, code: string, ip: string) {
    const sentAt = now();
    await deps.db.transaction(async (transaction) => {
      const repository = createSmsRepository(transaction);
      await repository.lockSender(phone, ip);
      const windowStart = new Date(sentAt.getTime() - SMS_WINDOW_MS);
      const lastSentAt = await repository.latestSentAt(phone);
      if (
        (lastSentAt && sentAt.getTime() - lastSentAt.getTime() < SMS_RESEND_INTERVAL_MS) ||
        (await repository.countSentSince({ phone }, windowStart)) >= SMS_SENDS_PER_WINDOW ||
        (await repository.countSentSince({ ip }, windowStart)) >= SMS_SENDS_PER_WINDOW
      ) {
        throw new AppError('SMS_TOO_MANY', 429);
      }
      await repository.deleteOlderThan(new Date(sentAt.getTime() - SMS_CODE_RETENTION_MS), PURGE_BATCH_SIZE);
      await repository.insert({
        purpose,
        phone,
        codeHash: codeHash(phone, code),
        ip,
        expiresAt: new Date(sentAt.getTime() + SMS_CODE_LIFETIME_MINUTES * 60_000),
        createdAt: sentAt,
      });
    });
  }

  /**
   * Accepts the newest code sent to the phone for this purpose, once. The code row is locked while
   * it is checked, so that two verifications at the same moment cannot both consume it. A wrong
   * answer counts against the code (SMS_ATTEMPTS_MAX), an older code is never accepted.
   * With the third-party provider on, the provider's ID token is checked instead (verifyPhoneToken).
   * Errors: VALIDATION_FAILED 400 (dialing code not offered, malformed number), SMS_CODE_INVALID 400
   * (wrong, used, dead or never sent), SMS_CODE_EXPIRED 400, and verifyPhoneToken's.
   */
  async function verifyCode(input: VerifyCodeInput): Promise<true> {
    const phone = checkedPhone(input.countryDialingCode, input.mobileNum);
    const settings = await phoneAuthSettings();
    if (settings.provider !== 'builtin') return verifyPhoneToken(input, phone, settings);
    const checkedAt = now();
    // The outcome leaves the transaction as a value, not as an error, so that a wrong answer's
    // attempt count is committed rather than rolled back.
    const outcome = await deps.db.transaction(async (transaction) => {
      const repository = createSmsRepository(transaction);
      const row = await repository.latestForUpdate(input.purpose, phone);
      const result = outcomeFor(row, phone, input.code, checkedAt);
      if (row && result === 'accepted') await repository.consume(row.id, checkedAt);
      if (row && result === 'invalid' && !row.consumedAt) await repository.recordWrongAttempt(row.id);
      return result;
    });
    if (outcome === 'expired') throw new AppError('SMS_CODE_EXPIRED', 400);
    if (outcome === 'invalid') throw new AppError('SMS_CODE_INVALID', 400);
    return true;
  }

  /**
   * Accepts the provider's ID token for the phone, once: the token is spent in the same statement
   * that checks it was not spent before, so two requests with one token cannot both pass.
   * Errors: PHONE_TOKEN_INVALID 400 (missing, forged, another project or phone), SMS_CODE_EXPIRED 400,
   * PHONE_TOKEN_USED 400 (already spent), PHONE_AUTH_UNAVAILABLE 502 (the provider's keys unreachable).
   */
  async function verifyPhoneToken(
    input: VerifyCodeInput,
    phone: string,
    settings: PhoneAuthSettings,
  ): Promise<true> {
    const token = input.firebaseIdToken?.trim() ?? '';
    if (input.firebaseChannel !== PHONE_AUTH_CHANNEL || token === '') {
      throw new AppError('PHONE_TOKEN_INVALID', 400, {
        fields: { verificationCode: 'error.PHONE_TOKEN_INVALID' },
      });
    }
    const { expiresAt } = await phoneTokens.verify({
      token,
      projectId: settings.projectId,
      baseUrl: settings.baseUrl,
      phone,
    });
    const usedAt = now();
    const repository = createSmsRepository(deps.db);
    await repository.deleteExpiredPhoneTokens(usedAt, PURGE_BATCH_SIZE);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    if (
      !(await repository.spendPhoneToken({ tokenHash, purpose: input.purpose, phone, expiresAt, usedAt }))
    ) {
      throw new AppError('PHONE_TOKEN_USED', 400);
    }
    return true;
  }

  function phoneAuthSettings(): Promise<PhoneAuthSettings> {
    if (!settingsCache || Date.now() - settingsCache.loadedAt > PHONE_AUTH_SETTINGS_TTL_MS) {
      const entry = {
        value: createSmsRepository(deps.db)
          .phoneAuthSettings()
          .then((row) => row ?? BUILTIN_PHONE_AUTH),
        loadedAt: Date.now(),
      };
      settingsCache = entry;
      entry.value.then(
        (settings) => {
          if (settingsCache === entry) providerOrigins = originsOf(settings);
        },
        () => {
          if (settingsCache === entry) settingsCache = undefined;
        },
      );
    }
    return settingsCache.value;
  }

  /** Which flow the web client uses, and what it needs to speak to the provider. */
  async function phoneAuth(): Promise<PhoneAuth> {
    const settings = await phoneAuthSettings();
    if (settings.provider === 'builtin') {
      return { ...BUILTIN_PHONE_AUTH, countdownSeconds: SMS_CODE_LIFETIME_MINUTES * 60 };
    }
    return {
      ...settings,
      baseUrl: settings.baseUrl || DEFAULT_PHONE_AUTH_BASE_URL,
      countdownSeconds: PHONE_AUTH_COUNTDOWN_SECONDS,
    };
  }

  /** The operator's change. Errors: VALIDATION_FAILED 400 (a third-party field missing or malformed). */
  async function updatePhoneAuthSettings(input: unknown): Promise<PhoneAuthSettings> {
    const parsed = phoneAuthSettingsUpdateSchema.safeParse(input);
    if (!parsed.success) throw AppError.fromZod(parsed.error);
    // The provider's fields are kept when the operator goes back to built-in, to switch again later.
    const settings = parsed.data;
    await createSmsRepository(deps.db).savePhoneAuthSettings(settings);
    settingsCache = undefined;
    await phoneAuthSettings();
    return settings;
  }

  /**
   * The origins the page may connect to for SMS codes (the security headers' connect-src). Answers
   * at once from the last read, and starts a new read when that one is old.
   */
  function connectOrigins(): readonly string[] {
    void phoneAuthSettings().catch(() => undefined);
    return providerOrigins;
  }

  return {
    sendCode,
    verifyCode,
    phoneAuth,
    phoneAuthSettings,
    updatePhoneAuthSettings,
    connectOrigins,
    /** Drops the settings kept (another process changed them) and reads them again. */
    forget() {
      settingsCache = undefined;
      void phoneAuthSettings().catch(() => undefined);
    },
  };
}

function originsOf(settings: PhoneAuthSettings): string[] {
  if (settings.provider === 'builtin') return [];
  return [new URL(settings.baseUrl || DEFAULT_PHONE_AUTH_BASE_URL).origin];
}
