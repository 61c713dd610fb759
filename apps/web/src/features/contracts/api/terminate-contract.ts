// POST /api/agent/contracts/:id/terminate: the issuer ends a child's ACTIVE contract or withdraws a
// PENDING offer; the contracts below it of the same type and category end with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsPaths, type Contract } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { contractsKeys } from './query-keys';

export const terminateContract = ({ id, reason }: { id: number; reason: string }) =>
  api.post<Contract>(contractsPaths.terminate.replace(':id', String(id)), { reason });

/** The list refreshes after every attempt, a refused one too: its row may have changed meanwhile. */
export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateContract,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.downline() }),
  });
}
