// POST /api/points/redeem, encrypted (SPEC.md §7: it carries the payment password): the member
// spends points on a good. `requestId` is made once per dialog: a second press of the same dialog
// answers the first redemption and spends nothing more. Answers the redemption (in process until the
// operator decides); refused with 400 and the fields quantity or paymentPassword, 409
// POINTS_INSUFFICIENT or GOOD_OUT_OF_STOCK, 404 GOOD_NOT_FOUND, 409 PAYMENT_PASSWORD_REQUIRED, 423
// PAYMENT_PASSWORD_LOCKED.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Permission } from '@playdeck/contract/site';
import {
  pointsPaths,
  type PointsRedemption,
  type pointsRedeemPayloadSchema,
} from '@playdeck/contract/points';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { pointsKeys } from './query-keys';

export type RedeemPayload = z.input<typeof pointsRedeemPayloadSchema>;

export async function redeemGood(payload: RedeemPayload, encryption: Permission['encryption']) {
  return api.post<PointsRedemption>(pointsPaths.redeem, await encryptPayload(payload, encryption));
}

/** After a redemption, or a refusal about stock or points: the balance, the goods and the lists. */
export function refreshAfterRedeem(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pointsKeys.balance() }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.goods() }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.redemptions() }),
    queryClient.invalidateQueries({ queryKey: pointsKeys.entries() }),
  ]);
}

export function useRedeemGood(encryption: Permission['encryption']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RedeemPayload) => redeemGood(payload, encryption),
    onSuccess: () => refreshAfterRedeem(queryClient),
  });
}
