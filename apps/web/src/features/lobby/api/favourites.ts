// Favourites (SPEC.md §4, §7): the ids (page 1 of size 999 on login keeps the list warm), the list,
// and the add and remove calls.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouriteIds, FavouriteRequest, FavouritesResponse, GameType } from '@playdeck/contract/lobby';
import { LOBBY_PAGE_SIZE, lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const favouritesQueryKey = ['lobby', 'favourites'] as const;
export const favouriteIdsQueryKey = (username: string | null) =>
  [...favouritesQueryKey, 'ids', username] as const;
export const favouriteListQueryKey = [...favouritesQueryKey, 'list'] as const;

export function useFavouriteIds() {
  const { isLogin, isTrial, username } = useSession();
  return useQuery({
    queryKey: favouriteIdsQueryKey(username),
    queryFn: () => api.get<FavouriteIds>(lobbyPaths.favouriteIds),
    enabled: isLogin && !isTrial,
    staleTime: Infinity,
  });
}

export function useFavouriteGames(
  filter: { gameType?: GameType; vassalage?: string },
  pageNo = 1,
  pageSize = LOBBY_PAGE_SIZE,
  enabled = true,
) {
  const { i18n } = useTranslation();
  const { isLogin, isTrial, username } = useSession();
  return useQuery({
    queryKey: [...favouriteListQueryKey, username, i18n.language, filter, pageNo, pageSize],
    queryFn: () =>
      api.get<FavouritesResponse>(lobbyPaths.favourites, {
        query: { clientType: 3, language: i18n.language, ...filter, pageNo, pageSize },
      }),
    enabled: enabled && isLogin && !isTrial,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const addFavourite = (request: FavouriteRequest) =>
  api.post<FavouriteIds>(lobbyPaths.favourites, request);
export const removeFavourite = (request: FavouriteRequest) =>
  api.delete<FavouriteIds>(lobbyPaths.favourites, request);
