// GET /api/agent/team-bets: the team's rounds, settled and open, with totals over the whole filtered
// set.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { agentPaths, type TeamBets, type teamBetsQuerySchema } from '@playdeck/contract/agent';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { agentQueryKey } from './agent-query';

export const TEAM_BETS_PAGE_SIZE = 20;

/** The search of a page of team rounds (the page size is this screen's). */
export type TeamBetsFilter = Partial<Omit<z.output<typeof teamBetsQuerySchema>, 'pageSize'>>;

export function useTeamBets(query: TeamBetsFilter) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...agentQueryKey, 'team-bets', token, query],
    queryFn: () =>
      api.get<TeamBets>(agentPaths.teamBets, { query: { ...query, pageSize: TEAM_BETS_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
