// The operator's promotions: GET /api/operator/promotions (every promotion, in one list), POST there
// (a new promotion) and PUT /api/operator/promotions/:id (the whole input replaces the promotion).
// The VIP ladder (GET /api/operator/vip/levels) is read here too, for the audience's level choice.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths, type Promotion, type PromotionInput } from '@playdeck/contract/promotions';
import { vipPaths, type VipLevel } from '@playdeck/contract/vip';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { asOnePage } from './one-page';
import { operatorPromotionsKeys } from './query-keys';

export const listPromotions = () => api.get<{ list: Promotion[] }>(promotionsPaths.operatorList);

export function useOperatorPromotions() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.promotions(), token],
    queryFn: listPromotions,
    select: asOnePage<Promotion>,
    enabled: token !== null,
  });
}

/** Creates a promotion (id null) or replaces one with the whole input. */
export const savePromotion = ({ id, input }: { id: number | null; input: PromotionInput }) =>
  id === null
    ? api.post<Promotion>(promotionsPaths.operatorList, input)
    : api.put<Promotion>(promotionsPaths.operatorOne.replace(':id', String(id)), input);

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPromotionsKeys.promotions() }),
  });
}

export const listVipLevels = () => api.get<VipLevel[]>(vipPaths.operatorLevels);

/** The site's VIP ladder: the levels an audience may name. */
export function useVipLadder() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPromotionsKeys.vipLevels(), token],
    queryFn: listVipLevels,
    enabled: token !== null,
  });
}
