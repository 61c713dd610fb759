// POST /api/agent/contracts: the agent offers a direct child agent a contract (a new one replaces the
// child's older PENDING offer of the same type and category). A 400 CONTRACT_TIERS_INVALID names the
// tier fields it refuses (`tiers.<index>.<field>`).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsPaths, type Contract, type ContractOfferPayload } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { contractsKeys } from './query-keys';

export const offerContract = (payload: ContractOfferPayload) =>
  api.post<Contract>(contractsPaths.offers, payload);

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractsKeys.downline() }),
  });
}
