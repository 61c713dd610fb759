// GET /api/operator/ip-locks: the IPs locked after repeated failed sign-ins, newest first; and
// DELETE /api/operator/ip-locks/:ip, which unlocks one and forgets its failed sign-ins.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ipLockPaths, type ipLockSchema } from '@playdeck/contract/session';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorSiteKeys } from './query-keys';

export type IpLock = z.infer<typeof ipLockSchema>;

export const listIpLocks = () => api.get<IpLock[]>(ipLockPaths.list);

// An IPv6 address has colons: encoded, it stays one path segment.
export const unlockIp = (ip: string) =>
  api.delete<null>(ipLockPaths.unlock.replace(':ip', encodeURIComponent(ip)));

export function useIpLocks() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorSiteKeys.ipLocks(), token],
    queryFn: listIpLocks,
    enabled: token !== null,
  });
}

/** The list refreshes after every attempt, also a refused one: another operator may have unlocked it. */
export function useUnlockIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockIp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorSiteKeys.ipLocks() }),
  });
}
