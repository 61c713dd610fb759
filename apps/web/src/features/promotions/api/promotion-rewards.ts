// GET /api/promotions/rewards: what the signed-in member can claim now (the reward centre).
import { useQuery } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotions } from '@playdeck/contract/promotions';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { promotionRewardsQueryKey } from './promotions';

export function usePromotionRewards() {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...promotionRewardsQueryKey, token, i18next.language],
    queryFn: () => api.get<MemberPromotions>(promotionsPaths.rewards),
    enabled: token !== null && !isTrial,
  });
}
