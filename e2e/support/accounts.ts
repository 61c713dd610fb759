// Accounts the journeys start from, made through the real API the way the register form makes them
// (an encrypted body, the captcha answered), plus unique names and numbers, and the operator calls
// that undo what a journey changed for the shared test IP.
import type { APIRequestContext } from '@playwright/test';
import { encrypt, operatorToken, updateSiteSettings } from './operator';

/** The answer of every captcha: CAPTCHA_TEST_ANSWER in playwright.config.ts. */
export const CAPTCHA_ANSWER = '1234';
/** The operator's insecure default password (site setting defaultPassword): signing in with it forces a change. */
export const DEFAULT_PASSWORD = 'a123456';
/** The dialing code the forms preselect for a visitor whose country is unknown (127.0.0.1). */
export const DIALING_CODE = '+84';
/** Every request of the journeys comes from here, so sign-in failures add up for this IP. */
export const TEST_IP = '127.0.0.1';

let sequence = 0;

/** Ten digits no other call of this run returns: the clock plus a counter (the database is new each run). */
function uniqueDigits(): string {
  sequence += 1;
  return `${String(Date.now() % 1e9).padStart(9, '0')}${sequence % 10}`;
}

/** A username the default rule accepts (a letter, then letters or digits, 6 to 16 long). */
export function uniqueUsername(prefix: string): string {
  return `${prefix.slice(0, 5)}${uniqueDigits()}`;
}

/** An 11-digit national number (6 to 14 digits, no leading zero) nobody has registered. */
export function uniqueMobile(): string {
  return `9${uniqueDigits()}`;
}

/** The number as the outbox records it (E.164): the dialing code, then the national number. */
export function phoneOf(mobileNum: string): string {
  return `${DIALING_CODE}${mobileNum}`;
}

let operatorTokenPromise: Promise<string> | undefined;

/**
 * One operator session for the whole run (it lives 12 hours). Signing in again each time would add
 * sign-ins to the IP's count and, while the IP owes a captcha, would fail.
 */
export function operatorSession(request: APIRequestContext): Promise<string> {
  operatorTokenPromise ??= operatorToken(request);
  // A failed sign-in is not kept: the next call tries again.
  operatorTokenPromise.catch(() => {
    operatorTokenPromise = undefined;
  });
  return operatorTokenPromise;
}

/** Unlocks the test IP and forgets its failed sign-ins, so no later journey is asked for a captcha. */
export async function forgetSignInFailures(request: APIRequestContext) {
  const token = await operatorSession(request);
  const response = await request.delete(`/api/operator/ip-locks/${TEST_IP}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`unlock failed: ${await response.text()}`);
}

export type Member = { username: string; password: string; email?: string; mobileNum?: string };

/**
 * Registers a member without signing it in (login: false), so the account has no known IP yet and
 * its first sign-in asks for no second factor. With a mobile number it registers by mobile (the
 * username is the number). The site asks for an SMS code at mobile registration, and SMS sends are
 * limited to five per IP in five minutes for the whole run; so the operator turns the SMS check off
 * just for this call, which leaves the SMS budget to the journeys that are about SMS.
 */
export async function registerMember(
  request: APIRequestContext,
  options: { username?: string; password?: string; email?: string; mobileNum?: string } = {},
): Promise<Member> {
  const password = options.password ?? 'Secret123';
  const username = options.mobileNum ?? options.username ?? uniqueUsername('m');
  const captcha = await (await request.get('/api/captcha')).json();
  const payload = {
    username,
    password,
    confirmPassword: password,
    ...(options.email ? { email: options.email } : {}),
    ...(options.mobileNum ? { mobileNum: options.mobileNum, countryDialingCode: DIALING_CODE } : {}),
    captchaId: captcha.value.captchaId,
    captcha: CAPTCHA_ANSWER,
    terms: true,
    birthDate: '1990-05-01',
    login: false,
  };
  const path = options.mobileNum ? '/api/registration/mobile' : '/api/registration';
  const send = async () => request.put(path, { data: { jwe: await encrypt(request, payload) } });
  let response;
  if (options.mobileNum) {
    const token = await operatorSession(request);
    await updateSiteSettings(request, token, { whitelabel: { REGMOBVERF3: false } });
    try {
      response = await send();
    } finally {
      await updateSiteSettings(request, token, { whitelabel: { REGMOBVERF3: true } });
    }
  } else {
    response = await send();
  }
  if (!response.ok()) throw new Error(`registration of ${username} failed: ${await response.text()}`);
  return { username, password, email: options.email, mobileNum: options.mobileNum };
}
