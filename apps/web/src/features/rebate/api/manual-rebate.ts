// GET /api/rebate/manual: what the signed-in member may claim now, per manual game category (rate at
// the member's VIP level, valid bet since the last claim, amount), the total, the operator's minimum
// and when the next claim is allowed. Refetched when money moves (a settled bet adds to the valid bet).
// Not asked for trial members, who have no rebate.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rebatePaths, type ManualRebate } from '@playdeck/contract/rebate';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { rebateKeys } from './query-keys';

export const getManualRebate = () => api.get<ManualRebate>(rebatePaths.manual);

export function useManualRebate() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...rebateKeys.manual(), token],
    queryFn: getManualRebate,
    enabled,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: rebateKeys.manual() });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return query;
}
