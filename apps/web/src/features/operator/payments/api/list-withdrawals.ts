// GET /api/operator/withdrawals: every member's withdrawals, newest first, optionally of one status,
// with the full account number the operator pays to.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsPaths, type operatorWithdrawalsValueSchema } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { OPERATOR_PAYMENTS_PAGE_SIZE, operatorPaymentsKeys, type RequestListSearch } from './query-keys';

export type OperatorWithdrawalsPage = z.infer<typeof operatorWithdrawalsValueSchema>;

export const listWithdrawals = ({ status, pageNo }: RequestListSearch) =>
  api.get<OperatorWithdrawalsPage>(paymentsPaths.operatorWithdrawals, {
    query: { status: status || undefined, pageNo, pageSize: OPERATOR_PAYMENTS_PAGE_SIZE },
  });

export function useOperatorWithdrawals(search: RequestListSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPaymentsKeys.withdrawals(), token, search.status, search.pageNo],
    queryFn: () => listWithdrawals(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
