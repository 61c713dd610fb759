// POST /api/promotions/:id/apply: an application (APPLICATION promotions) with a note and up to 3
// images as base64 (SPEC.md §5). Answers the entry, now `applying`; refused with 400 and the fields
// `note`, `images` or `images.N`, or 409 PROMOTION_CLOSED.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promotionsPaths,
  type ApplicationPayload,
  type MemberPromotion,
} from '@playdeck/contract/promotions';
import { api } from '../../../lib/api-client';
import { refreshAfterEntryChange } from './promotions';

export const applyToPromotion = ({ id, payload }: { id: number; payload: ApplicationPayload }) =>
  api.post<MemberPromotion>(promotionsPaths.apply.replace(':id', String(id)), payload);

export function useApplyToPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToPromotion,
    onSuccess: () => refreshAfterEntryChange(queryClient),
  });
}
