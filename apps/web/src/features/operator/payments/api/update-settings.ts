// PATCH /api/operator/payment-settings: changes the withdrawal limits and the confirmation minutes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsPaths, type PaymentSettings, type UpdatePaymentSettings } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { operatorPaymentsKeys } from './query-keys';

export const updateSettings = (body: UpdatePaymentSettings) =>
  api.patch<PaymentSettings>(paymentsPaths.operatorSettings, body);

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueriesData({ queryKey: operatorPaymentsKeys.settings() }, settings);
    },
  });
}
