// The cockfight arena's calls (contract: @playdeck/contract/cockfight), made with the game session,
// and the address of the arena's public stream.
import {
  cockfightPaths,
  type CockfightArenaValue,
  type CockfightBetRequest,
  type CockfightBetValue,
} from '@playdeck/contract/cockfight';
import { housePaths, type HouseBalanceValue } from '@playdeck/contract/house';
import type { HouseApi } from '../api/house-api';

export function cockfightApi(api: HouseApi) {
  return {
    arena: () => api.get<CockfightArenaValue>(cockfightPaths.arena),
    bet: (request: CockfightBetRequest) => api.post<CockfightBetValue>(cockfightPaths.bets, request),
    balance: async () => (await api.get<HouseBalanceValue>(housePaths.balance)).balance,
  };
}

export type CockfightApi = ReturnType<typeof cockfightApi>;

/** The WebSocket address of an arena's stream, on the page's own host. */
export function cockfightStreamUrl(
  arenaCode: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${cockfightPaths.stream}?arena=${encodeURIComponent(arenaCode)}`;
}
