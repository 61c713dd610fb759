// Settlement runs: POST /api/operator/settlement/run settles one period now, through the same code
// as the schedule (a period already settled is recomputed only where no bill has been paid), and
// GET /api/operator/settlement/runs lists the runs, newest first.
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractsPaths,
  type SettlementRun,
  type SettlementRunPayload,
  type settlementRunsSchema,
} from '@playdeck/contract/contracts';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { CONTRACTS_PAGE_SIZE, operatorContractsKeys } from './query-keys';

export type SettlementRunsPage = z.infer<typeof settlementRunsSchema>;

export const runSettlement = (body: SettlementRunPayload) =>
  api.post<SettlementRun>(contractsPaths.run, body);

/** A run changes bills and adds a run: both lists refresh. */
export function useRunSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSettlement,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorContractsKeys.runs() }),
        queryClient.invalidateQueries({ queryKey: operatorContractsKeys.bills() }),
      ]);
    },
  });
}

export const listRuns = (pageNo: number) =>
  api.get<SettlementRunsPage>(contractsPaths.runs, { query: { pageNo, pageSize: CONTRACTS_PAGE_SIZE } });

export function useSettlementRuns(pageNo: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorContractsKeys.runs(), token, pageNo],
    queryFn: () => listRuns(pageNo),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
