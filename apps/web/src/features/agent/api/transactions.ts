// GET /api/agent/transactions: the agent's own ledger moves in a period.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  agentPaths,
  type AgentTransactions,
  type agentTransactionsQuerySchema,
} from '@playdeck/contract/agent';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The search of a page of ledger moves (the page size is this screen's). */
export type TransactionsFilter = Partial<Omit<z.output<typeof agentTransactionsQuerySchema>, 'pageSize'>>;

export function useAgentTransactions(query: TransactionsFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...agentQueryKey, 'transactions', token, query],
    queryFn: () =>
      api.get<AgentTransactions>(agentPaths.transactions, {
        query: { ...query, pageSize: TRANSACTIONS_PAGE_SIZE },
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
