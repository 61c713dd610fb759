// The third-party SMS adapter (docs/decisions/016-third-party-sms.md): a provider speaking the
// Firebase Identity Toolkit protocol sends the code to the phone and checks it in the browser, then
// hands the browser an ID token, a JWT signed by the provider's keys. The server never sees the code;
// it trusts the phone number only once the token's signature, issuer, audience (the project id),
// expiry and phone number have all been checked here.
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { DEFAULT_PHONE_AUTH_BASE_URL } from '@playdeck/contract/sms';
import { AppError } from '../../plugins/errors';

/** Where Google publishes the keys that sign Firebase ID tokens, as a JSON Web Key Set. */
const GOOGLE_SIGNING_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** The same path on any other provider's origin (an emulator, or the test stand-in). */
const SIGNING_KEYS_PATH = '/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** The fetch of the signing keys must not hold a sign-in for long. */
const SIGNING_KEYS_TIMEOUT_MS = 5_000;
/** Keys are fetched again at most this often, also when a token names a key we do not know. */
const SIGNING_KEYS_COOLDOWN_MS = 30_000;
/** Clock difference tolerated between the provider and us. */
const CLOCK_TOLERANCE_SECONDS = 5;
/** At most this many providers' key sets are kept (the operator rarely changes the base URL). */
const KEY_SETS_MAX = 8;

/** The issuer of a project's ID tokens, as the Firebase Admin SDK checks it. */
export function tokenIssuerOf(projectId: string): string {
  return `https://securetoken.google.com/${projectId}`;
}

/**
 * The URL of the provider's signing keys. Google serves them from another host than the Identity
 * Toolkit; any other base URL (an emulator, the stand-in) serves them from its own origin.
 */
export function signingKeysUrlOf(baseUrl: string): string {
  const base = baseUrl === '' ? DEFAULT_PHONE_AUTH_BASE_URL : baseUrl;
  if (new URL(base).origin === new URL(DEFAULT_PHONE_AUTH_BASE_URL).origin) return GOOGLE_SIGNING_KEYS_URL;
  return new URL(SIGNING_KEYS_PATH, base).toString();
}

export type PhoneTokenCheck = {
  token: string;
  projectId: string;
  baseUrl: string;
  /** The E.164 phone the request names: the token must prove this very number. */
  phone: string;
};

export type PhoneTokenVerifier = {
  /**
   * Checks a token and answers when it expires (the replay guard keeps it until then).
   * Errors: PHONE_TOKEN_INVALID 400 (malformed, bad signature, wrong issuer or audience, another
   * phone), SMS_CODE_EXPIRED 400 (expired), PHONE_AUTH_UNAVAILABLE 502 (the keys cannot be fetched).
   */
  verify(check: PhoneTokenCheck): Promise<{ expiresAt: Date }>;
};

/** Only a failure to reach the provider is an outage; every other failure is the token's fault. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  return !(error instanceof errors.JOSEError);
}

export function createPhoneTokenVerifier(options: { keySetOf?: (url: string) => JWTVerifyGetKey } = {}) {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySetOf =
    options.keySetOf ??
    ((url: string) =>
      createRemoteJWKSet(new URL(url), {
        timeoutDuration: SIGNING_KEYS_TIMEOUT_MS,
        cooldownDuration: SIGNING_KEYS_COOLDOWN_MS,
      }));

  function keysFor(baseUrl: string): JWTVerifyGetKey {
    const url = signingKeysUrlOf(baseUrl);
    let keySet = keySets.get(url);
    if (!keySet) {
      if (keySets.size >= KEY_SETS_MAX) keySets.clear();
      keySet = keySetOf(url);
      keySets.set(url, keySet);
    }
    return keySet;
  }

  async function verify(check: PhoneTokenCheck): Promise<{ expiresAt: Date }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(check.token, keysFor(check.baseUrl), {
        algorithms: ['RS256'],
        issuer: tokenIssuerOf(check.projectId),
        audience: check.projectId,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('SMS_CODE_EXPIRED', 400);
      if (isUnavailable(error)) throw new AppError('PHONE_AUTH_UNAVAILABLE', 502);
      throw new AppError('PHONE_TOKEN_INVALID', 400);
    }
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.phone_number !== check.phone) {
      throw new AppError('PHONE_TOKEN_INVALID', 400);
    }
    return { expiresAt: new Date(payload.exp! * 1000) };
  }

  return { verify } satisfies PhoneTokenVerifier;
}
