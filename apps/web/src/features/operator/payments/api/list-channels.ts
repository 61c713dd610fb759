// GET /api/operator/payment-channels: every deposit channel, the disabled ones too, in their order.
import { useQuery } from '@tanstack/react-query';
import { paymentsPaths, type OperatorChannel } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorPaymentsKeys } from './query-keys';

export const listChannels = () => api.get<OperatorChannel[]>(paymentsPaths.operatorChannels);

export function useOperatorChannels() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPaymentsKeys.channels(), token],
    queryFn: listChannels,
    enabled: token !== null,
  });
}
