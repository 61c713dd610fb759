// The operator's games: every game, enabled or not, filtered by vendor, type, name or code and
// state, a page at a time; and a change to one (names, icon, hot, free trial, sub-type, order, or
// switched off).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  lobbyPaths,
  type GameUpdate,
  type OperatorGame,
  type OperatorGamesQuery,
  type OperatorGamesValue,
} from '@playdeck/contract/lobby';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { operatorCatalogueQueryKey } from './vendors';

export const operatorGamesQueryKey = [...operatorCatalogueQueryKey, 'games'] as const;

/** The desk's page size: a screenful of rows, well under the API's cap of 100. */
export const OPERATOR_GAMES_PAGE_SIZE = 20;

/** The list's query as the desk sends it: always a page, the filters only when chosen. */
export type OperatorGamesPageQuery = Omit<OperatorGamesQuery, 'pageNo' | 'pageSize'> & {
  pageNo: number;
  pageSize: number;
};

export const fetchOperatorGames = (query: OperatorGamesPageQuery) =>
  api.get<OperatorGamesValue>(lobbyPaths.operatorGames, { query });

export const updateGame = (id: number, change: GameUpdate) =>
  api.patch<OperatorGame>(lobbyPaths.operatorGame.replace(':id', String(id)), change);

export function useOperatorGames(query: OperatorGamesPageQuery) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...operatorGamesQueryKey, token, query],
    queryFn: () => fetchOperatorGames(query),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Changes a game; resolves once the game and vendor lists have been fetched again. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: GameUpdate }) => updateGame(id, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorCatalogueQueryKey }),
  });
}
