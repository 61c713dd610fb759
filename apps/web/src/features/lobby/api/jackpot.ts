// GET /api/lobby/jackpot: the jackpot pool, read again every minute.
import { useQuery } from '@tanstack/react-query';
import type { JackpotResponse } from '@playdeck/contract/lobby';
import { lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export function useJackpot() {
  return useQuery({
    queryKey: ['lobby', 'jackpot'],
    queryFn: () => api.get<JackpotResponse>(lobbyPaths.jackpot),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
