// GET /api/operator/deposits: every member's deposits, newest first, optionally of one status.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsPaths, type operatorDepositsValueSchema } from '@playdeck/contract/payments';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { OPERATOR_PAYMENTS_PAGE_SIZE, operatorPaymentsKeys, type RequestListSearch } from './query-keys';

export type OperatorDepositsPage = z.infer<typeof operatorDepositsValueSchema>;

export const listDeposits = ({ status, pageNo }: RequestListSearch) =>
  api.get<OperatorDepositsPage>(paymentsPaths.operatorDeposits, {
    query: { status: status || undefined, pageNo, pageSize: OPERATOR_PAYMENTS_PAGE_SIZE },
  });

export function useOperatorDeposits(search: RequestListSearch) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorPaymentsKeys.deposits(), token, search.status, search.pageNo],
    queryFn: () => listDeposits(search),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
