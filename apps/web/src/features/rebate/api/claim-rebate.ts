// POST /api/rebate/manual/claim: the member claims every manual category's rebate at once; the money
// is paid into the main wallet. `requestId` is fresh for each press (the same id again answers the
// first claim and pays nothing more). Answers the claim with the new balance; refused with 409
// REBATE_BELOW_MINIMUM (the message names the amount and the minimum) or REBATE_COOLDOWN (it names
// when the member may claim again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebatePaths, type RebateClaim } from '@playdeck/contract/rebate';
import { api, ApiError } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { rebateKeys } from './query-keys';

export const claimRebate = ({ requestId }: { requestId: string }) =>
  api.post<RebateClaim>(rebatePaths.claim, { requestId });

/**
 * After a claim the amounts, the history and the header's balance change; after a 409 only what may
 * be claimed is out of date (another tab claimed, or the cooldown the screen knew was wrong).
 */
export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRebate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rebateKeys.manual() }),
        queryClient.invalidateQueries({ queryKey: rebateKeys.history() }),
        refreshBalance(queryClient),
      ]),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: rebateKeys.manual() });
    },
  });
}
