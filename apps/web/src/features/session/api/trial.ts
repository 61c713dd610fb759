// POST /api/session/trial: free play (SPEC.md §4 "Free-play login"). The server creates a trial
// member (account type 4) and answers with its session, like a login.
import type { LoginValue } from '@playdeck/contract/session';
import { sessionPaths } from '@playdeck/contract/session';
import { api } from '../../../lib/api-client';
import { endSession, startSession } from '../../../lib/session';

export async function startTrial(): Promise<LoginValue> {
  const value = await api.post<LoginValue>(sessionPaths.trial);
  startSession(value.token, value.member);
  return value;
}

/** Leaves a trial session before the member registers a real account; a failed call still ends it here. */
export async function endTrialSession() {
  await api.delete<null>(sessionPaths.session).catch(() => undefined);
  endSession();
}
