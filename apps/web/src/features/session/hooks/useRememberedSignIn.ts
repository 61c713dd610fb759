// At start-up, a visitor without a session whose login is remembered is signed back in with the
// server's httpOnly remember cookie (SPEC.md §4 "Remember me"). No password is involved; a 401 just
// means the cookie is gone, and the visitor stays signed out with the form pre-filled.
import { useEffect } from 'react';
import { hasRememberedLogin } from '../../../lib/remember';
import { sessionStore } from '../../../lib/session';
import { signInRemembered } from '../api/session';
import { useCompleteSignIn } from './useCompleteSignIn';

// Once per page load: React's StrictMode runs effects twice, and a later sign-out must not be undone.
let attempted = false;

export function useRememberedSignIn() {
  const completeSignIn = useCompleteSignIn();
  useEffect(() => {
    if (attempted) return;
    attempted = true;
    if (sessionStore.get().isLogin || !hasRememberedLogin()) return;
    signInRemembered()
      .then((value) => completeSignIn(value, { type: 'remembered', homePath: '/' }))
      .catch(() => undefined);
  }, [completeSignIn]);
}
