// POST /api/promotions/:id/join: the member joins the promotion's current period.
// Answers the updated entry; refused with 401 for visitors, 409 PROMOTION_CLOSED or
// PROMOTION_NOT_CLAIMABLE.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotion } from '@playdeck/contract/promotions';
import { api } from '../../../lib/api-client';
import { refreshAfterEntryChange } from './promotions';

export const joinPromotion = (id: number) =>
  api.post<MemberPromotion>(promotionsPaths.join.replace(':id', String(id)));

export function useJoinPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPromotion,
    onSuccess: () => refreshAfterEntryChange(queryClient),
  });
}
