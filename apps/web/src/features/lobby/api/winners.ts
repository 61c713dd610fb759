// GET /api/lobby/winners: the winner board, 20 requested (SPEC.md §7, §9).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WinnersResponse } from '@playdeck/contract/lobby';
import { WINNERS_LIMIT_DEFAULT, lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export function useWinners() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lobby', 'winners', i18n.language],
    queryFn: () =>
      api.get<WinnersResponse>(lobbyPaths.winners, {
        query: { gameCategory: 'ALL', language: i18n.language, limitNum: WINNERS_LIMIT_DEFAULT },
      }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
}
