// GET /api/missions: the member's daily and weekly missions in their current periods (progress,
// status, reward), the count of rewards waiting for the claim (the member centre's red badge,
// SPEC.md §2) and the week's mission points and rank. Not asked for visitors or trial members;
// refetched when money moves (a settled bet or a deposit is progress) and, for the badge, every minute.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { missionsPaths, type MissionSummary } from '@playdeck/contract/missions';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { missionsKeys } from './query-keys';

const COUNT_REFRESH_MS = 60_000;

export const getMissionSummary = () => api.get<MissionSummary>(missionsPaths.summary);

function useSummaryQuery(options: { refetchInterval?: number; staleTime?: number } = {}) {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = token !== null && !isTrial;
  const query = useQuery({
    queryKey: [...missionsKeys.summary(), token, i18next.language],
    queryFn: getMissionSummary,
    enabled,
    ...options,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: missionsKeys.summary() });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return { query, enabled };
}

export function useMissionSummary() {
  return useSummaryQuery().query;
}

/** The missions' red count: rewards waiting for the claim; 0 for visitors and trial members. */
export function useMissionClaimableCount(): number {
  const { query, enabled } = useSummaryQuery({ refetchInterval: COUNT_REFRESH_MS, staleTime: 10_000 });
  return enabled ? (query.data?.claimable ?? 0) : 0;
}
