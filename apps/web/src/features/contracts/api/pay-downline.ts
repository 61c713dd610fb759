// POST /api/agent/income/pay-downline: the agent pays, from its wallet, what it still owes its direct
// children on their bills of one type (AGENTS.md §5); the answer counts what was paid and what is
// still owed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsPaths, type ContractType, type PayDownlineResult } from '@playdeck/contract/contracts';
import { api } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { contractsKeys } from './query-keys';

export const payDownline = (type: ContractType) =>
  api.post<PayDownlineResult>(contractsPaths.payDownline, { type });

/**
 * Money moved (or may have): the bills, the wallet's balance and every agent centre screen that shows
 * money (the transactions, the downlines' balances) are asked for again.
 */
export function usePayDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDownline,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractsKeys.agentCentre }),
        refreshBalance(queryClient),
      ]),
  });
}
