// The browser side of a session (SPEC.md §3 "Browser-held data", §4 "Session"): the token lives in
// sessionStorage with the username and agent flag; signing out clears sessionStorage but keeps the
// merchant code.
import { isAgentType, isTrialType } from '@playdeck/contract/account';
import { createStore, useStore } from './store';

export const SESSION_KEYS = {
  token: 'playdeck.token',
  username: 'playdeck.username',
  accountType: 'playdeck.accountType',
  merchantCode: 'playdeck.merchantCode',
} as const;

export type SessionState = {
  token: string | null;
  username: string | null;
  accountType: number | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
};

function readSession(): SessionState {
  const token = sessionStorage.getItem(SESSION_KEYS.token);
  const typeText = sessionStorage.getItem(SESSION_KEYS.accountType);
  const accountType = typeText === null ? null : Number(typeText);
  return {
    token,
    username: sessionStorage.getItem(SESSION_KEYS.username),
    accountType,
    isLogin: token !== null,
    isAgent: accountType !== null && isAgentType(accountType),
    isTrial: accountType !== null && isTrialType(accountType),
  };
}

export const sessionStore = createStore<SessionState>(readSession());

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function startSession(token: string, member: { account: string; type: number }) {
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStorage.setItem(SESSION_KEYS.username, member.account);
  sessionStorage.setItem(SESSION_KEYS.accountType, String(member.type));
  sessionStore.set(readSession());
}

/** Updates the remembered account type once member info has loaded (a token from the URL has none). */
export function rememberMember(member: { account: string; type: number }) {
  if (!sessionStorage.getItem(SESSION_KEYS.token)) return;
  sessionStorage.setItem(SESSION_KEYS.username, member.account);
  sessionStorage.setItem(SESSION_KEYS.accountType, String(member.type));
  sessionStore.set(readSession());
}

export function endSession() {
  const merchantCode = sessionStorage.getItem(SESSION_KEYS.merchantCode);
  sessionStorage.clear();
  if (merchantCode !== null) sessionStorage.setItem(SESSION_KEYS.merchantCode, merchantCode);
  sessionStore.set(readSession());
}

/** SPEC.md §4: a token may arrive as a `token` query parameter at start-up; it is kept and removed from the URL. */
export function adoptTokenFromUrl(location: Location, history: History) {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token || token.length > 200) return;
  sessionStorage.setItem(SESSION_KEYS.token, token);
  sessionStore.set(readSession());
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
