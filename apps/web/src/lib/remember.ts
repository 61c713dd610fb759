// "Remember me" in the browser (SPEC.md §3 "Browser-held data", §4 "Remember me", §9: one day).
// Only what pre-fills the login form is kept: the last username (`loginRemember`) and the last SMS
// number with its country code (`loginTypeSms`), each with an expiry time. The password is never
// written to the browser: signing back in rides on the server's 1-day httpOnly remember cookie.

export const REMEMBER_DURATION_MS = 24 * 60 * 60 * 1000;

export const REMEMBER_KEYS = {
  username: 'loginRemember',
  mobile: 'loginTypeSms',
} as const;

export type RememberedMobile = { mobileNum: string; countryDialingCode: string };

type Stored<T> = T & { expiresAt: number };

function write<T extends object>(storage: Storage, key: string, value: T, now: number) {
  const stored: Stored<T> = { ...value, expiresAt: now + REMEMBER_DURATION_MS };
  storage.setItem(key, JSON.stringify(stored));
}

/** The stored object when it is well formed and not expired; an expired or broken entry is removed. */
function read(storage: Storage, key: string, now: number): Record<string, unknown> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const entry = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  if (!entry || typeof entry.expiresAt !== 'number' || entry.expiresAt <= now) {
    storage.removeItem(key);
    return null;
  }
  return entry;
}

export function rememberUsername(username: string, storage: Storage = localStorage, now = Date.now()) {
  write(storage, REMEMBER_KEYS.username, { username }, now);
}

export function rememberMobile(mobile: RememberedMobile, storage: Storage = localStorage, now = Date.now()) {
  write(
    storage,
    REMEMBER_KEYS.mobile,
    { mobileNum: mobile.mobileNum, countryDialingCode: mobile.countryDialingCode },
    now,
  );
}

export function readRememberedUsername(storage: Storage = localStorage, now = Date.now()): string | null {
  const entry = read(storage, REMEMBER_KEYS.username, now);
  return typeof entry?.username === 'string' ? entry.username : null;
}

export function readRememberedMobile(
  storage: Storage = localStorage,
  now = Date.now(),
): RememberedMobile | null {
  const entry = read(storage, REMEMBER_KEYS.mobile, now);
  if (typeof entry?.mobileNum !== 'string' || typeof entry.countryDialingCode !== 'string') return null;
  return { mobileNum: entry.mobileNum, countryDialingCode: entry.countryDialingCode };
}

/** True while either the username or the SMS number is remembered (the remember cookie may be alive). */
export function hasRememberedLogin(storage: Storage = localStorage, now = Date.now()): boolean {
  return readRememberedUsername(storage, now) !== null || readRememberedMobile(storage, now) !== null;
}

/** "Remember me" unticked: both entries go. */
export function forgetLogin(storage: Storage = localStorage) {
  storage.removeItem(REMEMBER_KEYS.username);
  storage.removeItem(REMEMBER_KEYS.mobile);
}
