// GET /api/missions/leaderboard?week=current|previous: the week's top members by mission points
// (names masked), with the signed-in member's own line.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { missionsPaths, type Leaderboard } from '@playdeck/contract/missions';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { missionsKeys } from './query-keys';

export type LeaderboardWeek = 'current' | 'previous';

export const getLeaderboard = (week: LeaderboardWeek) =>
  api.get<Leaderboard>(missionsPaths.leaderboard, { query: { week } });

export function useLeaderboard(week: LeaderboardWeek) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...missionsKeys.leaderboard(), token, week],
    queryFn: () => getLeaderboard(week),
    placeholderData: keepPreviousData,
  });
}
