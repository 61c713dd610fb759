// What the agent centre's queries share: every key starts with 'agent' (so that a move of money or a
// new account refreshes every agent screen at once) and carries the session token (another
// sign-in never reads the last one's answers).
import type { QueryClient } from '@tanstack/react-query';

export const agentQueryKey = ['agent'] as const;

/** Every agent screen asks again: after an account is created or money moved. */
export function refreshAgentQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: agentQueryKey });
}
