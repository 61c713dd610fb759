// The favourite toggle (SPEC.md §4 "Favourites"): adding is optimistic (the id is added before the
// call); removing deletes the game from the ids and from the lists at once, then calls the server.
// A failed call puts back what the server has. Real accounts only (the action guard).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FavouriteIds, FavouritesResponse, GameItem } from '@playdeck/contract/lobby';
import { useActionGuards } from '../../../lib/action-guards';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDialogs } from '../../../ui/dialogs';
import {
  addFavourite,
  favouriteIdsQueryKey,
  favouriteListQueryKey,
  removeFavourite,
  useFavouriteIds,
} from '../api/favourites';
import { toggledFavourites } from '../lobby-rules';

export function useFavouriteToggle() {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const guards = useActionGuards();
  const queryClient = useQueryClient();
  const { username } = useSession();
  const { data } = useFavouriteIds();
  const ids = data?.ids ?? [];

  const toggle = useCallback(
    async (game: GameItem) => {
      if (!guards.requireRealAccount()) return;
      const idsKey = favouriteIdsQueryKey(username);
      const current = queryClient.getQueryData<FavouriteIds>(idsKey)?.ids ?? [];
      const next = toggledFavourites(current, game.nodeId);
      queryClient.setQueryData<FavouriteIds>(idsKey, { ids: next.ids });
      if (!next.added) {
        queryClient.setQueriesData<FavouritesResponse>({ queryKey: favouriteListQueryKey }, (list) =>
          list ? { ...list, content: list.content.filter((item) => item.nodeId !== game.nodeId) } : list,
        );
      }
      const request = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      try {
        const answer = await (next.added ? addFavourite(request) : removeFavourite(request));
        queryClient.setQueryData<FavouriteIds>(idsKey, answer);
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: idsKey });
        await dialogs.warning(error instanceof ApiError ? error.message : t('errors.network'));
      } finally {
        void queryClient.invalidateQueries({ queryKey: favouriteListQueryKey });
      }
    },
    [dialogs, guards, queryClient, t, username],
  );

  return { ids, toggle };
}
