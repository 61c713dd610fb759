// The browser side of a session (SPEC.md §3 "Browser-held data", §4 "Session"): the token lives in
// sessionStorage with the username and agent flag; signing out clears sessionStorage but keeps the
// merchant code (and the announcement popups already closed in this tab).
import { isAgentType, isOperatorType, isTrialType } from '@playdeck/contract/account';
import { createStore, useStore } from './store';

export const SESSION_KEYS = {
  token: 'playdeck.token',
  username: 'playdeck.username',
  accountType: 'playdeck.accountType',
  merchantCode: 'playdeck.merchantCode',
  /** Set by a member's first sign-in ever (firstTimeLogin), for the F announcement popups. */
  firstLogin: 'playdeck.firstLogin',
  /** When the member signed in before this session (the login answer's previousLoginAt). */
  previousLoginAt: 'playdeck.previousLoginAt',
  /** Set once the previous sign-in has been shown to the member at this sign-in. */
  previousLoginShown: 'playdeck.previousLoginShown',
  /** The announcement popups this tab has closed; they stay closed after a sign-out too. */
  announcementPopupsSeen: 'playdeck.announcementPopupsSeen',
} as const;

/** What a sign-out leaves in sessionStorage. */
const KEPT_ON_SIGN_OUT = [SESSION_KEYS.merchantCode, SESSION_KEYS.announcementPopupsSeen];

export type SessionState = {
  token: string | null;
  username: string | null;
  accountType: number | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  isOperator: boolean;
  isFirstLogin: boolean;
};

/** A visitor's state: what the server renders a page with. */
const VISITOR: SessionState = {
  token: null,
  username: null,
  accountType: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  isOperator: false,
  isFirstLogin: false,
};

function readSession(): SessionState {
  // The server renders pages where there is no sessionStorage: as a visitor's.
  if (typeof sessionStorage === 'undefined') return VISITOR;
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
    isOperator: accountType !== null && isOperatorType(accountType),
    isFirstLogin: token !== null && sessionStorage.getItem(SESSION_KEYS.firstLogin) === '1',
  };
}

export const sessionStore = createStore<SessionState>(readSession(), VISITOR);

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

/** Keeps the sign-in before this one for the session ("" for none: this is the first). */
export function rememberPreviousSignIn(previousLoginAt: string | null) {
  sessionStorage.setItem(SESSION_KEYS.previousLoginAt, previousLoginAt ?? '');
  sessionStorage.removeItem(SESSION_KEYS.previousLoginShown);
}

/** SPEC.md §4 "run the first-login action if firstTimeLogin is set": this session is the first. */
export function markFirstLogin() {
  sessionStorage.setItem(SESSION_KEYS.firstLogin, '1');
  sessionStore.set(readSession());
}

export function endSession() {
  const kept = KEPT_ON_SIGN_OUT.map((key) => [key, sessionStorage.getItem(key)] as const);
  sessionStorage.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
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
