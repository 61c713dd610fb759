// Route guards (SPEC.md §2): a route needing login without a session token goes to /login; the agent
// centre sends non-agents to /agent.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { isLogin } = useSession();
  return isLogin ? children : <Navigate to="/login" replace />;
}

export function RequireAgent({ children }: { children: ReactNode }) {
  const { isLogin, isAgent } = useSession();
  return isLogin && isAgent ? children : <Navigate to="/agent" replace />;
}
