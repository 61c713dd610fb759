// POST /api/agent/contracts/:id/accept: the agent accepts an offer; a flagged one (downlineHigherRate)
// must carry confirmTerminate, else the answer is 409 CONTRACT_CONFLICT with the contracts that
// would end (contractConflictSchema).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsPaths, type Contract, type ContractAcceptPayload } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { contractsKeys } from './query-keys';

export const acceptOffer = ({ id, ...body }: { id: number } & ContractAcceptPayload) =>
  api.post<Contract>(contractsPaths.accept.replace(':id', String(id)), body);

/** Every contract screen asks again after any answer, a refused one too: the offer may have changed. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
