// GET /api/vip: the member's VIP level, progress to the next one, the ladder and the upgrade history.
// The server records (and pays) a level just reached when it answers, so the header's VIP label in
// member info is reloaded when the two disagree.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@playdeck/contract/account';
import { vipPaths, type VipStatus } from '@playdeck/contract/vip';
import { api } from '../../../lib/api-client';
import { memberQueryKey } from '../../../lib/member';
import { useSession } from '../../../lib/session';

export const vipStatusQueryKey = ['vip-status'] as const;

export function fetchVipStatus() {
  return api.get<VipStatus>(vipPaths.status);
}

/** Trial members are refused by the server (a real account is needed): not asked for them. */
export function useVipStatus() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...vipStatusQueryKey, token],
    queryFn: async () => {
      const status = await fetchVipStatus();
      const member = queryClient.getQueryData<MemberInfo>([...memberQueryKey, token]);
      if (member && member.vipRankLevel !== status.level) {
        void queryClient.invalidateQueries({ queryKey: memberQueryKey });
      }
      return status;
    },
    enabled: token !== null && !isTrial,
  });
}
