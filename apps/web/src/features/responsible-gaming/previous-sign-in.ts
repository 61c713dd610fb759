// The sign-in before this session, kept in sessionStorage by the sign-in flow (lib/session.ts): a
// moment, "" when this session is the account's first, or null when this tab did not sign in itself
// (a session handed over by a token in the URL), which knows nothing of it.
import { SESSION_KEYS } from '../../lib/session';

export const previousSignIn = (): string | null => sessionStorage.getItem(SESSION_KEYS.previousLoginAt);
