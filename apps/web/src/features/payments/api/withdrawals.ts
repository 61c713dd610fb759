// Withdrawals: the limits and what is missing, the request (encrypted: it carries the payment
// password), the member's list, and the confirmation of a paid one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  paymentsPaths,
  type CreateWithdrawalPayload,
  type Withdrawal,
  type WithdrawalLimits,
  type WithdrawalsValue,
} from '@playdeck/contract/payments';
import type { Permission } from '@playdeck/contract/site';
import { api } from '../../../lib/api-client';
import { encryptPayload } from '../../../lib/encryption';
import { useSession } from '../../../lib/session';
import { PAYMENTS_PAGE_SIZE } from './deposits';

export const withdrawalsQueryKey = ['withdrawals'] as const;
export const withdrawalLimitsQueryKey = ['withdrawal-limits'] as const;

export async function requestWithdrawal(
  payload: CreateWithdrawalPayload,
  encryption: Permission['encryption'],
) {
  return api.post<Withdrawal>(paymentsPaths.withdrawals, await encryptPayload(payload, encryption));
}

export const confirmWithdrawal = (id: number) =>
  api.post<Withdrawal>(paymentsPaths.withdrawalConfirm.replace(':id', String(id)));

export function useWithdrawalLimits() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...withdrawalLimitsQueryKey, token],
    queryFn: () => api.get<WithdrawalLimits>(paymentsPaths.withdrawalLimits),
    enabled: token !== null,
  });
}

export function useWithdrawals(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...withdrawalsQueryKey, token, pageNo],
    queryFn: () =>
      api.get<WithdrawalsValue>(paymentsPaths.withdrawals, {
        query: { pageNo, pageSize: PAYMENTS_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
