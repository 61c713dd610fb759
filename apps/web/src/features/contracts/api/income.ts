// GET /api/agent/income: the agent's bills of one contract type (my income), newest period first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contractsPaths, type BillsPage, type billsQuerySchema } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CONTRACTS_PAGE_SIZE, contractsKeys } from './query-keys';

/** The search of a page of bills (the page size is this screen's). */
export type IncomeFilter = Omit<z.output<typeof billsQuerySchema>, 'pageSize' | 'pageNo'> & {
  pageNo: number;
};

export const listIncome = (query: IncomeFilter) =>
  api.get<BillsPage>(contractsPaths.income, { query: { ...query, pageSize: CONTRACTS_PAGE_SIZE } });

export function useIncome(query: IncomeFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKeys.income(), token, query],
    queryFn: () => listIncome(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
