// GET /api/agent/overview: the team's figures over a period of site days, and the same per day.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentPaths, type AgentOverview, type AgentPeriod } from '@playdeck/contract/agent';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

export function useAgentOverview(period: AgentPeriod) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...agentQueryKey, 'overview', token, period],
    queryFn: () => api.get<AgentOverview>(agentPaths.overview, { query: period }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
