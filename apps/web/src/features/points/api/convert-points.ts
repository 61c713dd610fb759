// POST /api/points/convert, encrypted (SPEC.md §7: it carries the payment password): points turned
// into money at the operator's rate, paid into the main wallet. `requestId` is made once per dialog.
// Answers the points taken, the money made and both new balances; refused with 400 and the fields
// points or paymentPassword, 409 POINTS_CONVERT_DISABLED, POINTS_BELOW_MINIMUM or
// POINTS_INSUFFICIENT, 409 PAYMENT_PASSWORD_REQUIRED, 423 PAYMENT_PASSWORD_LOCKED.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Permission } from '@playdeck/contract/site';
import {
  pointsPaths,
  type PointsConversion,
  type pointsConvertPayloadSchema,
} from '@playdeck/contract/points';
import { api } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { encryptPayload } from '../../../lib/encryption';
import { pointsKeys } from './query-keys';

export type ConvertPayload = z.input<typeof pointsConvertPayloadSchema>;

export async function convertPoints(payload: ConvertPayload, encryption: Permission['encryption']) {
  return api.post<PointsConversion>(pointsPaths.convert, await encryptPayload(payload, encryption));
}

/** A conversion moves points and money: the points balance, the detail and the header's balance. */
export function useConvertPoints(encryption: Permission['encryption']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ConvertPayload) => convertPoints(payload, encryption),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKeys.balance() }),
        queryClient.invalidateQueries({ queryKey: pointsKeys.entries() }),
        refreshBalance(queryClient),
      ]),
  });
}
