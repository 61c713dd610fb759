// GET /api/messages/unread-count: the red badge of SPEC.md §2. Not asked for trial members (SPEC.md
// §4); refetched every minute, when money moves (a credited deposit brings a message), and after
// the member reads messages.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { inboxPaths, type UnreadCount } from '@playdeck/contract/inbox';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';

export const unreadCountQueryKey = ['messages-unread'] as const;
const REFRESH_MS = 60_000;

export function useUnreadCount(): number {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...unreadCountQueryKey, token],
    queryFn: () => api.get<UnreadCount>(inboxPaths.unreadCount),
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: 10_000,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return enabled ? (query.data?.count ?? 0) : 0;
}
