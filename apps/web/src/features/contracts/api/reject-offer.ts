// POST /api/agent/contracts/:id/reject: the agent turns an offer down; nothing else changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsPaths, type Contract } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { contractsKeys } from './query-keys';

export const rejectOffer = (id: number) =>
  api.post<Contract>(contractsPaths.reject.replace(':id', String(id)), {});

/** The offers are asked for again after any answer, a refused one too: the offer may have expired. */
export function useRejectOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKeys.all }),
  });
}
