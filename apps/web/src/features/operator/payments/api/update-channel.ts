// PATCH /api/operator/payment-channels/:id: changes a channel's name, limits, order, bank details,
// signing secret or whether members see it. Its type never changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsPaths, type OperatorChannel, type updateChannelSchema } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

/** The body as sent: only the fields that change. */
export type UpdateChannelBody = z.input<typeof updateChannelSchema>;

export const updateChannel = ({ id, body }: { id: number; body: UpdateChannelBody }) =>
  api.patch<OperatorChannel>(paymentsPaths.operatorChannel.replace(':id', String(id)), body);

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.channels() }),
  });
}
