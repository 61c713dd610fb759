// Proves "remember me" in the browser (SPEC.md §4, §9): the username and the SMS number with its
// country code are kept for one day and then dropped, unticking clears both, broken entries are
// ignored, and nothing stored ever holds a password.
import { describe, expect, it } from 'vitest';
import {
  REMEMBER_DURATION_MS,
  REMEMBER_KEYS,
  forgetLogin,
  hasRememberedLogin,
  readRememberedMobile,
  readRememberedUsername,
  rememberMobile,
  rememberUsername,
  type RememberedMobile,
} from './remember';

const now = Date.UTC(2025, 0, 1, 12);

describe('remember me', () => {
  it('keeps the username and the SMS number under the SPEC names for one day', () => {
    rememberUsername('player01', localStorage, now);
    rememberMobile({ mobileNum: '912345678', countryDialingCode: '+84' }, localStorage, now);
    expect(localStorage.getItem(REMEMBER_KEYS.username)).not.toBeNull();
    expect(REMEMBER_KEYS).toEqual({ username: 'loginRemember', mobile: 'loginTypeSms' });
    const later = now + REMEMBER_DURATION_MS - 1;
    expect(readRememberedUsername(localStorage, later)).toBe('player01');
    expect(readRememberedMobile(localStorage, later)).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '+84',
    });
    expect(hasRememberedLogin(localStorage, later)).toBe(true);
  });

  it('forgets both entries after a day and removes them from storage', () => {
    rememberUsername('player01', localStorage, now);
    rememberMobile({ mobileNum: '912345678', countryDialingCode: '+84' }, localStorage, now);
    const dayLater = now + REMEMBER_DURATION_MS;
    expect(readRememberedUsername(localStorage, dayLater)).toBeNull();
    expect(readRememberedMobile(localStorage, dayLater)).toBeNull();
    expect(hasRememberedLogin(localStorage, dayLater)).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('clears both entries when "remember me" is unticked', () => {
    rememberUsername('player01', localStorage, now);
    rememberMobile({ mobileNum: '912345678', countryDialingCode: '+84' }, localStorage, now);
    forgetLogin(localStorage);
    expect(localStorage.getItem(REMEMBER_KEYS.username)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEYS.mobile)).toBeNull();
  });

  it('ignores and removes entries that are not what it wrote', () => {
    localStorage.setItem(REMEMBER_KEYS.username, 'not json');
    localStorage.setItem(REMEMBER_KEYS.mobile, JSON.stringify({ mobileNum: 5, expiresAt: now + 1000 }));
    expect(readRememberedUsername(localStorage, now)).toBeNull();
    expect(readRememberedMobile(localStorage, now)).toBeNull();
    expect(localStorage.getItem(REMEMBER_KEYS.username)).toBeNull();
  });

  it('never stores a password, even when a caller hands one over', () => {
    const careless = { mobileNum: '912345678', countryDialingCode: '+84', password: 'Secret#123' };
    rememberMobile(careless as RememberedMobile, localStorage, now);
    rememberUsername('player01', localStorage, now);
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.join(' ')).not.toContain('Secret#123');
    expect(stored.join(' ')).not.toMatch(/password/i);
    expect(Object.keys(JSON.parse(localStorage.getItem(REMEMBER_KEYS.mobile)!)).sort()).toEqual([
      'countryDialingCode',
      'expiresAt',
      'mobileNum',
    ]);
  });
});
