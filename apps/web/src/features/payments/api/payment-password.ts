// The payment password: whether it is set (and locked), and setting it (encrypted).
import { useQuery } from '@tanstack/react-query';
import {
  paymentsPaths,
  type PaymentPasswordStatus,
  type SetPaymentPasswordPayload,
} from '@playdeck/contract/payments';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { useSession } from '../../../lib/session';

export const paymentPasswordQueryKey = ['payment-password'] as const;

export async function setPaymentPassword(
  payload: SetPaymentPasswordPayload,
  encryption: Permission['encryption'],
) {
  return api.post<PaymentPasswordStatus>(
    paymentsPaths.paymentPassword,
    await encryptPayload(payload, encryption),
  );
}

export function usePaymentPasswordStatus() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...paymentPasswordQueryKey, token],
    queryFn: () => api.get<PaymentPasswordStatus>(paymentsPaths.paymentPassword),
    enabled: token !== null,
  });
}
