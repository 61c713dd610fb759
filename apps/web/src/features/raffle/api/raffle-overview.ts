// GET /api/raffle: the next and recent draws (prizes, tickets, the seed's hash, and once drawn the
// seed and the winners), the member's tickets waiting for the next draw and the member's prizes.
// Refetched when money moves (a promotion's reward may bring tickets). Not asked for trial members,
// who take no part.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rafflePaths, type RaffleOverview } from '@playdeck/contract/raffle';
import i18next from 'i18next';
import { api } from '../../../lib/api-client';
import { useOnBalanceChange } from '../../../lib/balance-refresh';
import { useSession } from '../../../lib/session';
import { raffleKeys } from './query-keys';

export const getRaffleOverview = () => api.get<RaffleOverview>(rafflePaths.overview);

export function useRaffleOverview() {
  const { token, isTrial } = useSession();
  const queryClient = useQueryClient();
  const enabled = !isTrial;
  const query = useQuery({
    queryKey: [...raffleKeys.overview(), token, i18next.language],
    queryFn: getRaffleOverview,
    enabled,
  });
  const refetch = useCallback(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: raffleKeys.overview() });
  }, [enabled, queryClient]);
  useOnBalanceChange(refetch);
  return query;
}
