// GET /api/lobby/games: one page of the catalogue (SPEC.md §7 "Game list"), and the load-more form
// of the same call.
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameType, GamesResponse } from '@playdeck/contract/lobby';
import { LOBBY_PAGE_SIZE, lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export type GamesFilter = {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
};

const fetchGames = (filter: GamesFilter, pageNo: number, pageSize: number, language: string) =>
  api.get<GamesResponse>(lobbyPaths.games, {
    query: { clientType: 3, platform: 'html5-desktop', ...filter, pageNo, pageSize, language },
  });

export function useGames(filter: GamesFilter, pageNo: number, pageSize = LOBBY_PAGE_SIZE, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lobby', 'games', i18n.language, filter, pageNo, pageSize],
    queryFn: () => fetchGames(filter, pageNo, pageSize, i18n.language),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}

/** Pages of games appended one after another (the "load more" form of the list). */
export function useGamesPages(filter: GamesFilter, enabled = true) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: ['lobby', 'games-pages', i18n.language, filter],
    queryFn: ({ pageParam }) => fetchGames(filter, pageParam, LOBBY_PAGE_SIZE, i18n.language),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
    enabled,
  });
}
