// GET /api/lobby/hot: the hot games, cached for the browser session and refreshed on demand
// (SPEC.md §4 "Caches").
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameType, HotResponse } from '@playdeck/contract/lobby';
import { lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export function useHotGames(filter: { gameType?: GameType; vassalage?: string } = {}) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lobby', 'hot', i18n.language, filter],
    queryFn: () =>
      api.get<HotResponse>(lobbyPaths.hot, {
        query: { isPlatform: '2', platform: 'flash,html5-desktop', language: i18n.language, ...filter },
      }),
    staleTime: Infinity,
  });
}

export function useRefreshHotGames() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['lobby', 'hot'] });
}
