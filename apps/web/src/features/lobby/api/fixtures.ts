// GET /api/lobby/fixtures: the sports pages' fixture board (fixtures to come and in play by league,
// with the result market's odds now), asked again every 15 seconds so live scores and odds move.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FixturesResponse } from '@playdeck/contract/lobby';
import { lobbyPaths } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export const FIXTURE_BOARD_REFRESH_MS = 15_000;

export function useFixtureBoard(gameType: 'SPORTS' | 'ESPORTS') {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lobby', 'fixtures', gameType, i18n.language],
    queryFn: () =>
      api.get<FixturesResponse>(lobbyPaths.fixtures, { query: { gameType, language: i18n.language } }),
    refetchInterval: FIXTURE_BOARD_REFRESH_MS,
    staleTime: FIXTURE_BOARD_REFRESH_MS,
  });
}
