// GET /api/rebate/history: the member's rebates, newest first, a page at a time: each site day's
// automatic rebate and each manual claim.
import type { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rebatePaths, type rebateHistorySchema } from '@playdeck/contract/rebate';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { REBATE_HISTORY_PAGE_SIZE, rebateKeys } from './query-keys';

export type RebateHistoryPage = z.infer<typeof rebateHistorySchema>;
export type RebateHistoryItem = RebateHistoryPage['list'][number];

export const getRebateHistory = (pageNo: number) =>
  api.get<RebateHistoryPage>(rebatePaths.history, {
    query: { pageNo, pageSize: REBATE_HISTORY_PAGE_SIZE },
  });

export function useRebateHistory(pageNo: number) {
  const { token, isTrial } = useSession();
  return useQuery({
    queryKey: [...rebateKeys.history(), token, pageNo],
    queryFn: () => getRebateHistory(pageNo),
    enabled: token !== null && !isTrial,
    placeholderData: keepPreviousData,
  });
}
