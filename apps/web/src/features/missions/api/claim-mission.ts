// POST /api/missions/:id/claim: the member claims a mission's reward for its current period (money
// into the main wallet and/or points, and the mission points of the week's leaderboard). `requestId`
// is fresh for each press. Answers the mission, now claimed, and the money balance; refused with 409
// MISSION_NOT_CLAIMABLE (not met yet, or claimed in another tab) or 404 MISSION_NOT_FOUND.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { missionsPaths, type missionClaimSchema } from '@playdeck/contract/missions';
import { api, ApiError } from '../../../lib/api-client';
import { refreshBalance } from '../../../lib/balance-refresh';
import { missionsKeys } from './query-keys';

export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const claimMission = ({ id, requestId }: { id: number; requestId: string }) =>
  api.post<MissionClaim>(missionsPaths.claim.replace(':id', String(id)), { requestId });

/**
 * A claim changes the missions (and their red count), the leaderboard and the header's balance; a
 * refusal means the screen's missions were out of date.
 */
export function useClaimMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsKeys.summary() }),
        queryClient.invalidateQueries({ queryKey: missionsKeys.leaderboard() }),
        refreshBalance(queryClient),
      ]),
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: missionsKeys.summary() });
    },
  });
}
