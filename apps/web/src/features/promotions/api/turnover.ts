// GET /api/promotions/turnover: the bonus money locked from withdrawal by its turnover requirement,
// what may be withdrawn now, and the locks. Refetched when money moves (a bet adds to the progress,
// a claimed bonus adds a lock).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths, type TurnoverState } from '@playdeck/contract/promotions';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { turnoverQueryKey } from './promotions';

export function useTurnover() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...turnoverQueryKey, token],
    queryFn: () => api.get<TurnoverState>(promotionsPaths.turnover),
    enabled,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: turnoverQueryKey });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return query;
}
