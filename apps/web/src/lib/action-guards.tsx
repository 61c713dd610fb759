// The session's guards for features that may not import the session feature (CONVENTIONS.md: a
// feature never imports another): the app provides them once, near the root, and a game tile asks
// for them here. SPEC.md §4 "Action guard": a visitor gets the login popup, a trial member the
// "real account needed" prompt.
import { createContext, useContext, type ReactNode } from 'react';

export type ActionGuards = {
  /** True when signed in (a trial member too); otherwise opens the login popup and answers false. */
  requireLogin(): boolean;
  /** True for a signed-in real account; otherwise opens the login popup or the trial prompt. */
  requireRealAccount(): boolean;
  /** Starts a free-play (trial) session, as the header's free-play button does. */
  startFreePlay(): Promise<void>;
};

const ActionGuardsContext = createContext<ActionGuards | null>(null);

export function ActionGuardsProvider({ guards, children }: { guards: ActionGuards; children: ReactNode }) {
  return <ActionGuardsContext.Provider value={guards}>{children}</ActionGuardsContext.Provider>;
}

export function useActionGuards(): ActionGuards {
  const guards = useContext(ActionGuardsContext);
  if (!guards) throw new Error('useActionGuards() needs an <ActionGuardsProvider> above it in the tree.');
  return guards;
}
