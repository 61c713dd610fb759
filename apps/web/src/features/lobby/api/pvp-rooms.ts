// GET /api/lobby/pvp-rooms: the /pvp page's room list (card tables with stakes and seats, house bots
// labelled), asked again every 10 seconds so the seats and the hands in play stay current.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lobbyPaths, type PvpRoomsResponse } from '@playdeck/contract/lobby';
import { api } from '../../../lib/api-client';

export const PVP_ROOMS_REFRESH_MS = 10_000;

export function usePvpRooms() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['lobby', 'pvp-rooms', i18n.language],
    queryFn: () => api.get<PvpRoomsResponse>(lobbyPaths.pvpRooms, { query: { language: i18n.language } }),
    refetchInterval: PVP_ROOMS_REFRESH_MS,
    staleTime: PVP_ROOMS_REFRESH_MS,
  });
}
