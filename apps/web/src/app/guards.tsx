// Route guards (SPEC.md §2): a route needing login without a session token goes to /login; a trial
// member gets the "a real account is needed" prompt and stays on the lobby (SPEC.md §4 "Action
// guard", §6 "Trial member: no member centre"); the agent centre sends non-agents to /agent, and the
// operator console everyone but operators to its sign-in.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useRealAccountPrompt } from '../features/session/hooks/useActionGuard';
import { useMember } from '../lib/member';
import { useSession } from '../lib/session';
import { Loader } from '../ui/Loader';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLogin, isTrial } = useSession();
  const promptRealAccount = useRealAccountPrompt();
  // StrictMode runs effects twice on the same component; the prompt must show once.
  const promptedRef = useRef(false);
  useEffect(() => {
    if (!isLogin || !isTrial || promptedRef.current) return;
    promptedRef.current = true;
    void promptRealAccount();
  }, [isLogin, isTrial, promptRealAccount]);
  if (!isLogin) return <Navigate to="/login" replace />;
  if (isTrial) return <Navigate to="/" replace />;
  return children;
}

/**
 * A token adopted from the address (SPEC.md §4) comes without its account type: member info is
 * loaded (it remembers the type) before a role guard decides.
 */
function useAccountTypePending(): boolean {
  const { isLogin, accountType } = useSession();
  const pending = isLogin && accountType === null;
  const { isError } = useMember();
  return pending && !isError;
}

export function RequireAgent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLogin, isAgent } = useSession();
  if (useAccountTypePending()) return <Loader label={t('ui.loading')} />;
  return isLogin && isAgent ? children : <Navigate to="/agent" replace />;
}

/** The operator console: anyone but a signed-in operator goes to the operator sign-in. */
export function RequireOperator({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLogin, isOperator } = useSession();
  if (useAccountTypePending()) return <Loader label={t('ui.loading')} />;
  return isLogin && isOperator ? children : <Navigate to="/operator/login" replace />;
}
