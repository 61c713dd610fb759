// For the agent centre's tests: each test of the file runs with agent1 signed in, and afterwards the
// stubbed `fetch` (stubAgentApi) and the session are cleared, so that no test sees another's.
import { afterEach, beforeEach, vi } from 'vitest';
import { endSession, startSession } from '../lib/session';

/** Call once at the top of a test file. */
export function signInAgentForEachTest() {
  beforeEach(() => {
    startSession('token-1', { account: 'agent1', type: 1 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    endSession();
  });
}
