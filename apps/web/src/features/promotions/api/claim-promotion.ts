// POST /api/promotions/:id/claim: the member claims the current period's reward (a bonus is
// paid into the wallet, with its turnover lock).
// Answers the updated entry; refused with 401 for visitors, 409 PROMOTION_CLOSED or
// PROMOTION_NOT_CLAIMABLE.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotion } from '@playdeck/contract/promotions';
import { api } from '../../../lib/api-client';
import { refreshAfterEntryChange } from './promotions';

export const claimPromotion = (id: number) =>
  api.post<MemberPromotion>(promotionsPaths.claim.replace(':id', String(id)));

export function useClaimPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSuccess: () => refreshAfterEntryChange(queryClient, { moneyMoved: true }),
  });
}
