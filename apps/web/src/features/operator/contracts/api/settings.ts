// GET and PUT /api/operator/contracts/settings: per contract type whether it is on, its tier count,
// rate bounds and what makes a team member active; and the dividend carry-over, the days an offer
// waits for an answer and whether dividend bills are paid without review.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractsPaths,
  type ContractSettings,
  type ContractSettingsUpdate,
} from '@playdeck/contract/contracts';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorContractsKeys } from './query-keys';

export const getContractSettings = () => api.get<ContractSettings>(contractsPaths.operatorSettings);

export const updateContractSettings = (body: ContractSettingsUpdate) =>
  api.put<ContractSettings>(contractsPaths.operatorSettings, body);

export function useContractSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorContractsKeys.settings(), token],
    queryFn: getContractSettings,
    enabled: token !== null,
  });
}

/** The answer is the whole new settings: it replaces the cached ones without another request. */
export function useUpdateContractSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContractSettings,
    onSuccess: (settings) =>
      queryClient.setQueriesData({ queryKey: operatorContractsKeys.settings() }, settings),
  });
}
