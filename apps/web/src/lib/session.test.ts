// Proves the browser-held session of SPEC.md §4: start, agent/trial flags, sign-out keeping the
// merchant code, and a token adopted from the start-up URL.
import { describe, expect, it } from 'vitest';
import {
  SESSION_KEYS,
  adoptTokenFromUrl,
  endSession,
  markFirstLogin,
  sessionStore,
  startSession,
} from './session';

describe('session store', () => {
  it('marks agents and trial members by account type', () => {
    startSession('token-1', { account: 'agent1', type: 41 });
    expect(sessionStore.get()).toMatchObject({
      isLogin: true,
      isAgent: true,
      isTrial: false,
      username: 'agent1',
    });
    startSession('token-2', { account: 'guest', type: 4 });
    expect(sessionStore.get()).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('clears session storage on sign-out but keeps the merchant code and the closed popups', () => {
    sessionStorage.setItem(SESSION_KEYS.merchantCode, 'M-01');
    sessionStorage.setItem(SESSION_KEYS.announcementPopupsSeen, '[3]');
    startSession('token-3', { account: 'demo', type: 0 });
    markFirstLogin();
    expect(sessionStore.get().isFirstLogin).toBe(true);
    endSession();
    expect(sessionStorage.getItem(SESSION_KEYS.announcementPopupsSeen)).toBe('[3]');
    expect(sessionStorage.getItem(SESSION_KEYS.firstLogin)).toBeNull();
    expect(sessionStore.get().isFirstLogin).toBe(false);
    expect(sessionStore.get()).toMatchObject({ isLogin: false, isAgent: false, token: null });
    expect(sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.merchantCode)).toBe('M-01');
  });

  it('adopts a token from the URL and removes it from the address', () => {
    window.history.replaceState(null, '', '/rng?token=abc123&vassalage=PDSLOT');
    adoptTokenFromUrl(window.location, window.history);
    expect(sessionStore.get().token).toBe('abc123');
    expect(window.location.pathname + window.location.search).toBe('/rng?vassalage=PDSLOT');
    endSession();
  });
});
