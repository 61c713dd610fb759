// GET /api/agent/contracts/downline: the contracts the agent issued to its direct children, a page at
// a time, of one type and status or all of them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { contractsPaths, type ContractsPage, type contractsQuerySchema } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { CONTRACTS_PAGE_SIZE, contractsKeys } from './query-keys';

/** The search of a page of downline contracts (holderId is the operator's only). */
export type DownlineContractsFilter = Partial<Omit<z.output<typeof contractsQuerySchema>, 'holderId'>>;

export const listDownlineContracts = (query: DownlineContractsFilter) =>
  api.get<ContractsPage>(contractsPaths.downlineContracts, {
    query: { pageSize: CONTRACTS_PAGE_SIZE, ...query },
  });

export function useDownlineContracts(query: DownlineContractsFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKeys.downline(), token, query],
    queryFn: () => listDownlineContracts(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
