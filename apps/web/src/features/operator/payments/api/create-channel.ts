// POST /api/operator/payment-channels: adds a deposit channel (bank transfer or gateway).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsPaths, type createChannelSchema, type OperatorChannel } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

/** The body as sent, before the server fills in its defaults. */
export type CreateChannelBody = z.input<typeof createChannelSchema>;

export const createChannel = (body: CreateChannelBody) =>
  api.post<OperatorChannel>(paymentsPaths.operatorChannels, body);

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPaymentsKeys.channels() }),
  });
}
