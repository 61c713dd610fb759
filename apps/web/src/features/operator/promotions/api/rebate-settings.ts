// The rebate settings: GET /api/operator/rebate/settings and PUT there (the whole settings replace
// the saved ones): per game category a mode (AUTO, paid by the next morning's job; MANUAL, claimed by
// the member; OFF) and a rate per VIP level, the least a manual claim may be and the minutes between
// two claims. A refusal is a 400 with per-field messages keyed like "categories.2.rates.1".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rebatePaths, type RebateSettings } from '@playdeck/contract/rebate';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorPromotionsKeys } from './query-keys';

export const getRebateSettings = () => api.get<RebateSettings>(rebatePaths.operatorSettings);

export function useRebateSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.rebateSettings(), token],
    queryFn: getRebateSettings,
    enabled: token !== null,
  });
}

export const updateRebateSettings = (settings: RebateSettings) =>
  api.put<RebateSettings>(rebatePaths.operatorSettings, settings);

export function useUpdateRebateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRebateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.rebateSettings() }),
  });
}
