// Provides the session feature's guards to the features that need them (lib/action-guards.tsx).
import { useMemo, type ReactNode } from 'react';
import { useActionGuard } from '../features/session/hooks/useActionGuard';
import { useFreePlay } from '../features/session/hooks/useFreePlay';
import { openLogin } from '../features/session/login-modal';
import { ActionGuardsProvider, type ActionGuards } from '../lib/action-guards';
import { sessionStore } from '../lib/session';

export function SessionGuards({ children }: { children: ReactNode }) {
  const requireRealAccount = useActionGuard();
  const startFreePlay = useFreePlay();
  const guards = useMemo<ActionGuards>(
    () => ({
      // Read at call time: a free-play session started a moment ago counts at once.
      requireLogin: () => {
        const { isLogin } = sessionStore.get();
        if (!isLogin) openLogin();
        return isLogin;
      },
      requireRealAccount,
      startFreePlay,
    }),
    [requireRealAccount, startFreePlay],
  );
  return <ActionGuardsProvider guards={guards}>{children}</ActionGuardsProvider>;
}
