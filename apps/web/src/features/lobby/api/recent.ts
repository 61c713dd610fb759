// GET /api/lobby/recent: the member's recently launched games (real accounts only).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GameType, RecentResponse } from '@playdeck/contract/lobby';
import { RECENT_PAGE_SIZE, lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const recentQueryKey = ['lobby', 'recent'] as const;

export function useRecentGames(
  filter: { gameType?: GameType; vassalage?: string },
  page = 1,
  pageSize = RECENT_PAGE_SIZE,
  enabled = true,
) {
  const { i18n } = useTranslation();
  const { isLogin, isTrial, username } = useSession();
  return useQuery({
    queryKey: [...recentQueryKey, username, i18n.language, filter, page, pageSize],
    queryFn: () =>
      api.get<RecentResponse>(lobbyPaths.recent, {
        query: { clientType: 3, language: i18n.language, ...filter, page, pageSize },
      }),
    enabled: enabled && isLogin && !isTrial,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
