// POST /api/payments/deposits opens a pending deposit; GET lists the member's deposits.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  paymentsPaths,
  type CreateDeposit,
  type Deposit,
  type DepositsValue,
} from '@playdeck/contract/payments';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const depositsQueryKey = ['deposits'] as const;
export const PAYMENTS_PAGE_SIZE = 10;

export const createDeposit = (body: CreateDeposit) => api.post<Deposit>(paymentsPaths.deposits, body);

export function useDeposits(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...depositsQueryKey, token, pageNo],
    queryFn: () =>
      api.get<DepositsValue>(paymentsPaths.deposits, { query: { pageNo, pageSize: PAYMENTS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
