// GET /api/points: the signed-in member's points (balance, earned, spent, and redemptions waiting for
// the operator). Refetched when money moves: a settled bet or a credited deposit earns points. Not
// asked for visitors or trial members, who have no points.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsPaths, type PointsBalance } from '@playdeck/contract/points';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { pointsKeys } from './query-keys';

export const getPointsBalance = () => api.get<PointsBalance>(pointsPaths.balance);

export function usePointsBalance() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...pointsKeys.balance(), token],
    queryFn: getPointsBalance,
    enabled,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: pointsKeys.balance() });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return query;
}
