// GET /api/referral: whether inviting friends is open, the member's referral code, the totals
// (friends, friends who deposited, earned, today's share so far) and the operator's rules. Refetched
// when money moves (a friend's earnings are paid into the wallet). Not asked for visitors or trial
// members.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { referralPaths, type ReferralSummary } from '@playdeck/contract/referral';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { referralKeys } from './query-keys';

export const getReferralSummary = () => api.get<ReferralSummary>(referralPaths.summary);

export function useReferralSummary() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...referralKeys.summary(), token],
    queryFn: getReferralSummary,
    enabled,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: referralKeys.summary() });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return query;
}
