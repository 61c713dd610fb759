// The VIP ladder: its levels, thresholds and upgrade bonuses. A save replaces the whole ladder (an
// empty one turns VIP off for the site).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { vipPaths, type VipLadder, type VipLevel } from '@playdeck/contract/vip';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';

export const vipLevelsQueryKey = ['operator', 'games', 'vip-levels'] as const;

export const fetchVipLevels = () => api.get<VipLevel[]>(vipPaths.operatorLevels);

export const replaceVipLevels = (ladder: VipLadder) => api.put<VipLevel[]>(vipPaths.operatorLevels, ladder);

export function useVipLevels() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...vipLevelsQueryKey, token],
    queryFn: fetchVipLevels,
    enabled: token !== null,
  });
}

/** Replaces the ladder; resolves with the saved ladder once the list has been fetched again. */
export function useReplaceVipLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceVipLevels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vipLevelsQueryKey }),
  });
}
