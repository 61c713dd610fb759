// POST /api/promotions/:id/sign: the member signs in for today (SIGN_IN_DAYS promotions).
// Answers the updated entry; refused with 401 for visitors, 409 PROMOTION_CLOSED or
// PROMOTION_NOT_CLAIMABLE.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { promotionsPaths, type MemberPromotion } from '@playdeck/contract/promotions';
import { api } from '../../../lib/api-client';
import { refreshAfterEntryChange } from './promotions';

export const signPromotion = (id: number) =>
  api.post<MemberPromotion>(promotionsPaths.sign.replace(':id', String(id)));

export function useSignPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signPromotion,
    onSuccess: () => refreshAfterEntryChange(queryClient),
  });
}
