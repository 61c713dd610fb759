// GET /api/agent/profit-loss: a row for the account itself, one per direct child's whole team, and
// a total, for the signed-in agent or one of its descendants (drill-down).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentPaths, type AgentProfitLoss, type ProfitLossQuery } from '@playdeck/contract/agent';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

export function useAgentProfitLoss(query: ProfitLossQuery) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...agentQueryKey, 'profit-loss', token, query],
    queryFn: () => api.get<AgentProfitLoss>(agentPaths.profitLoss, { query }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
