// GET /api/operator/payment-settings: the withdrawal limits and the minutes after which a paid
// withdrawal the member has not confirmed counts as received.
import { useQuery } from '@tanstack/react-query';
import { paymentsPaths, type PaymentSettings } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorPaymentsKeys } from './query-keys';

export const getSettings = () => api.get<PaymentSettings>(paymentsPaths.operatorSettings);

export function usePaymentSettings() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPaymentsKeys.settings(), token],
    queryFn: getSettings,
    enabled: token !== null,
  });
}
