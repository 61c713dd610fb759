// The sign-in before this session, kept in sessionStorage by the sign-in flow (lib/session.ts).
import { SESSION_KEYS } from '../../lib/session';

export const previousSignIn = (): string | null => sessionStorage.getItem(SESSION_KEYS.previousLoginAt);
