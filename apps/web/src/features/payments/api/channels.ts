// GET /api/payments/channels: the deposit channels the operator has opened, with their limits.
import { useQuery } from '@tanstack/react-query';
import { paymentsPaths, type PaymentChannel } from '@playdeck/contract/payments';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export function useChannels() {
  const { token } = useSession();
  return useQuery({
    queryKey: ['payment-channels', token],
    queryFn: () => api.get<PaymentChannel[]>(paymentsPaths.channels),
    enabled: token !== null,
    staleTime: 60_000,
  });
}
